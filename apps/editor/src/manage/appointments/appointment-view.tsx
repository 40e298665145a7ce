// One appointment as the Schedule screen shows it: when (in the business zone), status (and the no-show badge), type, staff,
// location or address or meeting link, services with their prices, and the §3 customer details.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerAppointment } from '@vitrina/api-client/back-office';
import { countryNameIn, toMinorUnits } from '@vitrina/core-model';
import { currentLocale, timeZoneDisplayName } from '@vitrina/i18n';
import { formatDay, formatTime, zonedParts } from './zoned-time.js';
import { useFormatMoney } from '@vitrina/ui-kit';
import { NoShowBadge } from './no-show-badge.js';

export function whenOf(a: OwnerAppointment, locale: string): string {
  const day = formatDay(zonedParts(a.start, a.timeZone).date, locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  return `${day}, ${formatTime(a.start, a.timeZone, locale)}–${formatTime(a.end, a.timeZone, locale)}`;
}

export const customerName = (a: OwnerAppointment) => `${a.customer.firstName} ${a.customer.lastName}`.trim();

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export interface AppointmentViewProps {
  appointment: OwnerAppointment;
  headingRef: Ref<HTMLHeadingElement>;
  /** The business's currency symbol (the client's). */
  currency?: string;
}

export function AppointmentView({ appointment: a, headingRef, currency }: AppointmentViewProps) {
  const { t, i18n } = useTranslation(['manage']);
  const locale = currentLocale(i18n);
  const format = useFormatMoney();
  const c = a.customer;
  const money = (amount: string) => format(toMinorUnits(amount), currency);
  const address = [c.address1, c.address2, c.city, c.state || c.province, c.postalCode, countryNameIn(c.country, locale)]
    .filter(Boolean)
    .join(', ');
  return (
    <article className="va-view" aria-labelledby="va-view-title">
      <h2 id="va-view-title" className="va-view__title" tabIndex={-1} ref={headingRef}>
        {customerName(a) || c.email}
      </h2>
      <dl className="va-fields">
        <Row label={t('manage:appointments.detail.when')}>
          {whenOf(a, locale)} <span className="va-zone">({timeZoneDisplayName(a.timeZone, locale)})</span>
        </Row>
        <Row label={t('manage:appointments.detail.status')}>
          {t(`manage:appointments.statuses.${a.status}`)} <NoShowBadge appointment={a} />
        </Row>
        <Row label={t('manage:appointments.detail.type')}>{t(`manage:appointments.serviceTypes.${a.serviceType}`)}</Row>
        <Row label={t('manage:appointments.detail.staff')}>{a.staff.name}</Row>
        {a.location ? <Row label={t('manage:appointments.detail.location')}>{a.location.name}</Row> : null}
        {a.serviceType === 1 && address ? <Row label={t('manage:appointments.detail.address')}>{address}</Row> : null}
        {a.meetingUrl ? (
          <Row label={t('manage:appointments.detail.meetingLink')}>
            <a href={a.meetingUrl} target="_blank" rel="noreferrer">
              {a.meetingUrl}
            </a>
          </Row>
        ) : null}
        <Row label={t('manage:appointments.detail.services')}>
          <ul className="va-services">
            {a.services.map((s, i) => (
              <li key={i}>
                {s.name} · {t('manage:appointments.detail.minutes', { count: s.durationMinutes })} · {money(s.price)}
              </li>
            ))}
          </ul>
        </Row>
        <Row label={t('manage:appointments.detail.total')}>{money(a.total)}</Row>
        <Row label={t('manage:appointments.detail.email')}>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : '—'}</Row>
        <Row label={t('manage:appointments.detail.phone')}>
          {c.phoneNumber ? <a href={`tel:${c.phoneNumber}`}>{c.phoneNumber}</a> : '—'}
        </Row>
        {c.note ? <Row label={t('manage:appointments.detail.customerNote')}>{c.note}</Row> : null}
        <Row label={t('manage:appointments.detail.source')}>{t(`manage:appointments.detail.sources.${a.source}`)}</Row>
      </dl>
    </article>
  );
}
