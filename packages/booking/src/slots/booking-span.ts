// The time one booking takes (issue 14 design): services back to back, the largest buffers around them.
import type { BookingSpan } from './slot-types.js';

/** Offered start times are this many minutes apart, counted from each working window's local start. */
export const SLOT_STEP_MINUTES = 15;
/** No slot starts sooner than this after now. */
export const BOOKING_MIN_NOTICE_MINUTES = 60;
/** Visitors book at most this many days ahead. */
export const BOOKING_HORIZON_DAYS = 60;

export interface SpanService {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

/** Duration = sum of the durations; buffer before/after = the largest of the services' buffers. */
export function bookingSpan(services: readonly SpanService[]): BookingSpan {
  let durationMinutes = 0;
  let bufferBeforeMinutes = 0;
  let bufferAfterMinutes = 0;
  for (const service of services) {
    durationMinutes += service.durationMinutes;
    bufferBeforeMinutes = Math.max(bufferBeforeMinutes, service.bufferBeforeMinutes);
    bufferAfterMinutes = Math.max(bufferAfterMinutes, service.bufferAfterMinutes);
  }
  return { durationMinutes, bufferBeforeMinutes, bufferAfterMinutes };
}
