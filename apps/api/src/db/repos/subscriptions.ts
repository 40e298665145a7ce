// Subscriptions after the services checkout wrote them 'incomplete' (issue 15; schema/commerce.ts
// `subscriptions`): activation by the first payment, renewals claimed one period at a time, the card the
// customer saves, and the owner's cancellation. Every move is a conditional update on the state it leaves,
// so a replayed answer or two API nodes racing change a subscription once.
import type { SubscriptionView } from '@vitrina/api-client/contracts';
import { gatewayMove, nextChargeDate, subscriptionMove, subscriptionStatesAccepting } from '@vitrina/commerce';
import type { SubscriptionEvent } from '@vitrina/commerce';
import type { Recurrence } from '@vitrina/core-model';
import { fromMinorUnits } from '@vitrina/core-model';
import { and, asc, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { orders, subscriptions } from '../schema.js';
import { recordAudit } from './audit.js';
import type { AuditActor } from './audit.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    uuid: row.uuid,
    name: row.name,
    amount: fromMinorUnits(row.amount_cents),
    recurrence: row.recurrence as Recurrence,
    state: row.status,
    next_charge_at: row.next_charge_at?.toISOString() ?? null,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
  };
}

/** The client's subscription by its uuid; another client's uuid is none. */
export async function findSubscriptionByUuid(db: AppDb, clientId: number, uuid: string): Promise<SubscriptionRow | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.uuid, uuid), eq(subscriptions.client_id, clientId)));
  return row ?? null;
}

export async function findSubscriptionById(db: AppDb, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/** The subscriptions an order started, and for a renewal order the subscription it charges. */
export async function listOrderSubscriptions(db: AppDb, order: { id: number; subscription_id: number | null }): Promise<SubscriptionRow[]> {
  const own = eq(subscriptions.order_id, order.id);
  return db
    .select()
    .from(subscriptions)
    .where(order.subscription_id === null ? own : or(own, eq(subscriptions.id, order.subscription_id)))
    .orderBy(asc(subscriptions.id));
}

/** The subscription an order (by id) started or renews; null for other orders. */
export async function findOrderSubscription(db: AppDb, orderId: number): Promise<SubscriptionRow | null> {
  const [order] = await db.select({ id: orders.id, subscription_id: orders.subscription_id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [row] = await listOrderSubscriptions(db, order);
  return row ?? null;
}

// Every status change below is one conditional update whose from-statuses and target are commerce's
// subscription table's (issue 27): a move outside it changes no row.
const START = subscriptionMove('start');
const ABANDON = subscriptionMove('abandon');
const CANCEL = subscriptionMove('cancel');

/** The first order's payment succeeded at `paidAt`: its incomplete subscriptions become active. */
export async function activateOrderSubscriptions(db: AppDb, orderId: number, paidAt: Date): Promise<number> {
  const waiting = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.order_id, orderId), inArray(subscriptions.status, START.from)));
  let moved = 0;
  for (const row of waiting) {
    const done = await db
      .update(subscriptions)
      .set({ status: START.to, next_charge_at: nextChargeDate(paidAt, row.recurrence as Recurrence), updated_at: new Date() })
      .where(and(eq(subscriptions.id, row.id), inArray(subscriptions.status, START.from)))
      .returning({ id: subscriptions.id });
    moved += done.length;
  }
  return moved;
}

/** The first order's payment failed or expired: its incomplete subscriptions never start. */
export async function cancelIncompleteSubscriptions(db: AppDb, orderId: number): Promise<void> {
  const now = new Date();
  await db
    .update(subscriptions)
    .set({ status: ABANDON.to, next_charge_at: null, canceled_at: now, updated_at: now })
    .where(and(eq(subscriptions.order_id, orderId), inArray(subscriptions.status, ABANDON.from)));
}

/** Moves a subscription by `event` as commerce's table says (lapse: active → past_due, resume: past_due → active); true when this call moved it. */
export async function moveSubscription(db: AppDb, id: number, event: Extract<SubscriptionEvent, 'lapse' | 'resume'>): Promise<boolean> {
  const { from, to } = subscriptionMove(event);
  const moved = await db
    .update(subscriptions)
    .set({ status: to, updated_at: new Date() })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, from)))
    .returning({ id: subscriptions.id });
  return moved.length > 0;
}

/** Active subscriptions whose next charge is due at `now`, oldest due first. */
export async function listDueSubscriptions(db: AppDb, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.next_charge_at, now)))
    .orderBy(asc(subscriptions.next_charge_at), asc(subscriptions.id))
    .limit(limit);
}

/**
 * Takes the renewal due at `due` for this caller: next_charge_at moves to `next` only while it still is
 * `due` and the subscription active, so of two nodes racing exactly one gets the row back.
 */
export async function claimRenewal(db: AppDb, id: number, due: Date, next: Date): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ next_charge_at: next, updated_at: new Date() })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active'), eq(subscriptions.next_charge_at, due)))
    .returning();
  return row ?? null;
}

export interface SavedCard {
  paymentToken: string;
  brand: string | null;
  last4: string | null;
}

/** The customer's new card; not on a canceled subscription. */
export async function saveSubscriptionCard(db: AppDb, id: number, card: SavedCard): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ payment_token: card.paymentToken, card_brand: card.brand, card_last4: card.last4, updated_at: new Date() })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, subscriptionStatesAccepting('card'))))
    .returning();
  return row ?? null;
}

/** The subscription's declined renewal order (the one a new card pays), the newest if several. */
export async function findFailedRenewal(db: AppDb, subscriptionId: number): Promise<typeof orders.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.subscription_id, subscriptionId), eq(orders.status, 'payment_failed')))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(1);
  return row ?? null;
}

/** A retried renewal's move, by commerce's order table (issue 27): payment_failed → awaiting_payment. */
const RETRY = gatewayMove('retry');

/**
 * A declined renewal order goes back to awaiting_payment for one more attempt (a new card); null when it is
 * not payment_failed any more — another attempt got it first.
 */
export async function reopenFailedRenewal(db: AppDb, orderId: number, paymentKey: string): Promise<typeof orders.$inferSelect | null> {
  const [row] = await db
    .update(orders)
    // The new attempt's gateway key: the recovery sweeper asks the gateway about this attempt, not the failed one.
    .set({ status: RETRY.to, payment_key: paymentKey, payment_check_at: null, updated_at: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, RETRY.from), isNotNull(orders.subscription_id)))
    .returning();
  return row ?? null;
}

export type OwnerCancelResult = { ok: true; row: SubscriptionRow } | { ok: false; error: 'not_found' | 'already_canceled' };

/** The owner stops a subscription: no renewal is charged after this; recorded in the audit log. */
export async function cancelSubscriptionByOwner(db: AppDb, clientId: number, id: number, actor: AuditActor): Promise<OwnerCancelResult> {
  return db.transaction(async (tx) => {
    const before = await findSubscriptionById(tx, id);
    if (!before || before.client_id !== clientId) return { ok: false, error: 'not_found' } as const;
    const now = new Date();
    const [row] = await tx
      .update(subscriptions)
      .set({ status: CANCEL.to, next_charge_at: null, canceled_at: now, updated_at: now })
      .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, CANCEL.from)))
      .returning();
    if (!row) return { ok: false, error: 'already_canceled' } as const;
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'subscription.cancel',
      entity: 'subscription',
      entityId: id,
      before: { status: before.status, next_charge_at: before.next_charge_at?.toISOString() ?? null },
      after: { status: row.status, next_charge_at: null },
    });
    return { ok: true, row } as const;
  });
}
