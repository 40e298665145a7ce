// Booking with a chosen staff member, /appointment/employee/{id} (spec §2 "Employee flow steps",
// §4 "Employee booking: date and slot, then detail form, then success").
import { EMPLOYEE_BOOKING_STEPS } from '@vitrina/core-model';
import type { EmployeeBookingStep } from '@vitrina/core-model';
import { BOOKING_MESSAGES } from '../messages.js';
import type { BookingMessageKey } from '../messages.js';

export interface EmployeeBookingState {
  step: EmployeeBookingStep;
  /** From the route; fixed for the whole flow. */
  employeeId: number;
  date: string | null;
  slot: string | null;
  appointmentId: string | null;
  error: BookingMessageKey | null;
}

export type EmployeeBookingEvent =
  | { type: 'selectDate'; date: string }
  | { type: 'selectSlot'; date: string; slot: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'booked'; appointmentId: string }
  | { type: 'slotUnavailable' }
  | { type: 'reset' };

export function createEmployeeBooking(employeeId: number): EmployeeBookingState {
  return { step: 'SelectDateAndSlot', employeeId, date: null, slot: null, appointmentId: null, error: null };
}

export function employeeStepRequirement(state: EmployeeBookingState): BookingMessageKey | null {
  switch (state.step) {
    case 'SelectDateAndSlot':
      if (!state.date) return BOOKING_MESSAGES.selectDate;
      return state.slot ? null : BOOKING_MESSAGES.selectTime;
    case 'DetailFormForEmployee':
      return state.appointmentId ? null : BOOKING_MESSAGES.completeDetails;
    case 'EmployeeBookingSuccess':
      return null;
  }
}

export function employeeBookingReducer(state: EmployeeBookingState, event: EmployeeBookingEvent): EmployeeBookingState {
  const base = state.error === null ? state : { ...state, error: null };
  const index = EMPLOYEE_BOOKING_STEPS.indexOf(base.step);
  switch (event.type) {
    case 'selectDate':
      if (base.step !== 'SelectDateAndSlot' || base.date === event.date) return base;
      return { ...base, date: event.date, slot: null };
    case 'selectSlot':
      return base.step === 'SelectDateAndSlot' ? { ...base, date: event.date, slot: event.slot } : base;
    case 'next': {
      const missing = employeeStepRequirement(base);
      if (missing) return { ...base, error: missing };
      const nextStep = EMPLOYEE_BOOKING_STEPS[index + 1];
      return nextStep ? { ...base, step: nextStep } : base;
    }
    case 'back': {
      const previous = EMPLOYEE_BOOKING_STEPS[index - 1];
      return base.step === 'EmployeeBookingSuccess' || !previous ? base : { ...base, step: previous };
    }
    case 'booked':
      return base.step === 'DetailFormForEmployee' ? { ...base, step: 'EmployeeBookingSuccess', appointmentId: event.appointmentId } : base;
    case 'slotUnavailable':
      return base.step === 'DetailFormForEmployee'
        ? { ...base, step: 'SelectDateAndSlot', slot: null, error: BOOKING_MESSAGES.slotTaken }
        : base;
    case 'reset':
      return createEmployeeBooking(base.employeeId);
  }
}
