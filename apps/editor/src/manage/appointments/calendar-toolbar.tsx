// The Schedule screen's toolbar: day or week, previous / today / next, a date to jump to, the staff and
// location filters, canceled ones shown or not, and "New appointment". Plain controls that apply at once.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentOptions } from '@vitrina/api-client/back-office';
import { Button } from '@vitrina/ui-kit';

export interface CalendarState {
  view: 'day' | 'week';
  /** The local date the view holds. */
  date: string;
  staffId: number | null;
  locationId: number | null;
  canceled: boolean;
}

export interface CalendarToolbarProps {
  state: CalendarState;
  options: AppointmentOptions | undefined;
  onChange: (change: Partial<CalendarState>) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onNew: () => void;
}

/**
 * The state the controls show: the caller's (the URL's), changed at once by the user. The URL follows a
 * moment later; without this a controlled control would jump back meanwhile.
 */
function useShown(state: CalendarState): [CalendarState, (change: Partial<CalendarState>) => void] {
  const [shown, setShown] = useState(state);
  const key = JSON.stringify(state);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    // The URL moved (the user's change arrived, or Back): show it (React's "adjust state on a prop change").
    setSeen(key);
    setShown(state);
  }
  return [shown, (change) => setShown((current) => ({ ...current, ...change }))];
}

/** The filters that narrow the calendar to one record: the state's field each sets, its label, its "All …". */
const RECORD_FILTERS = {
  staff: { field: 'staffId', label: 'manage:appointments.staff', all: 'manage:appointments.allStaff' },
  location: { field: 'locationId', label: 'manage:appointments.location', all: 'manage:appointments.allLocations' },
} as const;

interface RecordFilterProps {
  id: string;
  kind: keyof typeof RECORD_FILTERS;
  records: readonly { id: number; name: string }[];
  state: CalendarState;
  onChange: (change: Partial<CalendarState>) => void;
}

/** A select of the records (a staff member, a location) after "All …", which shows them all. */
function RecordFilter({ id, kind, records, state, onChange }: RecordFilterProps) {
  const { t } = useTranslation(['manage']);
  const { field, label, all } = RECORD_FILTERS[kind];
  return (
    <div className="vk-field va-toolbar__field">
      <label className="vk-field__label" htmlFor={id}>
        {t(label)}
      </label>
      <select
        id={id}
        className="vk-input vk-select"
        value={state[field] ?? ''}
        onChange={(event) => onChange({ [field]: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{t(all)}</option>
        {records.map((record) => (
          <option key={record.id} value={record.id}>
            {record.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CalendarToolbar({ state: given, options, onChange: report, onStep, onToday, onNew }: CalendarToolbarProps) {
  const { t } = useTranslation(['manage']);
  const [state, show] = useShown(given);
  const onChange = (change: Partial<CalendarState>) => {
    show(change);
    report(change);
  };
  const id = useId();
  const week = state.view === 'week';
  const staff = options?.staff ?? [];
  const locations = options?.locations ?? [];
  return (
    <div className="va-toolbar">
      <div className="va-toolbar__row">
        <div className="va-views" role="group" aria-label={t('manage:appointments.view')}>
          {(['day', 'week'] as const).map((view) => (
            <Button
              key={view}
              variant={state.view === view ? 'primary' : 'secondary'}
              aria-pressed={state.view === view}
              onClick={() => onChange({ view })}
            >
              {t(`manage:appointments.views.${view}`)}
            </Button>
          ))}
        </div>
        <div className="va-steps" role="group" aria-label={t('manage:appointments.date')}>
          <Button
            variant="secondary"
            onClick={() => onStep(-1)}
            aria-label={t(week ? 'manage:appointments.previousWeek' : 'manage:appointments.previousDay')}
          >
            ‹
          </Button>
          <Button variant="secondary" onClick={onToday}>
            {t('manage:appointments.today')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => onStep(1)}
            aria-label={t(week ? 'manage:appointments.nextWeek' : 'manage:appointments.nextDay')}
          >
            ›
          </Button>
        </div>
        <div className="vk-field va-toolbar__field">
          <label className="vk-field__label" htmlFor={`${id}-date`}>
            {t('manage:appointments.date')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="vk-input"
            value={state.date}
            onChange={(event) => {
              if (event.target.value) onChange({ date: event.target.value });
            }}
          />
        </div>
        <Button className="va-toolbar__new" onClick={onNew}>
          {t('manage:appointments.newAppointment')}
        </Button>
      </div>
      <div className="va-toolbar__row" role="group" aria-label={t('manage:appointments.filters')}>
        {staff.length > 1 ? <RecordFilter id={`${id}-staff`} kind="staff" records={staff} state={state} onChange={onChange} /> : null}
        {locations.length > 0 ? (
          <RecordFilter id={`${id}-location`} kind="location" records={locations} state={state} onChange={onChange} />
        ) : null}
        <label className="va-toolbar__check">
          <input type="checkbox" checked={state.canceled} onChange={(event) => onChange({ canceled: event.target.checked })} />{' '}
          {t('manage:appointments.showCanceled')}
        </label>
      </div>
    </div>
  );
}
