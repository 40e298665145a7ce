// Subscriptions after the services checkout wrote them 'incomplete' (issue 15; schema/commerce.ts
// `subscriptions`): activation by the first payment, renewals claimed one period at a time, the card the
// customer saves, and the owner's cancellation. Every move is a conditional update on the state it leaves,
// so a replayed answer or two API nodes racing change a subscription once.
import { isUuid } from '../../db/uuid.js';
import type { SubscriptionView } from '@vitrina/api-client/contracts';
import { nextChargeDate, subscriptionMove, subscriptionStatesAccepting } from '@vitrina/commerce';
import type { SubscriptionEvent } from '@vitrina/commerce';
import type { Recurrence } from '@vitrina/core-model';
import { fromMinorUnits } from '@vitrina/core-model';
import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { orders, subscriptions } from '../../db/schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    uuid: row.uuid,
    name: row.name,
    amount: fromMinorUnits(row.amount_cents),
    recurrence: row.recurrence as Recurrence,
    state: row.status,
    next_charge_at: row.next_charge_at?.toISOString() ?? null,
    cancel_at: row.cancel_at?.toISOString() ?? null,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
  };
}

/** The client's subscription by its uuid; another client's uuid is none. */
export async function findSubscriptionByUuid(db: AppDb, clientId: number, uuid: string): Promise<SubscriptionRow | null> {
  if (!isUuid(uuid)) return null;
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

/** Active subscriptions whose next charge is due at `now`, oldest due first (not those cancelled at period end). */
export async function listDueSubscriptions(db: AppDb, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.next_charge_at, now), isNull(subscriptions.cancel_at)))
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
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.next_charge_at, due),
        isNull(subscriptions.cancel_at),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The customer's cancel at period end (issue 30): an active subscription that renews ends at its next charge
 * instead. Null when it is not active or already ends (nothing changed).
 */
export async function cancelAtPeriodEnd(tx: AppDb, id: number, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(subscriptions)
    .set({ cancel_at: subscriptions.next_charge_at, updated_at: now })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active'), isNull(subscriptions.cancel_at)))
    .returning();
  return row && row.cancel_at ? row : null;
}

/**
 * Ends the subscriptions cancelled at period end whose period is over at `now`: canceled at their `cancel_at`,
 * no next charge. Answers how many ended.
 */
export async function endCanceledAtPeriodEnd(db: AppDb, now: Date): Promise<number> {
  const ended = await db
    .update(subscriptions)
    .set({ status: CANCEL.to, next_charge_at: null, canceled_at: subscriptions.cancel_at, updated_at: now })
    .where(and(inArray(subscriptions.status, CANCEL.from), lte(subscriptions.cancel_at, now)))
    .returning({ id: subscriptions.id });
  return ended.length;
}

/** The orders that charged the subscription: its first order and its renewals, newest first. */
export async function listSubscriptionCharges(db: AppDb, row: SubscriptionRow) {
  return db
    .select({
      id: orders.id,
      uuid: orders.uuid,
      number: orders.number,
      status: orders.status,
      email: orders.email,
      total_cents: orders.total_cents,
      created_at: orders.created_at,
    })
    .from(orders)
    .where(and(eq(orders.client_id, row.client_id), or(eq(orders.id, row.order_id), eq(orders.subscription_id, row.id))))
    .orderBy(desc(orders.created_at), desc(orders.id));
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

/** The owner's cancel: any state commerce's table lets `cancel` move from; null when none of them (already canceled). */
export async function cancelSubscriptionRow(tx: AppDb, id: number): Promise<SubscriptionRow | null> {
  const now = new Date();
  const [row] = await tx
    .update(subscriptions)
    .set({ status: CANCEL.to, next_charge_at: null, canceled_at: now, updated_at: now })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, CANCEL.from)))
    .returning();
  return row ?? null;
}

export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'uuid' | 'status' | 'created_at' | 'updated_at'>;

/** The services checkout's subscription, written with its first order: incomplete until that order is paid. */
export async function insertIncompleteSubscription(tx: AppDb, values: NewSubscription): Promise<void> {
  await tx.insert(subscriptions).values({ ...values, status: 'incomplete' });
}

/** The subscription an order started (not one it renews), if any. */
export async function findSubscriptionStartedBy(db: AppDb, orderId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.order_id, orderId));
  return row ?? null;
}

/** The gateway's own token for the renewals of the subscriptions an order started (Stripe: its customer). */
export async function saveRenewalToken(db: AppDb, orderId: number, paymentToken: string): Promise<void> {
  await db.update(subscriptions).set({ payment_token: paymentToken, updated_at: new Date() }).where(eq(subscriptions.order_id, orderId));
}
