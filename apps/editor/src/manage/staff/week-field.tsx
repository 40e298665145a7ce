// The weekly hours editor: a group per day (Monday first) with its working windows — from, to and where
// (a location, or "mobile & online") — and its breaks, each with a remove button, and "Add hours" / "Add
// break" buttons that put the keyboard focus on the new row's first time. All controls are native inputs
// and selects labelled with their day and row, so a screen reader says "Monday, hours 2, from".
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { OwnerStaffOptions } from '@vitrina/api-client/back-office';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import { useFocusAfterRender } from './focus-after-render.js';
import { WEEK_ORDER, newRowKey, weekdayName } from './staff-form-values.js';
import type { BreakRowValues, HoursRowValues, StaffFormValues } from './staff-form-values.js';

type Kind = 'hours' | 'breaks';
const KINDS: readonly Kind[] = ['hours', 'breaks'];

function WindowRow({
  kind,
  row,
  index,
  n,
  day,
  locations,
  onRemove,
}: {
  kind: Kind;
  row: HoursRowValues | BreakRowValues;
  index: number;
  n: number;
  day: string;
  locations: OwnerStaffOptions['locations'];
  onRemove: () => void;
}) {
  const { t } = useTranslation(['manage']);
  const label = t(`manage:staffScreen.week.${kind === 'hours' ? 'hoursRow' : 'breakRow'}`, { day, n });
  const path = `${kind}.${index}`;
  return (
    <li className={`vbw-row vbw-row--${kind}`}>
      <fieldset className="vbw-row__fields">
        <legend className="vbw-row__legend">{label}</legend>
        <TextField
          id={`vbw-${row.key}`}
          name={`${path}.start`}
          type="time"
          step={300}
          label={t('manage:staffScreen.week.from')}
          required
          className="vbw-time"
        />
        <TextField name={`${path}.end`} type="time" step={300} label={t('manage:staffScreen.week.to')} required className="vbw-time" />
        {kind === 'hours' ? (
          <SelectField
            name={`${path}.location`}
            label={t('manage:staffScreen.week.where')}
            placeholder={false}
            options={[
              { value: '', label: t('manage:staffScreen.week.mobileOnline') },
              ...locations.map((l) => ({
                value: String(l.id),
                label: l.active ? l.name : t('manage:staffScreen.week.inactiveLocation', { name: l.name }),
              })),
            ]}
            className="vbw-where"
          />
        ) : null}
      </fieldset>
      <Button
        variant="secondary"
        className="vbw-row__remove"
        onClick={onRemove}
        aria-label={t('manage:staffScreen.week.removeRow', { row: label })}
      >
        {t('manage:staffScreen.week.remove')}
      </Button>
    </li>
  );
}

export function WeekField({ locations }: { locations: OwnerStaffOptions['locations'] }) {
  const { t, i18n } = useTranslation(['manage']);
  const { values, setFieldValue } = useFormikContext<StaffFormValues>();
  const focus = useFocusAfterRender();

  function add(kind: Kind, weekday: number) {
    const last = [...values[kind]].reverse().find((r) => r.weekday === weekday);
    const start = last ? last.end : kind === 'hours' ? '09:00' : '12:00';
    const key = newRowKey();
    const base = { key, weekday, start, end: kind === 'hours' ? (last ? '18:00' : '17:00') : '13:00' };
    const rows =
      kind === 'hours'
        ? [...values.hours, { ...base, location: locations[0] && !last ? String(locations[0].id) : '' }]
        : [...values.breaks, base];
    void setFieldValue(kind, rows, false);
    focus(`vbw-${key}`);
  }
  function remove(kind: Kind, index: number, weekday: number) {
    void setFieldValue(
      kind,
      values[kind].filter((_, i) => i !== index),
      false,
    );
    focus(`vbw-add-${kind}-${weekday}`);
  }

  return (
    <fieldset className="vbl-form__group vbw-week">
      <legend>{t('manage:staffScreen.week.title')}</legend>
      <p className="vbs-note">{t('manage:staffScreen.week.intro')}</p>
      <ol className="vbw-days">
        {WEEK_ORDER.map((weekday) => {
          const day = weekdayName(weekday, i18n.language);
          const rowsOf = (kind: Kind) => values[kind].map((row, index) => ({ row, index })).filter(({ row }) => row.weekday === weekday);
          const hours = rowsOf('hours');
          return (
            <li key={weekday} className="vbw-day">
              <h2 className="vbw-day__name" id={`vbw-day-${weekday}`}>
                {day}
              </h2>
              {hours.length === 0 ? <p className="vbw-day__off">{t('manage:staffScreen.week.dayOff')}</p> : null}
              <ul className="vbw-rows" aria-labelledby={`vbw-day-${weekday}`}>
                {/* The working hours first, then the breaks, each numbered from 1 within its kind. */}
                {KINDS.flatMap((kind) =>
                  rowsOf(kind).map(({ row, index }, i) => (
                    <WindowRow
                      key={row.key}
                      kind={kind}
                      row={row}
                      index={index}
                      n={i + 1}
                      day={day}
                      locations={locations}
                      onRemove={() => remove(kind, index, weekday)}
                    />
                  )),
                )}
              </ul>
              <div className="vbw-day__add">
                <Button id={`vbw-add-hours-${weekday}`} variant="secondary" onClick={() => add('hours', weekday)}>
                  {t('manage:staffScreen.week.addHours', { day })}
                </Button>
                <Button id={`vbw-add-breaks-${weekday}`} variant="secondary" onClick={() => add('breaks', weekday)}>
                  {t('manage:staffScreen.week.addBreak', { day })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
