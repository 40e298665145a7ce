// The back office's Services screen (owner 1 and manager 3; spec §3 "Service", issue 14): the client's
// services as bookable — duration, buffers, booking types, meeting link, who performs them.
//   GET    client/{id}/owner-services                       → OwnerServiceList
//   GET    client/{id}/owner-services/{serviceId}           → OwnerService
//   POST   client/{id}/owner-services    OwnerServiceInput  → 201 OwnerService
//   PUT    client/{id}/owner-services/{serviceId} OwnerServiceInput → OwnerService
//   DELETE client/{id}/owner-services/{serviceId}           → OwnerRemoval (deactivated when it has appointments)
// Issue 15 adds the "as sold" fields (subscription, quote, images) to these same shapes, additively.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DbId, Nullable, StringEnum, ValidatedBody } from './shared.js';
import { RECURRENCE_VALUES } from './services-store.js';
import { Money } from './store.js';
import type { BookableServiceInput } from '@vitrina/validation';

export const OwnerServiceParams = Type.Object({ id: DbId, serviceId: DbId });
export type OwnerServiceParams = Static<typeof OwnerServiceParams>;

export const OwnerService = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  price: Money,
  duration_minutes: Type.Integer({ minimum: 5, maximum: 720 }),
  buffer_before_minutes: Type.Integer({ minimum: 0, maximum: 240 }),
  buffer_after_minutes: Type.Integer({ minimum: 0, maximum: 240 }),
  storefront: Type.Boolean(),
  mobile: Type.Boolean(),
  virtual: Type.Boolean(),
  meeting_url: Type.String(),
  bookable: Type.Boolean(),
  active: Type.Boolean(),
  /** The staff who perform it, in the staff list's order. */
  staff_ids: Type.Array(Type.Integer()),
  /** Held and booked appointments that are not over yet. */
  upcoming_appointments: Type.Integer({ minimum: 0 }),
  // As sold (issue 15).
  /** Listed in the services store (/services-store). */
  sold_online: Type.Boolean(),
  /** Ordering it asks the business for a price (a quote request), no payment. */
  requires_quote: Type.Boolean(),
  /** Bought once, charged every `recurrence`. */
  is_subscription: Type.Boolean(),
  /** Set exactly when is_subscription (core-model RECURRENCES). */
  recurrence: Nullable(StringEnum(RECURRENCE_VALUES)),
  /** Asset URLs in the order the store shows them. */
  images: Type.Array(Type.String()),
});
export type OwnerService = Static<typeof OwnerService>;

export const OwnerServiceList = Type.Object({ services: Type.Array(OwnerService) });
export type OwnerServiceList = Static<typeof OwnerServiceList>;

/** What DELETE did: a service or staff member with appointments is deactivated, not deleted (history stays). */
export const OwnerRemoval = Type.Object({ outcome: StringEnum(['deleted', 'deactivated'] as const) });
export type OwnerRemoval = Static<typeof OwnerRemoval>;

/** The body of POST and PUT: what the form edits, typed by validation's bookableServiceSchema. */
export type OwnerServiceInput = BookableServiceInput;

export const OwnerServiceInput = ValidatedBody<OwnerServiceInput>(
  `name, slug ('' = from the name), description, price, duration_minutes (5–720), buffer_before_minutes, buffer_after_minutes (0–240), storefront, mobile, virtual (at least one), meeting_url (https, required when virtual), bookable, active, staff_ids; sold_online, requires_quote, is_subscription, recurrence (daily|weekly|monthly|yearly, required for a subscription), images (asset URLs, in order) — a subscription cannot require a quote`,
  'bookableServiceSchema',
);
