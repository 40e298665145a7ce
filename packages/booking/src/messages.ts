// i18n keys (namespace-qualified) the booking machines return when a step cannot be left yet. The
// `validation:` keys are the exact strings @vitrina/validation uses for the same rules (spec §5).

export const BOOKING_MESSAGES = {
  /** Spec §5 "Appointment steps: select the service type". */
  selectServiceType: 'validation:appointment.selectServiceType',
  /** Spec §5 "… a location". */
  selectLocation: 'validation:appointment.selectLocation',
  /** Spec §5 "… services". */
  selectServices: 'validation:appointment.selectServices',
  /** Spec §5 "… staff (employee)". */
  selectStaff: 'validation:appointment.selectStaff',
  selectDate: 'booking:slots.selectDate',
  selectTime: 'booking:slots.selectTime',
  /** Spec §5 "Forms: complete all required fields before continuing". */
  completeDetails: 'validation:forms.completeRequired',
  /** Spec §8 "Slots are not available for the selected date". */
  slotsUnavailable: 'errors:booking.slotsUnavailable',
  /** The slot was booked by someone else between choosing and confirming. */
  slotTaken: 'errors:booking.slotTaken',
} as const;

export type BookingMessageKey = (typeof BOOKING_MESSAGES)[keyof typeof BOOKING_MESSAGES];
