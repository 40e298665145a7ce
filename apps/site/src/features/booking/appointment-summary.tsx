// ConfirmSlot's summary (spec §2): what the visitor chose, before the slot is held — services, staff,
// where (a location, "At your address", "Online"), date and time in both zones, duration and total.
import type { BookingInfo, PublicSlot } from '@vitrina/api-client';
import { fromMinorUnits, toMinorUnits } from '@vitrina/core-model';
import { currentLocale } from '@vitrina/i18n';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteContext } from '../../app/site-context.js';
import type { SlotSelection } from './slot-picker.js';
import { SummaryList, addressLine } from './summary-list.js';
import type { SummaryFacts } from './summary-list.js';

export interface AppointmentSummaryProps {
  info: BookingInfo;
  selection: SlotSelection & { slot: PublicSlot | null };
  /** The heading's level (2 by default). */
  headingLevel?: 2 | 3;
}

/** The site's ISO 4217 currency (USD outside a site, spec §9's `$`). */
export function useSiteCurrency(): string {
  return useContext(SiteContext)?.site.client.currency_code ?? 'USD';
}

export function AppointmentSummary({ info, selection, headingLevel = 2 }: AppointmentSummaryProps) {
  const { t, i18n } = useTranslation(['booking']);
  const id = 'booking-summary-title';
  const currency = useSiteCurrency();
  const services = selection.serviceIds.map((sid) => info.services.find((s) => s.id === sid)).filter((s) => s !== undefined);
  const staffId =
    selection.staffId !== 'any' ? selection.staffId : selection.slot?.staffIds.length === 1 ? selection.slot.staffIds[0] : null;
  const staff = info.staff.find((s) => s.id === staffId);
  const location = info.locations.find((l) => l.id === (selection.slot?.locationId ?? selection.locationId));
  const place =
    selection.serviceType === 0
      ? { label: location?.name ?? '', detail: location ? addressLine(location) : null }
      : { label: t(selection.serviceType === 1 ? 'booking:serviceTypes.mobile' : 'booking:serviceTypes.virtual') };
  const total = services.reduce((sum, s) => sum + (toMinorUnits(s.price) ?? 0), 0);
  const facts: SummaryFacts = {
    services,
    staffName: staff?.name ?? t('booking:staff.anyone'),
    place,
    start: selection.slot?.start ?? null,
    end: selection.slot?.end ?? null,
    timeZone: info.timeZone,
    total: fromMinorUnits(total),
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="site-booking__summary" aria-labelledby={id}>
      <Heading id={id}>{t('booking:summary.title')}</Heading>
      <SummaryList facts={facts} locale={currentLocale(i18n)} currency={currency} />
    </section>
  );
}
