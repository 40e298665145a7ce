// The appointment wizard as a pure reducer (spec §2 steps, §4 "Appointment wizard", §5 step messages).
import { SERVICE_TYPES } from '@vitrina/core-model';
import type { AppointmentStep, ServiceType } from '@vitrina/core-model';
import { BOOKING_MESSAGES } from '../messages.js';
import type { BookingMessageKey } from '../messages.js';
import { appointmentPath } from './appointment-path.js';
import type { StaffOrder } from './appointment-path.js';
import { changeSelection, emptySelection, stepRequirement } from './appointment-selection.js';
import type { AppointmentSelection, EmployeeChoice } from './appointment-selection.js';

export interface AppointmentWizardState {
  step: AppointmentStep;
  staffOrder: StaffOrder;
  offeredServiceTypes: readonly ServiceType[];
  selection: AppointmentSelection;
  /** Why the last attempt to move on was refused (an i18n key), cleared by the next event. */
  error: BookingMessageKey | null;
}

export type AppointmentWizardEvent =
  | { type: 'selectServiceType'; serviceType: ServiceType }
  | { type: 'selectLocation'; locationId: number }
  | { type: 'selectServices'; serviceIds: readonly number[] }
  | { type: 'selectEmployee'; employeeId: EmployeeChoice }
  | { type: 'selectDate'; date: string }
  | { type: 'selectSlot'; date: string; slot: string }
  | { type: 'next' }
  | { type: 'back' }
  /** Jump back to an earlier step of the path (a "Change" link on the summary). */
  | { type: 'goTo'; step: AppointmentStep }
  /** The API booked the appointment. */
  | { type: 'booked'; appointmentId: string }
  /** The API refused the slot (taken meanwhile): back to choosing a time. */
  | { type: 'slotUnavailable' }
  | { type: 'reset' };

export interface AppointmentWizardOptions {
  staffOrder?: StaffOrder;
  /** Service types the business offers; default all three. One type skips the ServiceType step. */
  offeredServiceTypes?: readonly ServiceType[];
}

const ALL_TYPES: readonly ServiceType[] = Object.values(SERVICE_TYPES);

export function createAppointmentWizard(options: AppointmentWizardOptions = {}): AppointmentWizardState {
  const offeredServiceTypes = options.offeredServiceTypes?.length ? options.offeredServiceTypes : ALL_TYPES;
  const staffOrder = options.staffOrder ?? 'serviceFirst';
  const only = offeredServiceTypes.length === 1 ? offeredServiceTypes[0] : undefined;
  const selection = only === undefined ? emptySelection : { ...emptySelection, serviceType: only };
  const [step = 'ServiceType'] = appointmentPath({ serviceType: selection.serviceType, staffOrder, offeredServiceTypes });
  return { step, staffOrder, offeredServiceTypes, selection, error: null };
}

export function wizardPath(state: AppointmentWizardState): AppointmentStep[] {
  return appointmentPath({
    serviceType: state.selection.serviceType,
    staffOrder: state.staffOrder,
    offeredServiceTypes: state.offeredServiceTypes,
  });
}

/** "Step n of m" for the progress bar (1-based). */
export function wizardProgress(state: AppointmentWizardState): { current: number; total: number } {
  const path = wizardPath(state);
  return { current: path.indexOf(state.step) + 1, total: path.length };
}

/** Where each selection event may be sent: its own step only, so a stale click cannot skip ahead. */
const SELECT_STEP: Partial<Record<AppointmentWizardEvent['type'], readonly AppointmentStep[]>> = {
  selectServiceType: ['ServiceType'],
  selectLocation: ['SelectLocation'],
  selectServices: ['SelectService'],
  selectEmployee: ['SelectEmployee', 'SelectStaff'],
  selectDate: ['SelectDateAndTime'],
  selectSlot: ['SelectDateAndTime'],
};

function select(state: AppointmentWizardState, event: AppointmentWizardEvent): AppointmentWizardState {
  const s = state.selection;
  const order = state.staffOrder;
  switch (event.type) {
    case 'selectServiceType':
      if (!state.offeredServiceTypes.includes(event.serviceType)) return state;
      return { ...state, selection: changeSelection(s, 'serviceType', event.serviceType, order) };
    case 'selectLocation':
      return { ...state, selection: changeSelection(s, 'locationId', event.locationId, order) };
    case 'selectServices':
      return { ...state, selection: changeSelection(s, 'serviceIds', [...event.serviceIds], order) };
    case 'selectEmployee':
      return { ...state, selection: changeSelection(s, 'employeeId', event.employeeId, order) };
    case 'selectDate':
      return { ...state, selection: changeSelection(s, 'date', event.date, order) };
    case 'selectSlot': {
      const withDate = changeSelection(s, 'date', event.date, order);
      return { ...state, selection: changeSelection(withDate, 'slot', event.slot, order) };
    }
    default:
      return state;
  }
}

export function appointmentWizardReducer(state: AppointmentWizardState, event: AppointmentWizardEvent): AppointmentWizardState {
  const base = state.error === null ? state : { ...state, error: null };
  const path = wizardPath(base);
  const index = path.indexOf(base.step);
  const done = base.step === 'ConfirmationSuccess';

  const allowedAt = SELECT_STEP[event.type];
  if (allowedAt) return allowedAt.includes(base.step) ? select(base, event) : base;

  switch (event.type) {
    case 'next': {
      const missing = stepRequirement(base.step, base.selection);
      if (missing) return { ...base, error: missing };
      const nextStep = path[index + 1];
      return nextStep ? { ...base, step: nextStep } : base;
    }
    case 'back': {
      const previous = path[index - 1];
      return done || !previous ? base : { ...base, step: previous };
    }
    case 'goTo': {
      const target = path.indexOf(event.step);
      return done || target < 0 || target >= index ? base : { ...base, step: event.step };
    }
    case 'booked':
      if (base.step !== 'DetailsFrom') return base;
      return { ...base, step: 'ConfirmationSuccess', selection: { ...base.selection, appointmentId: event.appointmentId } };
    case 'slotUnavailable':
      if (base.step !== 'ConfirmSlot' && base.step !== 'DetailsFrom') return base;
      return {
        ...base,
        step: 'SelectDateAndTime',
        selection: { ...base.selection, slot: null },
        error: BOOKING_MESSAGES.slotTaken,
      };
    case 'reset':
      return createAppointmentWizard({ staffOrder: base.staffOrder, offeredServiceTypes: base.offeredServiceTypes });
    default:
      return base;
  }
}
