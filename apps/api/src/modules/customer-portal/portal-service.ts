// The customer's "your bookings and orders with {business}" page (issue 30): what the secret portal key of one
// customer of one business shows — only that customer's rows of that business (portal-repository.ts filters
// by both), bookings split into coming (booked, not yet ended) and past, amounts in the business's currency. A
// key that names no customer of the business (unknown, malformed, another business's) is one 404 that says
// nothing of why. And the owner's side: mail the customer their link (owners and managers; an employee 403
// read_only), or reset it first (a new key: the old link 404s), the message queued and audited in ONE
// transaction with the customer locked. The link is in the message as the outbox keeps it, like the other
// customer links (a booking's own page, an order's page): the owner's Resend sends a link that works.
import type { CustomerPortal, PortalLinkSent } from '@vitrina/api-client/contracts';
import { randomUUID } from 'node:crypto';
import { fromMinorUnits } from '@vitrina/core-model';
import { renderCustomerPortalLink } from '@vitrina/mail-templates';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { CUSTOMER_AUDIT_ENTITY, assertMayChange } from '../customers/customers-service.js';
import type { CustomersCaller } from '../customers/customers-service.js';
import { queueMailIn } from '../mail/mail-service.js';
import { mailMessage } from '../mail/mail-message.js';
import { mailBusinessOf } from '../mail/mail-people.js';
import { findCustomerByPortalKey, lockLinkCustomer, portalBookings, portalOrders, portalSubscriptions } from './portal-repository.js';
import { renewPortalKey } from '../customers/customers-portal-key.js';
import type { PortalBookingRow } from './portal-repository.js';
import { customerPortalUrlOf } from './portal-link.js';

/** The mail kind of the link's message (the customer's Messages list names it). */
export const PORTAL_LINK_KIND = 'customer_portal_link';

const notFound = () => new ApiError(404, 'customer_not_found', 'booking:portal.notFoundPlain');

/** The business as the page shows it. */
export interface PortalBusiness {
  name: string;
  currency_code: string;
  timezone: string | null;
}

const money = (cents: number) => fromMinorUnits(cents);
const OPEN = new Set(['pending', 'approved']);

function bookingOf(row: PortalBookingRow) {
  return {
    start: row.starts_at,
    end: row.ends_at,
    state: row.status,
    services: row.services,
    staffName: row.staff_name,
    total: money(row.total_cents),
    manageKey: row.manage_key,
  };
}

/** GET customer-portal/{key}: 404 customer_not_found for a key this business's customers do not have. */
export async function customerPortal(
  ctx: AppContext,
  clientId: number,
  business: PortalBusiness,
  key: string,
  now = new Date(),
): Promise<CustomerPortal> {
  const { db } = ctx.database;
  const customer = await findCustomerByPortalKey(db, clientId, key);
  if (!customer) throw notFound();
  const [bookings, orders, subscriptions] = await Promise.all([
    portalBookings(db, clientId, customer.id),
    portalOrders(db, clientId, customer.id),
    portalSubscriptions(db, clientId, customer.id),
  ]);
  const coming = bookings.filter((b) => b.status === 'booked' && Date.parse(b.ends_at) > now.getTime());
  const past = bookings.filter((b) => !coming.includes(b));
  return {
    businessName: business.name,
    currency: business.currency_code,
    timeZone: business.timezone?.trim() || 'UTC',
    firstName: customer.first_name,
    comingBookings: coming.reverse().map(bookingOf),
    pastBookings: past.map(bookingOf),
    orders: orders
      .filter((o) => o.kind === 'order')
      .map((o) => ({
        uuid: o.uuid,
        number: o.number === null ? null : String(o.number),
        dated: o.created_at,
        state: o.status as CustomerPortal['orders'][number]['state'],
        total: money(o.total_cents),
      })),
    documents: orders
      .filter((o) => o.kind !== 'order')
      .map((o) => ({
        uuid: o.uuid,
        kind: o.kind as CustomerPortal['documents'][number]['kind'],
        number: String(o.number ?? ''),
        dated: o.created_at,
        state: o.status as CustomerPortal['documents'][number]['state'],
        total: money(o.total_cents),
        balance: money(OPEN.has(o.status) ? Math.max(0, o.total_cents - o.paid_cents) : 0),
      })),
    subscriptions: subscriptions.map((s) => ({
      orderUuid: s.order_uuid,
      name: s.name,
      amount: money(s.amount_cents),
      recurrence: s.recurrence as CustomerPortal['subscriptions'][number]['recurrence'],
      state: s.status as CustomerPortal['subscriptions'][number]['state'],
      nextChargeAt: s.next_charge_at,
    })),
  };
}

/** The outbox's sender, nudged after the commit (the route's `app.mail`). */
export interface MailNudge {
  nudge(): void;
}

/**
 * POST customers/{customerId}/portal-link (and …/reset with `reset`): mails the customer the link of their
 * page, in the business's language, from the business; audited. 404 customer_not_found for another business's
 * customer; 403 read_only for an employee.
 */
export async function sendPortalLink(
  ctx: AppContext,
  by: CustomersCaller,
  customerId: number,
  mail: MailNudge | null,
  { reset = false } = {},
): Promise<PortalLinkSent> {
  assertMayChange(by);
  const { db } = ctx.database;
  const business = await mailBusinessOf(db, ctx.config, by.clientId);
  if (!business) throw notFound();
  const sentTo = await db.transaction(async (tx) => {
    const customer = await lockLinkCustomer(tx, by.clientId, customerId);
    if (!customer) throw notFound();
    const key = reset ? await renewPortalKey(tx, by.clientId, customerId) : customer.portal_key;
    const rendered = await renderCustomerPortalLink({
      lang: business.locale,
      business,
      name: customer.first_name,
      portalUrl: customerPortalUrlOf(business.siteOrigin, key),
    });
    const to = { address: customer.email, name: [customer.first_name, customer.last_name].filter(Boolean).join(' ') };
    const about = { clientId: by.clientId, eventId: null, fromName: business.name };
    // Each press is its own message (a customer may ask for it again).
    const dedupeKey = `${PORTAL_LINK_KIND}:customer:${customerId}:${randomUUID()}`;
    await queueMailIn(tx, ctx.config.mailFrom, [mailMessage(about, PORTAL_LINK_KIND, dedupeKey, to, business.contactEmail, rendered)]);
    await recordAudit(tx, {
      clientId: by.clientId,
      actor: by.actor,
      action: reset ? 'customer.portal_link_reset' : 'customer.portal_link_sent',
      entity: CUSTOMER_AUDIT_ENTITY,
      entityId: customerId,
      before: null,
      after: { sent_to: customer.email },
    });
    return customer.email;
  });
  mail?.nudge();
  return { sentTo };
}
