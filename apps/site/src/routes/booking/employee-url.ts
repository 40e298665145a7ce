// The employee flow's state in the URL (design file: /appointment/employee/{id}?step=…&service=…&type=…
// &location=…&date=…&slot=…&hold=…&appointment=…), so each step is a history entry, a reload restores it and
// the browser's Back goes one step back. A URL whose prerequisites are missing falls back to the first
// incomplete step; a service or type the staff member does not offer falls back to their first.
import type { BookableService, BookableStaff, BookingInfo, ServiceTypeValue } from '@vitrina/api-client';
import { createEmployeeBooking } from '@vitrina/booking';
import type { EmployeeBookingState } from '@vitrina/booking';
import { EMPLOYEE_BOOKING_STEPS } from '@vitrina/core-model';
import type { EmployeeBookingStep } from '@vitrina/core-model';

export interface EmployeeFlow {
  staff: BookableStaff;
  /** The staff member's bookable services, in the API's order. */
  services: BookableService[];
  service: BookableService | null;
  /** The chosen service's booking types this staff member can take (hours at a location / away). */
  types: ServiceTypeValue[];
  serviceType: ServiceTypeValue | null;
  /** The chosen slot's location (storefront slots of "any" of the staff's locations carry it). */
  locationId: number | null;
  state: EmployeeBookingState;
  holdId: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const intOf = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

/** The booking types of a service this staff member can take: storefront needs hours at a location, the others hours away. */
export function typesFor(service: BookableService, staff: BookableStaff): ServiceTypeValue[] {
  return service.serviceTypes.filter((type) => (type === 0 ? staff.locationIds.length > 0 : staff.awayHours));
}

/** The flow of a staff id, or null when the staff member is unknown or takes no bookings. */
export function employeeFlowFromUrl(staffId: number, params: URLSearchParams, info: BookingInfo): EmployeeFlow | null {
  const staff = info.staff.find((s) => s.id === staffId);
  if (!staff) return null;
  const services = info.services.filter((s) => staff.serviceIds.includes(s.id) && typesFor(s, staff).length > 0);
  const service = services.find((s) => s.id === intOf(params.get('service'))) ?? services[0] ?? null;
  const types = service ? typesFor(service, staff) : [];
  const serviceType = types.find((t) => t === intOf(params.get('type'))) ?? types[0] ?? null;

  const date = DATE.test(params.get('date') ?? '') ? params.get('date') : null;
  const slotParam = params.get('slot');
  const slot = date && slotParam && !Number.isNaN(Date.parse(slotParam)) ? slotParam : null;
  const appointment = params.get('appointment');
  const appointmentId = appointment && UUID.test(appointment) ? appointment : null;
  const hold = params.get('hold');
  const asked = EMPLOYEE_BOOKING_STEPS.find((s) => s === params.get('step')) ?? 'SelectDateAndSlot';

  let step: EmployeeBookingStep = asked;
  if (step === 'EmployeeBookingSuccess' && !appointmentId) step = 'DetailFormForEmployee';
  if (step === 'DetailFormForEmployee' && (!slot || !service || serviceType === null)) step = 'SelectDateAndSlot';
  return {
    staff,
    services,
    service,
    types,
    serviceType,
    locationId: serviceType === 0 ? intOf(params.get('location')) : null,
    state: { ...createEmployeeBooking(staffId), step, date, slot, appointmentId: step === 'EmployeeBookingSuccess' ? appointmentId : null },
    // The hold of the chosen slot: kept when going back to the first step, so the same slot is not held twice.
    holdId: step !== 'EmployeeBookingSuccess' && slot && hold && UUID.test(hold) ? hold : null,
  };
}

export interface EmployeeUrlParts {
  step: EmployeeBookingStep;
  serviceId: number | null;
  serviceType: ServiceTypeValue | null;
  locationId: number | null;
  date: string | null;
  slot: string | null;
  holdId: string | null;
  appointmentId: string | null;
}

/** The query string of a state ("?step=…"), the choices in a fixed order so equal states give equal URLs. */
export function employeeSearch(parts: EmployeeUrlParts): string {
  const params = new URLSearchParams({ step: parts.step });
  if (parts.serviceId !== null) params.set('service', String(parts.serviceId));
  if (parts.serviceType !== null) params.set('type', String(parts.serviceType));
  if (parts.locationId !== null) params.set('location', String(parts.locationId));
  if (parts.date) params.set('date', parts.date);
  if (parts.slot) params.set('slot', parts.slot);
  if (parts.holdId && parts.slot && parts.step !== 'EmployeeBookingSuccess') params.set('hold', parts.holdId);
  if (parts.appointmentId && parts.step === 'EmployeeBookingSuccess') params.set('appointment', parts.appointmentId);
  return `?${params.toString()}`;
}

/** The URL parts of a flow after the reducer moved its state. */
export function partsOf(flow: EmployeeFlow, state: EmployeeBookingState, extra: Partial<EmployeeUrlParts> = {}): EmployeeUrlParts {
  return {
    step: state.step,
    serviceId: flow.service?.id ?? null,
    serviceType: flow.serviceType,
    locationId: flow.locationId,
    date: state.date,
    slot: state.slot,
    holdId: flow.holdId,
    appointmentId: state.appointmentId,
    ...extra,
  };
}
