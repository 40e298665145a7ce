// The appointment's summary as a description list, shared by ConfirmSlot (from the visitor's choices) and
// the success page (from the booked appointment): services, staff, where, date and time (the business's
// and the visitor's own), duration and total.
import type { Locale } from '@vitrina/core-model';
import { toMinorUnits } from '@vitrina/core-model';
import { Money } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';
import { longDateOf, slotLabels } from './booking-time.js';
import { useVisitorTimeZone } from './use-visitor-zone.js';

export interface SummaryService {
  name: string;
  price: string;
  durationMinutes: number;
}

export interface SummaryFacts {
  services: readonly SummaryService[];
  staffName: string;
  /** Where: a location's name and address, "At your address", "Online". */
  place: { label: string; detail?: string | null };
  start: string | null;
  end: string | null;
  timeZone: string;
  total: string;
}

export interface SummaryListProps {
  facts: SummaryFacts;
  locale: Locale;
  /** ISO 4217 code of the business or the order. */
  currency: string;
}

const cents = (money: string) => toMinorUnits(money) ?? 0;

export function SummaryList({ facts, locale, currency }: SummaryListProps) {
  const { t } = useTranslation(['booking']);
  const visitorZone = useVisitorTimeZone(facts.timeZone);
  const minutes = facts.services.reduce((sum, s) => sum + s.durationMinutes, 0);
  const label = (iso: string) => slotLabels(iso, { businessZone: facts.timeZone, visitorZone, locale });
  const start = facts.start ? label(facts.start) : null;
  const end = facts.end ? label(facts.end) : null;

  return (
    <dl className="site-booking__facts">
      <div>
        <dt>{t(facts.services.length > 1 ? 'booking:summary.services' : 'booking:summary.service')}</dt>
        <dd>
          <ul className="site-booking__fact-services">
            {facts.services.map((s) => (
              <li key={s.name}>
                <span>{s.name}</span>{' '}
                <span className="site-booking__muted">· {t('booking:kit.minutes', { count: s.durationMinutes })} ·</span>{' '}
                <Money cents={cents(s.price)} currency={currency} />
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t('booking:summary.staff')}</dt>
        <dd>{facts.staffName}</dd>
      </div>
      <div>
        <dt>{t('booking:summary.location')}</dt>
        <dd>
          {facts.place.label}
          {facts.place.detail && <span className="site-booking__fact-detail">{facts.place.detail}</span>}
        </dd>
      </div>
      {facts.start && start && (
        <>
          <div>
            <dt>{t('booking:summary.date')}</dt>
            <dd>{longDateOf(facts.start, facts.timeZone, locale)}</dd>
          </div>
          <div>
            <dt>{t('booking:summary.time')}</dt>
            <dd>
              {end ? `${start.business} – ${end.business}` : start.business}
              {start.visitor && (
                <span className="site-booking__fact-detail">
                  {t('booking:kit.yourTime', { time: end?.visitor ? `${start.visitor} – ${end.visitor}` : start.visitor })}
                </span>
              )}
            </dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('booking:summary.duration')}</dt>
        <dd>{t('booking:kit.minutes', { count: minutes })}</dd>
      </div>
      <div className="site-booking__fact-total">
        <dt>{t('booking:summary.total')}</dt>
        <dd>
          <Money cents={cents(facts.total)} currency={currency} />
        </dd>
      </div>
    </dl>
  );
}

/** A location as one line: "1 Harbor Lane, Boston, MA 02110". */
export function addressLine(l: { address1: string; address2: string; city: string; state: string; province: string; postalCode: string }) {
  const region = [l.state || l.province, l.postalCode].filter(Boolean).join(' ');
  return [l.address1, l.address2, l.city, region].filter(Boolean).join(', ');
}
