// The calendar body: one column per local day of the view (a day: one), each a list of its appointments
// in time order. Every appointment is a button naming its time, customer, services and staff member, so
// Tab walks the calendar and a screen reader hears each one whole ("10:00 AM–11:00 AM, Ana López, Cooking
// class, Marco Reyes"), a no-show's ending with its badge.
import { useTranslation } from 'react-i18next';
import type { OwnerAppointment } from '@vitrina/api-client/back-office';
import { currentLocale } from '@vitrina/i18n';
import { NoShowBadge } from './no-show-badge.js';
import { formatDay, formatTime, zonedParts } from './zoned-time.js';

export interface CalendarViewProps {
  view: 'day' | 'week';
  days: readonly string[];
  today: string;
  timeZone: string;
  appointments: readonly OwnerAppointment[];
  onOpen: (appointment: OwnerAppointment) => void;
}

const customerOf = (a: OwnerAppointment) => `${a.customer.firstName} ${a.customer.lastName}`.trim() || a.customer.email || '—';

export function CalendarView({ view, days, today, timeZone, appointments, onOpen }: CalendarViewProps) {
  const { t, i18n } = useTranslation(['manage']);
  const locale = currentLocale(i18n);
  const byDay = new Map<string, OwnerAppointment[]>(days.map((d) => [d, []]));
  for (const a of appointments) byDay.get(zonedParts(a.start, timeZone).date)?.push(a);

  return (
    <div className={`va-calendar va-calendar--${view}`} role="region" aria-label={t('manage:appointments.calendar')}>
      {days.map((day) => {
        const list = byDay.get(day) ?? [];
        const headingId = `va-day-${day}`;
        return (
          <section key={day} className={['va-day', day === today && 'va-day--today'].filter(Boolean).join(' ')} aria-labelledby={headingId}>
            <h2 id={headingId} className="va-day__title">
              {formatDay(day, locale, view === 'week' ? { weekday: 'short', month: 'short', day: 'numeric' } : undefined)}
              {list.length ? <span className="va-day__count">{t('manage:appointments.count', { count: list.length })}</span> : null}
            </h2>
            {list.length === 0 ? (
              <p className="va-day__empty">{t('manage:appointments.empty')}</p>
            ) : (
              <ol className="va-day__list">
                {list.map((a) => {
                  const services = a.services.map((s) => s.name).join(', ');
                  const start = formatTime(a.start, timeZone, locale);
                  const end = formatTime(a.end, timeZone, locale);
                  const status = a.status === 'booked' ? '' : t(`manage:appointments.statuses.${a.status}`);
                  const noShow = a.noShowAt ? t('manage:appointments.noShow.badge') : '';
                  return (
                    <li key={a.id} data-appointment-id={a.id}>
                      <button
                        type="button"
                        className={`va-entry va-entry--${a.status}`}
                        onClick={() => onOpen(a)}
                        // Its visible lines, in order, read as one sentence (axe: the name holds the visible text).
                        aria-label={[`${start}–${end}`, customerOf(a), services, a.staff.name, status, noShow].filter(Boolean).join(', ')}
                      >
                        <span className="va-entry__time">
                          {start}–{end}
                        </span>{' '}
                        <span className="va-entry__customer">{customerOf(a)}</span> <span className="va-entry__services">{services}</span>{' '}
                        <span className="va-entry__staff">{a.staff.name}</span>
                        {status ? <span className="va-entry__status"> {status}</span> : null}
                        {noShow ? ' ' : null}
                        <NoShowBadge appointment={a} />
                      </button>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
