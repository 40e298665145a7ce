// The day's free times as one radio group per part of the day (morning, afternoon, evening): native radios,
// so arrow keys move within a group and the chosen time is announced. Each time reads in the business zone
// and, when the visitor's clock differs, in theirs ("9:00 AM (3:00 PM your time)").
import type { BookingInfo, PublicSlot } from '@vitrina/api-client';
import type { Locale } from '@vitrina/core-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayPartOf, slotLabels } from './booking-time.js';
import type { DayPart } from './booking-time.js';

export interface SlotListProps {
  info: BookingInfo;
  slots: readonly PublicSlot[];
  /** The chosen slot's start (ISO). */
  selected: string | null;
  /** When set, the chosen slot is the one at this location (the same start may be offered at two). */
  selectedLocationId?: number | null;
  onSelect: (slot: PublicSlot) => void;
  locale: Locale;
  visitorZone: string;
  name: string;
}

const PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];
const keyOf = (slot: PublicSlot) => `${slot.start}@${slot.locationId ?? ''}`;

export function SlotList({ info, slots, selected, selectedLocationId, onSelect, locale, visitorZone, name }: SlotListProps) {
  const { t } = useTranslation(['booking']);
  const businessZone = info.timeZone;
  const severalLocations = new Set(slots.map((s) => s.locationId)).size > 1;
  const locationName = (id: number | null) => info.locations.find((l) => l.id === id)?.name ?? '';
  // The time just clicked shows as chosen at once, while the page moves to it (its URL, a hold); as soon as the
  // page's own choice changes, that one is shown.
  const [picked, setPicked] = useState<{ key: string; while: string | null } | null>(null);
  const pending = picked && picked.while === selected ? picked.key : null;
  const at = selected === null ? null : Date.parse(selected);
  const isChosen = (slot: PublicSlot) =>
    pending !== null
      ? keyOf(slot) === pending
      : at !== null &&
        Date.parse(slot.start) === at &&
        (!severalLocations || selectedLocationId == null || slot.locationId === selectedLocationId);

  return (
    <div className="site-booking__slots">
      {PARTS.map((part) => {
        const group = slots.filter((s) => dayPartOf(s.start, businessZone) === part);
        if (group.length === 0) return null;
        return (
          <fieldset key={part} className="site-booking__slot-group">
            <legend>{t(`booking:slots.${part}`)}</legend>
            <div className="site-booking__slot-options">
              {group.map((slot) => {
                const labels = slotLabels(slot.start, { businessZone, visitorZone, locale });
                const id = `${name}-${keyOf(slot)}`.replace(/[^A-Za-z0-9_-]/g, '_');
                return (
                  <label
                    key={keyOf(slot)}
                    htmlFor={id}
                    className={['site-booking__slot', isChosen(slot) ? 'site-booking__slot--selected' : ''].join(' ')}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={name}
                      value={keyOf(slot)}
                      checked={isChosen(slot)}
                      onChange={() => {
                        setPicked({ key: keyOf(slot), while: selected });
                        onSelect(slot);
                      }}
                    />
                    <span className="site-booking__slot-time">{labels.business}</span>
                    {labels.visitor && (
                      <span className="site-booking__slot-visitor">{t('booking:kit.yourTime', { time: labels.visitor })}</span>
                    )}
                    {severalLocations && <span className="site-booking__slot-place">{locationName(slot.locationId)}</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
