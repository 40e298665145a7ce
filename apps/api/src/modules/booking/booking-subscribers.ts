// What follows a change that may move a bookable slot (issue 29 "Slots"): the business's cached days of
// slots (slot-day-cache.ts) are dropped right after the commit, before the change is answered. An owner's change of
// appointments, locations or the site comes with SiteChanged (ownerChange), one of services, staff, their
// hours or time off with CatalogChanged (catalogChange); the appointment events name the booking itself.
// The visitor's holds record no event: booking-service.ts drops the days itself once they commit. Other
// nodes drop theirs on the client's broadcast (cluster/apply-invalidation.ts) or after SLOT_DAY_TTL_MS.
import type { AppContext } from '../../app-context.js';
import type { Dispatcher } from '../../events/dispatcher.js';
import { dropBookingSlots } from './slot-day-cache.js';

export const BOOKING_SLOTS_SUBSCRIBER = 'booking:drop-slots';

export function registerBookingSubscribers(dispatcher: Dispatcher, ctx: Pick<AppContext, 'database'>): void {
  dispatcher.subscribe(
    ['SiteChanged', 'CatalogChanged', 'AppointmentBooked', 'AppointmentRescheduled', 'AppointmentCancelled'],
    BOOKING_SLOTS_SUBSCRIBER,
    ({ clientId }) => {
      dropBookingSlots(ctx.database, clientId);
    },
  );
}
