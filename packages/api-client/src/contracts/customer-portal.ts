// The customer's "your bookings and orders with {business}" page (issue 30), reached only by the secret link
// the business sends them (customers.portal_key; never by a typed e-mail): what belongs to that customer of
// that business — their coming and past bookings (each to its own page), orders (each to its order page),
// quotes and invoices with what is still owed, and subscriptions (cancelled from their order's page). The
// owner sends the link from the customer's page (owners and managers; an employee is refused 403 read_only),
// and may reset it (the old link then names nothing).
//   GET  client/{id}/customer-portal/{key}                      → CustomerPortal (404 customer_not_found) · 429
//   POST client/{id}/customers/{customerId}/portal-link         → PortalLinkSent (mailed to them, audited)
//   POST client/{id}/customers/{customerId}/portal-link/reset   → PortalLinkSent (a new key, mailed; the old one 404)
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CUSTOMER_DOCUMENT_KINDS } from './customers.js';
import { DbId, Nullable, StringEnum } from './shared.js';
import { Money, ORDER_STATES } from './store.js';

const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 with offset' });

/** `key`: any text (a malformed one names no customer: 404, like an unknown one). */
export const CustomerPortalParams = Type.Object({ id: DbId, key: Type.String({ maxLength: 64 }) });
export type CustomerPortalParams = Static<typeof CustomerPortalParams>;

export const PortalBooking = Type.Object({
  start: Instant,
  end: Instant,
  state: StringEnum(['booked', 'canceled'] as const),
  /** The services' names, in booking order. */
  services: Type.Array(Type.String()),
  staffName: Type.String(),
  total: Money,
  /** Its own page's key (/appointment/manage/{manageKey}): see, cancel or reschedule it. */
  manageKey: Type.String(),
});
export type PortalBooking = Static<typeof PortalBooking>;

export const PortalOrder = Type.Object({
  /** Its page (/commerce/order/{uuid}). */
  uuid: Type.String({ format: 'uuid' }),
  number: Nullable(Type.String()),
  dated: Instant,
  state: StringEnum(ORDER_STATES),
  total: Money,
});
export type PortalOrder = Static<typeof PortalOrder>;

export const PortalDocument = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  kind: StringEnum(CUSTOMER_DOCUMENT_KINDS),
  number: Type.String(),
  dated: Instant,
  state: StringEnum(ORDER_STATES),
  total: Money,
  /** Still owed while it is open (pending or approved); 0.00 otherwise. */
  balance: Money,
});
export type PortalDocument = Static<typeof PortalDocument>;

export const PortalSubscription = Type.Object({
  /** The order that started it: its page shows the charges and cancels it. */
  orderUuid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  amount: Money,
  recurrence: StringEnum(['daily', 'weekly', 'monthly', 'yearly'] as const),
  state: StringEnum(['incomplete', 'active', 'past_due', 'canceled'] as const),
  nextChargeAt: Nullable(Instant),
});
export type PortalSubscription = Static<typeof PortalSubscription>;

export const CustomerPortal = Type.Object({
  businessName: Type.String(),
  /** The business's ISO 4217 currency and IANA zone: amounts and dates are shown in them. */
  currency: Type.String(),
  timeZone: Type.String(),
  /** The customer's first name ('' when unknown), for the greeting. */
  firstName: Type.String(),
  /** Booked appointments not yet ended, soonest first. */
  comingBookings: Type.Array(PortalBooking),
  /** Ended or cancelled ones, latest first. */
  pastBookings: Type.Array(PortalBooking),
  orders: Type.Array(PortalOrder),
  documents: Type.Array(PortalDocument),
  subscriptions: Type.Array(PortalSubscription),
});
export type CustomerPortal = Static<typeof CustomerPortal>;

/** What the owner's send (or reset) did: the address the link was mailed to. */
export const PortalLinkSent = Type.Object({ sentTo: Type.String() });
export type PortalLinkSent = Static<typeof PortalLinkSent>;
