// SelectDateAndTime / SelectDateAndSlot (spec §2): a month calendar limited to today..horizon in the
// business zone, the dates without a free slot marked and not choosable (from the dates call), then the
// day's free times. An empty day says §8 "Slots are not available for the selected date". Slots come from
// the server (the booking package computes them there); the browser only shows them.
import { useBookingDatesQuery, useBookingSlotsQuery } from '@vitrina/api-client';
import type { BookingInfo, PublicSlot, ServiceTypeValue, StaffChoice } from '@vitrina/api-client';
import { addDays, todayInZone } from '@vitrina/booking';
import { currentLocale } from '@vitrina/i18n';
import { Button, Spinner } from '@vitrina/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneName } from './booking-time.js';
import { DateGrid, shiftMonth } from './date-grid.js';
import { SlotList } from './slot-list.js';
import { useVisitorTimeZone } from './use-visitor-zone.js';

/** The choices the slots depend on (the API's selection fields). */
export interface SlotSelection {
  serviceType: ServiceTypeValue;
  /** Storefront: the location; null on the employee link (any of the staff's locations). */
  locationId?: number | null;
  serviceIds: number[];
  staffId: StaffChoice;
  /** The booking's own page moving a booking: its manage key (its own time is not busy for it). */
  rescheduling?: string;
}

export interface SlotPickerProps {
  clientId: number;
  info: BookingInfo;
  query: SlotSelection;
  date: string | null;
  /** The chosen slot's start (ISO). */
  slot: string | null;
  onSelectDate: (date: string) => void;
  onSelectSlot: (date: string, slot: PublicSlot) => void;
  /** When the same start is offered at two locations: which one was chosen. */
  slotLocationId?: number | null;
  /** Today in the business zone (tests); the real date otherwise. */
  today?: string;
  /** Prefix of the ids inside (fixed, not useId: the server and the browser must give the same ids). */
  idPrefix?: string;
}

export function SlotPicker({
  clientId,
  info,
  query,
  date,
  slot,
  onSelectDate,
  onSelectSlot,
  slotLocationId,
  today,
  idPrefix: id = 'booking-picker',
}: SlotPickerProps) {
  const { t, i18n } = useTranslation(['booking', 'errors']);
  const locale = currentLocale(i18n);
  const min = today ?? todayInZone(info.timeZone);
  const max = addDays(min, Math.max(0, info.horizonDays - 1));
  const [month, setMonth] = useState((date ?? min).slice(0, 7));
  const visitorZone = useVisitorTimeZone(info.timeZone);

  const selection = { clientId, ...query, locationId: query.locationId ?? null };
  const monthStart = `${month}-01`;
  const monthEnd = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const from = monthStart < min ? min : monthStart;
  const to = monthEnd > max ? max : monthEnd;
  const dates = useBookingDatesQuery({ ...selection, from, to }, { skip: from > to });
  // The dates of the month shown, null while they load: `data` would still hold the month left behind, and
  // a day of the new month chosen before its dates arrive (a keyboard user is quick) would be refused.
  const shownDates = dates.currentData;
  const available = useMemo(() => (shownDates ? new Set(shownDates.dates) : null), [shownDates]);
  const day = useBookingSlotsQuery({ ...selection, date: date ?? '' }, { skip: !date });
  const slots = day.data?.date === date ? day.data.slots : [];

  return (
    <div className="site-booking__picker">
      <p className="site-booking__zone">{t('booking:slots.timeZone', { timeZone: zoneName(info.timeZone, locale) })}</p>
      <h3 id={`${id}-dates`} className="site-booking__picker-title">
        {t('booking:summary.date')}
      </h3>
      <DateGrid
        min={min}
        max={max}
        available={available}
        selected={date}
        month={month}
        onMonthChange={setMonth}
        onSelect={onSelectDate}
        locale={locale}
        labelledBy={`${id}-dates`}
      />
      {dates.isFetching && <Spinner size="small" label={t('booking:kit.loadingDates')} />}
      {shownDates && shownDates.dates.length === 0 && !dates.isFetching && (
        <p className="site-booking__hint">{t('booking:kit.noDatesThisMonth')}</p>
      )}
      <section className="site-booking__times" aria-labelledby={`${id}-times`} aria-busy={day.isFetching || undefined}>
        <h3 id={`${id}-times`} className="site-booking__picker-title">
          {t('booking:summary.time')}
        </h3>
        <div role="status" aria-live="polite">
          {!date && <p className="site-booking__hint">{t('booking:slots.selectDate')}</p>}
          {date && day.isFetching && <Spinner size="small" label={t('booking:kit.loadingTimes')} />}
          {date && !day.isFetching && day.data && slots.length === 0 && (
            <p className="site-booking__empty">{t('errors:booking.slotsUnavailable')}</p>
          )}
        </div>
        {date && day.isError && !day.isFetching && (
          <div role="alert" className="site-booking__error">
            <p>{t('errors:generic')}</p>
            <Button variant="secondary" onClick={() => void day.refetch()}>
              {t('booking:kit.tryAgain')}
            </Button>
          </div>
        )}
        {date && slots.length > 0 && (
          <SlotList
            info={info}
            slots={slots}
            selected={slot}
            selectedLocationId={slotLocationId}
            onSelect={(chosen) => onSelectSlot(date, chosen)}
            locale={locale}
            visitorZone={visitorZone}
            name={`${id}-slot`}
          />
        )}
      </section>
    </div>
  );
}
