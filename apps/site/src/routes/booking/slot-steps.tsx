// The wizard's later steps, built from the site's booking kit (features/booking): SelectDateAndTime (the
// slot picker), ConfirmSlot (summary, "Change" links, Confirm → the slot is held), DetailsFrom (the §3
// details form with the hold) and ConfirmationSuccess.
import { useBookingSlotsQuery, useHoldSlotMutation } from '@vitrina/api-client';
import type { BookBody, BookingInfo, Hold, PublicSlot } from '@vitrina/api-client';
import type { AppointmentSelection } from '@vitrina/booking';
import type { AppointmentStep, ServiceType } from '@vitrina/core-model';
import { Button } from '@vitrina/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentDetailsStep } from '../../features/booking/appointment-details-step.js';
import { AppointmentSummary } from '../../features/booking/appointment-summary.js';
import { BookingSuccess } from '../../features/booking/booking-success.js';
import { holdFailureOf } from '../../features/booking/hold-failure.js';
import { SlotPicker } from '../../features/booking/slot-picker.js';
import { SERVICE_TYPE_KEYS } from './booking-options.js';

/** The wizard's choices once services and staff are made (the API's selection fields). */
export interface ChosenSelection {
  serviceType: ServiceType;
  locationId: number | null;
  serviceIds: number[];
  staffId: number | 'any';
}

export function chosen(selection: AppointmentSelection): ChosenSelection | null {
  const { serviceType, locationId, serviceIds, employeeId } = selection;
  if (serviceType === null || serviceIds.length === 0 || employeeId === null) return null;
  return { serviceType, locationId, serviceIds: [...serviceIds], staffId: employeeId };
}

export function DateTimeStep(props: {
  clientId: number;
  info: BookingInfo;
  query: ChosenSelection;
  date: string | null;
  slot: string | null;
  onSelectDate: (date: string) => void;
  onSelectSlot: (date: string, slot: PublicSlot) => void;
}) {
  return <SlotPicker {...props} />;
}

/** The chosen slot as the slots call lists it (cached from the picker; asked again after a reload). */
function useChosenSlot(clientId: number, query: ChosenSelection, date: string | null, start: string | null): PublicSlot | null {
  const day = useBookingSlotsQuery({ clientId, ...query, date: date ?? '' }, { skip: !date || !start });
  if (!start) return null;
  const at = Date.parse(start);
  return day.data?.slots.find((s) => Date.parse(s.start) === at) ?? null;
}

interface ChangeLink {
  step: AppointmentStep;
  label: string;
}

export function ConfirmSlotStep({
  clientId,
  info,
  query,
  selection,
  path,
  onChange,
  holdId,
  onHeld,
  onTaken,
}: {
  clientId: number;
  info: BookingInfo;
  query: ChosenSelection;
  selection: AppointmentSelection;
  /** The wizard's path, for the "Change" links of the steps it has. */
  path: readonly AppointmentStep[];
  onChange: (step: AppointmentStep) => void;
  /** The visitor's live hold from an earlier Confirm: replaced by the new one. */
  holdId: string | null;
  onHeld: (hold: Hold) => void;
  onTaken: () => void;
}) {
  const { t } = useTranslation(['booking', 'common', 'errors']);
  const [holdSlot, { isLoading }] = useHoldSlotMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const slot = useChosenSlot(clientId, query, selection.date, selection.slot);
  const links: ChangeLink[] = [
    { step: 'ServiceType' as const, label: t(`booking:serviceTypes.${SERVICE_TYPE_KEYS[query.serviceType]}`) },
    { step: 'SelectLocation' as const, label: t('booking:summary.location') },
    { step: 'SelectService' as const, label: t('booking:summary.services') },
    { step: (path.includes('SelectStaff') ? 'SelectStaff' : 'SelectEmployee') as AppointmentStep, label: t('booking:summary.staff') },
    { step: 'SelectDateAndTime' as const, label: `${t('booking:summary.date')} / ${t('booking:summary.time')}` },
  ].filter((link) => path.includes(link.step));

  async function confirm() {
    if (!selection.slot || isLoading) return;
    setFailure(null);
    const result = await holdSlot({ clientId, body: { ...query, start: selection.slot, ...(holdId ? { replaceHoldId: holdId } : {}) } });
    if (result.data) {
      onHeld(result.data);
      return;
    }
    const failure = holdFailureOf(result.error);
    if (failure.kind === 'taken') onTaken();
    else setFailure(t(failure.message));
  }

  return (
    <div className="site-booking__confirm">
      <AppointmentSummary info={info} selection={{ ...query, slot }} headingLevel={3} />
      <ul className="site-booking__changes" aria-label={t('booking:wizard.changeChoices')}>
        {links.map((link) => (
          <li key={link.step}>
            <span>{link.label}</span>{' '}
            <Button variant="link" onClick={() => onChange(link.step)} aria-label={`${t('booking:actions.change')}: ${link.label}`}>
              {t('booking:actions.change')}
            </Button>
          </li>
        ))}
      </ul>
      {failure && (
        <p className="site-checkout__notice" role="alert">
          {failure}
        </p>
      )}
      <Button onClick={() => void confirm()} loading={isLoading} className="site-booking__confirm-button">
        {t('booking:wizard.confirm')}
      </Button>
    </div>
  );
}

export function DetailsStep({
  clientId,
  info,
  query,
  start,
  holdId,
  onBooked,
  onTaken,
}: {
  clientId: number;
  info: BookingInfo;
  query: ChosenSelection;
  start: string;
  holdId: string | null;
  onBooked: (uuid: string) => void;
  onTaken: () => void;
}) {
  const body: Omit<BookBody, 'details' | 'utm'> = { ...query, start, ...(holdId ? { holdId } : {}) };
  return <AppointmentDetailsStep clientId={clientId} info={info} body={body} holdId={holdId} onBooked={onBooked} onSlotTaken={onTaken} />;
}

export function SuccessStep({ clientId, uuid }: { clientId: number; uuid: string }) {
  return <BookingSuccess clientId={clientId} uuid={uuid} />;
}
