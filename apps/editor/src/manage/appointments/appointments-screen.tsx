// The back office's Schedule screen (issue 14): the appointments calendar by day or by week in the
// business time zone (said on screen), filtered by staff member and location; an appointment opens its
// detail (customer details, services, notes, meeting link) with Reschedule, Cancel and notes; "New
// appointment" books one. Owners and managers see everyone's; an employee (role 4) only their own — the API
// answers only those, so the screen needs no rule of its own. The view, date and filters live in the URL,
// so a reload or the Back button keeps them.
import './appointments.css';
import { useRef } from 'react';
import { addDays } from '@vitrina/booking';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOwnerAppointmentOptionsQuery, useOwnerAppointmentsQuery } from '@vitrina/api-client/back-office';
import type { OwnerAppointment } from '@vitrina/api-client/back-office';
import { currentLocale, timeZoneDisplayName } from '@vitrina/i18n';
import { Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
import { AppointmentDetail } from './appointment-detail.js';
import { CalendarToolbar } from './calendar-toolbar.js';
import type { CalendarState } from './calendar-toolbar.js';
import { CalendarView } from './calendar-view.js';
import { NewAppointmentForm } from './new-appointment-form.js';
import { rangeOf, viewDays, zonedParts } from './zoned-time.js';

export interface AppointmentsScreenProps {
  clientId: number;
  /** The business's currency symbol, for prices. */
  currency?: string;
  /** The business's country (two-letter code): whose phone rule the customer's phone follows (issue 26). */
  country?: string;
  /** Now, for "Today" and whether an appointment's time has passed (tests pass a fixed one). */
  now?: () => Date;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const idOf = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : null);

export function AppointmentsScreen({ clientId, currency, country, now = () => new Date() }: AppointmentsScreenProps) {
  const { t, i18n } = useTranslation(['manage']);
  const [params, setParams] = useSearchParams();
  const calendarRef = useRef<HTMLDivElement>(null);
  const options = useOwnerAppointmentOptionsQuery({ clientId });
  const zone = options.data?.timeZone ?? 'America/New_York';
  const today = zonedParts(now(), zone).date;
  const firstDay = currentLocale(i18n) === 'es' ? 1 : 0;

  const state: CalendarState = {
    view: params.get('view') === 'day' ? 'day' : 'week',
    date: DATE.test(params.get('date') ?? '') ? params.get('date')! : today,
    staffId: idOf(params.get('staff')),
    locationId: idOf(params.get('location')),
    canceled: params.get('canceled') === '1',
  };
  const openId = idOf(params.get('appointment'));
  const creating = params.get('new') === '1';

  function update(change: Partial<CalendarState> & { appointment?: number | null; new?: boolean }) {
    const next = { ...state, ...change };
    const p = new URLSearchParams();
    p.set('view', next.view);
    p.set('date', next.date);
    if (next.staffId !== null) p.set('staff', String(next.staffId));
    if (next.locationId !== null) p.set('location', String(next.locationId));
    if (next.canceled) p.set('canceled', '1');
    if (change.appointment) p.set('appointment', String(change.appointment));
    if (change.new) p.set('new', '1');
    setParams(p);
  }

  const days = viewDays(state.view, state.date, firstDay);
  const range = rangeOf(days, zone);
  const list = useOwnerAppointmentsQuery(
    {
      clientId,
      ...range,
      staffId: state.staffId ?? undefined,
      locationId: state.locationId ?? undefined,
      includeCanceled: state.canceled,
    },
    { skip: !options.data && !options.isError },
  );

  function back(id: number | null) {
    update({});
    // Back to the entry of the appointment that was open.
    requestAnimationFrame(() => calendarRef.current?.querySelector<HTMLElement>(`[data-appointment-id="${id}"] button`)?.focus());
  }

  if (openId !== null)
    return (
      <ScreenFrame titleId="va-title" title={t('manage:appointments.title')} intro={t('manage:appointments.intro')} className="va-schedule">
        <AppointmentDetail
          clientId={clientId}
          appointmentId={openId}
          options={options.data}
          currency={currency}
          onBack={() => back(openId)}
          now={now}
        />
      </ScreenFrame>
    );

  if (creating && options.data)
    return (
      <ScreenFrame titleId="va-title" title={t('manage:appointments.title')} intro={t('manage:appointments.intro')} className="va-schedule">
        <NewAppointmentForm
          clientId={clientId}
          options={options.data}
          date={state.date}
          staffId={state.staffId}
          country={country}
          onDone={(made: OwnerAppointment) => update({ date: zonedParts(made.start, made.timeZone).date })}
          onCancel={() => update({})}
        />
      </ScreenFrame>
    );

  let body;
  if (options.isLoading || list.isLoading) body = <Spinner label={t('manage:appointments.loading')} />;
  else if (options.isError || (list.isError && !list.data))
    body = (
      <LoadFailed
        error={options.error ?? list.error}
        message={t('manage:appointments.loadFailed')}
        retryLabel={t('manage:appointments.retry')}
        onRetry={() => void (options.isError ? options.refetch() : list.refetch())}
      />
    );
  else
    body = (
      <CalendarView
        view={state.view}
        days={days}
        today={today}
        timeZone={list.data?.timeZone ?? zone}
        appointments={list.data?.appointments ?? []}
        onOpen={(a) => update({ appointment: a.id })}
      />
    );

  return (
    <ScreenFrame titleId="va-title" title={t('manage:appointments.title')} intro={t('manage:appointments.intro')} className="va-schedule">
      <CalendarToolbar
        state={state}
        options={options.data}
        onChange={(change) => update(change)}
        onStep={(direction) => update({ date: addDays(state.date, direction * (state.view === 'week' ? 7 : 1)) })}
        onToday={() => update({ date: today })}
        onNew={() => update({ new: true })}
      />
      <p className="va-zone-note">{t('manage:appointments.timeZone', { zone: timeZoneDisplayName(zone, currentLocale(i18n)) })}</p>
      <div ref={calendarRef} className="va-body" aria-busy={list.isFetching || undefined}>
        {body}
      </div>
    </ScreenFrame>
  );
}
