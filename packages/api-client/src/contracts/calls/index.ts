// Every call of the API, by domain (contracts/call.ts). A route is registered from its call and an endpoint
// requests it; route-contracts.test.ts checks that the API serves exactly these calls.
import type { Call } from '../call.js';
import { bookingCalls, locationCalls, ownerAppointmentCalls, serviceAreaCalls } from './booking.js';
import { customerFormCalls, ownerFormCalls } from './forms.js';
import { messageCalls } from './messages.js';
import { orderDocumentCalls, ownerQuoteCalls } from './quotes.js';

export { messageCalls };
export { bookingCalls, locationCalls, ownerAppointmentCalls, serviceAreaCalls };
export { ownerQuoteCalls, orderDocumentCalls };
export { ownerFormCalls, customerFormCalls };

/** Every call, by domain and name. */
export const ALL_CALLS: Record<string, Record<string, Call>> = {
  messageCalls,
  locationCalls,
  serviceAreaCalls,
  ownerAppointmentCalls,
  bookingCalls,
  ownerQuoteCalls,
  orderDocumentCalls,
  ownerFormCalls,
  customerFormCalls,
};
