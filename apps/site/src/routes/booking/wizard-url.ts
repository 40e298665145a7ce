// The appointment wizard in the URL (design file "URLs"): /appointment?step=<StepName>&type=0&location=2
// &services=10,11&staff=5|any&date=YYYY-MM-DD&slot=<ISO>&hold=<uuid>&appointment=<uuid>&by=staff.
// The URL is the wizard's only memory: the page replays its choices through the booking reducer, so a
// reload restores the step, the browser's Back button returns to the previous one, and a URL whose
// prerequisites are missing lands on the first incomplete step (spec §2 appointment flow).
import type { BookingInfo } from '@vitrina/api-client';
import { ANY_EMPLOYEE, appointmentWizardReducer, createAppointmentWizard } from '@vitrina/booking';
import type { AppointmentWizardEvent, AppointmentWizardState, EmployeeChoice } from '@vitrina/booking';
import { APPOINTMENT_STEPS } from '@vitrina/core-model';
import type { AppointmentStep, ServiceType } from '@vitrina/core-model';
import { locationsFor, servicesFor, staffFor } from './booking-options.js';

export interface WizardUrlState {
  wizard: AppointmentWizardState;
  /** The slot held at ConfirmSlot (kept while the visitor fills in their details). */
  holdId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const uuidOf = (value: string | null) => (value && UUID.test(value) ? value : null);
const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);
const isStep = (value: string | null): value is AppointmentStep => APPOINTMENT_STEPS.includes(value as AppointmentStep);

/** The choice the URL gives for `step`, as the event that makes it (null: nothing valid given). */
function choiceFor(
  step: AppointmentStep,
  params: URLSearchParams,
  state: AppointmentWizardState,
  info: BookingInfo,
): AppointmentWizardEvent | null {
  const { serviceType, locationId, serviceIds, employeeId } = state.selection;
  switch (step) {
    case 'ServiceType': {
      const type = idOf(params.get('type'));
      return type !== null && info.serviceTypes.includes(type as ServiceType)
        ? { type: 'selectServiceType', serviceType: type as ServiceType }
        : null;
    }
    case 'SelectLocation': {
      const id = idOf(params.get('location'));
      return id !== null && locationsFor(info).some((l) => l.id === id) ? { type: 'selectLocation', locationId: id } : null;
    }
    case 'SelectService': {
      if (serviceType === null) return null;
      const offered = servicesFor(info, serviceType, locationId, employeeId);
      const ids = (params.get('services') ?? '').split(',').map((s) => idOf(s));
      const chosen = offered.filter((s) => ids.includes(s.id)).map((s) => s.id);
      return chosen.length > 0 ? { type: 'selectServices', serviceIds: chosen } : null;
    }
    case 'SelectEmployee':
    case 'SelectStaff': {
      if (serviceType === null) return null;
      const raw = params.get('staff');
      if (raw === ANY_EMPLOYEE) return { type: 'selectEmployee', employeeId: ANY_EMPLOYEE };
      const id = idOf(raw);
      const offered = staffFor(info, serviceType, locationId, step === 'SelectStaff' ? [] : serviceIds);
      return id !== null && offered.some((s) => s.id === id) ? { type: 'selectEmployee', employeeId: id } : null;
    }
    case 'SelectDateAndTime': {
      const date = params.get('date');
      if (!date || !DATE.test(date)) return null;
      const slot = params.get('slot');
      return slot && !Number.isNaN(Date.parse(slot)) ? { type: 'selectSlot', date, slot } : { type: 'selectDate', date };
    }
    case 'DetailsFrom': {
      const uuid = uuidOf(params.get('appointment'));
      return uuid ? { type: 'booked', appointmentId: uuid } : null;
    }
    default:
      return null;
  }
}

/**
 * Replays every choice of the URL as far as they lead (so choices made after the shown step survive going
 * back), then returns to the URL's `step` when it is an earlier step of the path. Without a step, or when
 * its prerequisites are missing, the wizard stays on the first incomplete step.
 */
export function wizardFromUrl(params: URLSearchParams, info: BookingInfo): WizardUrlState {
  let state = createAppointmentWizard({
    staffOrder: params.get('by') === 'staff' ? 'staffFirst' : 'serviceFirst',
    offeredServiceTypes: info.serviceTypes,
  });
  for (let guard = 0; guard < APPOINTMENT_STEPS.length + 1; guard += 1) {
    const event = choiceFor(state.step, params, state, info);
    if (event) state = appointmentWizardReducer(state, event);
    // `booked` moves on by itself (DetailsFrom → ConfirmationSuccess).
    if (event?.type === 'booked') break;
    const next = appointmentWizardReducer(state, { type: 'next' });
    if (next.error || next.step === state.step) break;
    state = next;
  }
  const wanted = params.get('step');
  // The appointment's own link (the e-mails' "View your appointment", issue 28): the success step by the
  // appointment's uuid alone, whatever choices the URL lacks or the catalogue no longer offers.
  const booked = uuidOf(params.get('appointment'));
  if (wanted === 'ConfirmationSuccess' && booked && state.step !== 'ConfirmationSuccess') {
    state = { ...state, step: 'ConfirmationSuccess', error: null, selection: { ...state.selection, appointmentId: booked } };
  }
  if (isStep(wanted) && wanted !== state.step) state = appointmentWizardReducer(state, { type: 'goTo', step: wanted });
  return { wizard: { ...state, error: null }, holdId: state.step === 'ConfirmationSuccess' ? null : uuidOf(params.get('hold')) };
}

/** The URL of a wizard state (only what has been chosen). */
export function wizardSearch(state: AppointmentWizardState, holdId: string | null = null): string {
  const { selection: s } = state;
  const params = new URLSearchParams({ step: state.step });
  if (state.staffOrder === 'staffFirst') params.set('by', 'staff');
  if (s.serviceType !== null) params.set('type', String(s.serviceType));
  if (s.locationId !== null) params.set('location', String(s.locationId));
  if (s.serviceIds.length > 0) params.set('services', s.serviceIds.join(','));
  if (s.employeeId !== null) params.set('staff', String(s.employeeId as EmployeeChoice));
  if (s.date) params.set('date', s.date);
  if (s.slot) params.set('slot', s.slot);
  // The visitor's live hold stays in the URL until the booking: confirming again (after Back or a change)
  // hands it over to be replaced, so their own hold never blocks their slot.
  if (holdId && state.step !== 'ConfirmationSuccess') params.set('hold', holdId);
  if (s.appointmentId) params.set('appointment', s.appointmentId);
  // Commas and colons stay readable (`services=10,11`, `slot=…T09:00:00-05:00`); a `+` offset stays %2B.
  return `?${params.toString().replace(/%2C/g, ',').replace(/%3A/g, ':')}`;
}
