export { BOOKING_MESSAGES, type BookingMessageKey } from './messages.js';
export { appointmentPath, needsLocation, type StaffOrder, type PathOptions } from './appointment/appointment-path.js';
export { ANY_EMPLOYEE, emptySelection, changeSelection, stepRequirement } from './appointment/appointment-selection.js';
export type { AppointmentSelection, EmployeeChoice, SelectionField } from './appointment/appointment-selection.js';
export { createAppointmentWizard, appointmentWizardReducer, wizardPath, wizardProgress } from './appointment/appointment-wizard.js';
export type { AppointmentWizardState, AppointmentWizardEvent, AppointmentWizardOptions } from './appointment/appointment-wizard.js';
export { createEmployeeBooking, employeeBookingReducer, employeeStepRequirement } from './employee/employee-booking.js';
export type { EmployeeBookingState, EmployeeBookingEvent } from './employee/employee-booking.js';
export { distanceMiles, isWithinServiceRadius, type LatLon } from './radius/service-radius.js';
export { SLOT_STEP_MINUTES, BOOKING_MIN_NOTICE_MINUTES, BOOKING_HORIZON_DAYS, bookingSpan } from './slots/booking-span.js';
export type { SpanService } from './slots/booking-span.js';
export { computeSlots } from './slots/compute-slots.js';
export {
  DEFAULT_BUSINESS_ZONE,
  businessTimeZone,
  localDayRange,
  todayInZone,
  addDays,
  weekdayOf,
  formatInZone,
  localToInstant,
  instantToLocal,
} from './slots/zoned-time.js';
export type { WeeklyWindow, WorkingHours, TimeRange, StaffSchedule, BookingSpan, SlotRequest, Slot } from './slots/slot-types.js';
export { formatSlotTime, slotLabels, type SlotTimeOptions, type SlotLabelOptions, type SlotLabels } from './display/slot-labels.js';
export { appointmentIcs, escapeIcsText, foldIcsLine, type AppointmentIcsInput } from './ics/appointment-ics.js';
