// The site's booking kit (issue 14): the pieces the /appointment wizard and the employee flow share.
export { AppointmentDetailsStep } from './appointment-details-step.js';
export type { AppointmentDetailsStepProps } from './appointment-details-step.js';
export { AppointmentSummary, useSiteCurrency } from './appointment-summary.js';
export type { AppointmentSummaryProps } from './appointment-summary.js';
export { BookingSuccess } from './booking-success.js';
export { holdFailureOf } from './hold-failure.js';
export type { HoldFailure, HoldFailureMessage } from './hold-failure.js';
export type { BookingSuccessProps } from './booking-success.js';
export { SlotPicker } from './slot-picker.js';
export type { SlotPickerProps, SlotSelection } from './slot-picker.js';
export { slotLabels, visitorTimeZone } from './booking-time.js';
