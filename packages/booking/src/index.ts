export { BOOKING_MESSAGES } from './messages.js';
export type { BookingMessageKey } from './messages.js';
export { appointmentPath, needsLocation } from './appointment/appointment-path.js';
export type { StaffOrder, PathOptions } from './appointment/appointment-path.js';
export { ANY_EMPLOYEE, emptySelection, changeSelection, stepRequirement } from './appointment/appointment-selection.js';
export type { AppointmentSelection, EmployeeChoice, SelectionField } from './appointment/appointment-selection.js';
export {
  createAppointmentWizard,
  appointmentWizardReducer,
  wizardPath,
  wizardProgress,
} from './appointment/appointment-wizard.js';
export type {
  AppointmentWizardState,
  AppointmentWizardEvent,
  AppointmentWizardOptions,
} from './appointment/appointment-wizard.js';
export {
  createEmployeeBooking,
  employeeBookingReducer,
  employeeStepRequirement,
} from './employee/employee-booking.js';
export type { EmployeeBookingState, EmployeeBookingEvent } from './employee/employee-booking.js';
export { distanceMiles, isWithinServiceRadius } from './radius/service-radius.js';
export type { LatLon } from './radius/service-radius.js';
