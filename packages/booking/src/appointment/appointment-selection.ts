// What the visitor has chosen so far, and what each step requires before it can be left.
import type { AppointmentStep, ServiceType } from '@vitrina/core-model';
import { BOOKING_MESSAGES } from '../messages.js';
import type { BookingMessageKey } from '../messages.js';
import type { StaffOrder } from './appointment-path.js';

/** "Any available staff member" (booking:staff.anyone) is a valid staff choice. */
export const ANY_EMPLOYEE = 'any';
export type EmployeeChoice = number | typeof ANY_EMPLOYEE;

/** Ids are those of core-model's LocationInfo, Service and employees. */
export interface AppointmentSelection {
  serviceType: ServiceType | null;
  locationId: number | null;
  serviceIds: readonly number[];
  employeeId: EmployeeChoice | null;
  /** Calendar date in the business time zone, YYYY-MM-DD. */
  date: string | null;
  /** Start of the chosen slot, ISO 8601 with offset. */
  slot: string | null;
  /** Set once the API has booked the appointment (its uuid). */
  appointmentId: string | null;
}

export const emptySelection: AppointmentSelection = {
  serviceType: null,
  locationId: null,
  serviceIds: [],
  employeeId: null,
  date: null,
  slot: null,
  appointmentId: null,
};

export type SelectionField = Exclude<keyof AppointmentSelection, 'appointmentId'>;

/** Later choices depend on earlier ones (services per location, staff per service, slots per staff). */
export function fieldOrder(staffOrder: StaffOrder): readonly SelectionField[] {
  return staffOrder === 'staffFirst'
    ? ['serviceType', 'locationId', 'employeeId', 'serviceIds', 'date', 'slot']
    : ['serviceType', 'locationId', 'serviceIds', 'employeeId', 'date', 'slot'];
}

/** Sets one field; if its value really changed, every choice that depended on it is cleared. */
export function changeSelection<F extends SelectionField>(
  selection: AppointmentSelection,
  field: F,
  value: AppointmentSelection[F],
  staffOrder: StaffOrder,
): AppointmentSelection {
  if (JSON.stringify(selection[field]) === JSON.stringify(value)) return selection;
  const order = fieldOrder(staffOrder);
  const next: AppointmentSelection = { ...selection, [field]: value, appointmentId: null };
  for (const later of order.slice(order.indexOf(field) + 1)) {
    (next as Record<SelectionField, unknown>)[later] = emptySelection[later];
  }
  return next;
}

/** The message key that keeps the visitor on `step`, or null when the step's choice is made. */
export function stepRequirement(step: AppointmentStep, selection: AppointmentSelection): BookingMessageKey | null {
  switch (step) {
    case 'ServiceType':
      return selection.serviceType === null ? BOOKING_MESSAGES.selectServiceType : null;
    case 'SelectLocation':
      return selection.locationId === null ? BOOKING_MESSAGES.selectLocation : null;
    case 'SelectService':
      return selection.serviceIds.length > 0 ? null : BOOKING_MESSAGES.selectServices;
    case 'SelectEmployee':
    case 'SelectStaff':
      return selection.employeeId === null ? BOOKING_MESSAGES.selectStaff : null;
    case 'SelectDateAndTime':
      if (!selection.date) return BOOKING_MESSAGES.selectDate;
      return selection.slot ? null : BOOKING_MESSAGES.selectTime;
    case 'ConfirmSlot':
      return null;
    case 'DetailsFrom':
      // Left only by a successful booking (the `booked` event), never by a bare "next".
      return selection.appointmentId ? null : BOOKING_MESSAGES.completeDetails;
    case 'ConfirmationSuccess':
      return null;
  }
}
