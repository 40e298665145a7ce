// Domain events (issue 27, docs/decisions.md "Domain events"): what a service says happened, recorded in the
// transaction of the write itself (the outbox table `domain_events`), so an event exists exactly when its
// change committed. What follows a write (publish, cache drops and their broadcast; later e-mail, insights)
// subscribes to events in the dispatcher (dispatcher.ts); a service never calls it.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/index.js';
import { preparedStatement } from '../db/prepared.js';
import { domainEvents } from '../db/schema.js';

/** The site of a client changed in what site.json shows: it is republished (and its caches dropped). */
export interface SiteChanged {
  type: 'SiteChanged';
  clientId: number;
}
/** template.json documents were written: every template-only site renders from them. */
export interface TemplatesChanged {
  type: 'TemplatesChanged';
}
/** A client's products, services, staff, blog or store settings changed: its cached pages are stale. */
export interface CatalogChanged {
  type: 'CatalogChanged';
  clientId: number;
}
/** A client's stock levels moved (an order placed, canceled or released): its store pages are stale. */
export interface StockChanged {
  type: 'StockChanged';
  clientId: number;
}
/**
 * An order row was written: a products or services order awaiting its payment (its stock held), a quote
 * request, or a subscription's renewal. Not yet paid: OrderPaid says that.
 */
export interface OrderPlaced {
  type: 'OrderPlaced';
  clientId: number;
  orderId: number;
}
/** An order, quote, invoice or partial invoice became paid in full (exactly once: the move that paid it). */
export interface OrderPaid {
  type: 'OrderPaid';
  clientId: number;
  orderId: number;
}
/** A payment of a quote or invoice left its open state: money moved (part paid, paid, failed or released). */
export interface PaymentSettled {
  type: 'PaymentSettled';
  clientId: number;
  orderId: number;
  /** The payment that settled (events recorded before issue 28 lack it). */
  paymentId?: number;
}

/**
 * A quote, invoice or partial invoice (a deposit) was put before its customer: the owner wrote it pending,
 * sent a priced quote request, or asked a deposit. Its "quote ready" / "invoice" message follows (issue 28).
 */
export interface QuoteSent {
  type: 'QuoteSent';
  clientId: number;
  orderId: number;
}

/**
 * A customer was asked to answer forms: one form the owner sent (`formId`), or the forms an appointment's
 * services require (`appointmentId`). Their own forms link follows by e-mail (issue 28).
 */
export interface FormRequested {
  type: 'FormRequested';
  clientId: number;
  customerId: number;
  formId: number | null;
  appointmentId: number | null;
}

/** A customer answered a form (its response stored, its request completed). */
export interface FormAnswered {
  type: 'FormAnswered';
  clientId: number;
  responseId: number;
}

/** A visitor sent the business a contact-us message. */
export interface ContactMessageReceived {
  type: 'ContactMessageReceived';
  clientId: number;
  messageId: number;
}

/** A customer approved or rejected a quote or invoice (its public page and the owner's lists show it). */
export interface QuoteDecided {
  type: 'QuoteDecided';
  clientId: number;
  orderId: number;
}

/**
 * An appointment was booked: by the customer on the public site (`by: 'customer'`), or by the business in the
 * back office (`by: 'business'`). Its confirmation and the staff member's notice follow from it (issue 28).
 */
export interface AppointmentBooked {
  type: 'AppointmentBooked';
  clientId: number;
  appointmentId: number;
  by: 'customer' | 'business';
}
/**
 * A booked appointment moved to another time or staff member: by the business in the back office (`by`
 * absent or 'business'), or by the customer from their booking's own page (`by: 'customer'`, issue 30: the
 * staff member and owners are told).
 */
export interface AppointmentRescheduled {
  type: 'AppointmentRescheduled';
  clientId: number;
  appointmentId: number;
  by?: 'customer' | 'business';
}
/** A booked appointment was cancelled (its slot is offered again). */
export interface AppointmentCancelled {
  type: 'AppointmentCancelled';
  clientId: number;
  appointmentId: number;
  by: 'customer' | 'business';
}

/** The owner marked a paid store order shipped (with a note for the customer). */
export interface OrderShipped {
  type: 'OrderShipped';
  clientId: number;
  orderId: number;
}
/**
 * Money of a store order went back to the customer through the gateway (the owner's refund, or the refund a
 * cancel of a paid order makes first): `amountCents` of the order's currency; `full` when nothing is left paid.
 */
export interface OrderRefunded {
  type: 'OrderRefunded';
  clientId: number;
  orderId: number;
  amountCents: number;
  full: boolean;
}
/**
 * A store order's payment failed, was canceled or expired (the order moved to payment_failed). On a
 * subscription's renewal order, `subscriptionId` names the subscription (the renewal failed: past due).
 */
export interface PaymentFailed {
  type: 'PaymentFailed';
  clientId: number;
  orderId: number;
  subscriptionId: number | null;
}

export type DomainEvent =
  | SiteChanged
  | TemplatesChanged
  | CatalogChanged
  | StockChanged
  | OrderPlaced
  | OrderPaid
  | PaymentSettled
  | QuoteDecided
  | AppointmentBooked
  | AppointmentRescheduled
  | AppointmentCancelled
  | OrderShipped
  | OrderRefunded
  | PaymentFailed
  | QuoteSent
  | FormRequested
  | FormAnswered
  | ContactMessageReceived;
export type DomainEventType = DomainEvent['type'];
export type EventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'SiteChanged',
  'TemplatesChanged',
  'CatalogChanged',
  'StockChanged',
  'OrderPlaced',
  'OrderPaid',
  'PaymentSettled',
  'QuoteDecided',
  'AppointmentBooked',
  'AppointmentRescheduled',
  'AppointmentCancelled',
  'OrderShipped',
  'OrderRefunded',
  'PaymentFailed',
  'QuoteSent',
  'FormRequested',
  'FormAnswered',
  'ContactMessageReceived',
];

/** An event as stored: its row id, for the dispatcher to deliver exactly it. */
export interface RecordedEvent {
  id: number;
  event: DomainEvent;
}

/**
 * Records `event` with `tx`, which must be the transaction of the write it describes: rolled back with it,
 * committed with it. Returns its id (ownerChange delivers it right after the commit).
 */
export async function recordEvent(tx: AppDb, event: DomainEvent): Promise<number> {
  const { type, ...payload } = event;
  const clientId = 'clientId' in event ? event.clientId : null;
  const [row] = await tx.insert(domainEvents).values({ type, client_id: clientId, payload }).returning({ id: domainEvents.id });
  if (!row) throw new Error('recording a domain event returned nothing');
  return row.id;
}

/** Records several events in one statement (in the caller's transaction); their ids, in the events' order. */
export async function recordEvents(tx: AppDb, events: readonly DomainEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await insertEvents(tx, {
    events: JSON.stringify(
      events.map((event) => {
        const { type, ...payload } = event;
        return { type, client_id: 'clientId' in event ? (event.clientId ?? null) : null, payload };
      }),
    ),
  });
  if (rows.length !== events.length) throw new Error('recording domain events returned too few rows');
  // Identity values follow the rows' order within one insert.
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Any number of events as one JSON list, so the statement is built once (db/prepared.ts; issue 29: Drizzle built
 * this insert twice a checkout). The columns not named take their defaults, as Drizzle's insert leaves them.
 */
const insertEvents = preparedStatement('domain_events_record', (db: AppDb, name: string) => {
  const recorded = db
    .$with('recorded', { id: sql<number>`"id"`.mapWith(Number).as('id') })
    .as(
      sql`insert into ${domainEvents} ("type", "client_id", "payload") select e."value"->>'type', (e."value"->>'client_id')::integer, e."value"->'payload' from jsonb_array_elements(${sql.placeholder('events')}::jsonb) with ordinality as e("value", "ordinality") order by e."ordinality" returning "id"`,
    );
  return db.with(recorded).select({ id: recorded.id }).from(recorded).prepare(name);
});

/** The event a stored row holds (unknown types come back as they are: a newer node may have written them). */
export function eventOfRow(row: { type: string; payload: Record<string, unknown> }): DomainEvent {
  return { ...row.payload, type: row.type } as DomainEvent;
}
