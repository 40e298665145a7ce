// Activity of one business written straight into its tables for the dashboard tests (issue 31), every day
// from `from` to `to` at local times of its zone (00:10, 23:30 and 23:59 among them), and the same activity
// kept in memory (the ledger) so the test recomputes every figure from the rows it wrote.
import { randomUUID } from 'node:crypto';
import { localToInstant } from '@vitrina/booking';
import { addCalendarDays, daysOf } from '@vitrina/core-model';
import type { AppDb } from '../../db/database.js';
import {
  appointmentServices,
  appointments,
  customers,
  orderLines,
  orderRefunds,
  orders,
  payments,
  products,
  services,
  staff,
  subscriptions,
  trackingRecords,
} from '../../db/schema.js';

export type Utm = Record<string, string> | null;

export interface Ledger {
  /** Succeeded payments (orders, renewals, quotes). */
  payments: { at: Date; cents: number; utm: Utm }[];
  refunds: { at: Date; cents: number; utm: Utm }[];
  /** Placed orders (not renewals) when paid, with their paid total. */
  orders: { at: Date; cents: number; utm: Utm }[];
  /** Lines of every paid order of kind `order` (renewals included). */
  lines: { at: Date; productId: number | null; serviceId: number | null; quantity: number; cents: number }[];
  bookings: {
    created: Date;
    status: 'booked' | 'canceled' | 'held';
    canceledAt: Date | null;
    startsAt: Date;
    noShow: boolean;
    staffId: number;
    serviceId: number;
    cents: number;
    utm: Utm;
  }[];
  quotes: { sent: Date; decided: Date | null; approved: boolean; paid: Date | null }[];
  customers: Date[];
  visits: { at: Date; utm: Utm }[];
  names: Map<string, string>;
}

const TIMES = ['00:10', '09:15', '13:40', '18:05', '23:30', '23:59'];
const CAMPAIGNS: Utm[] = [
  null,
  { utm_source: 'newsletter', utm_campaign: 'spring' },
  { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand' },
  { utm_source: 'facebook', utm_medium: 'social' },
];

/** A deterministic sequence (mulberry32: the same activity on every run and database). */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return (((z ^ (z >>> 14)) >>> 0) % n) as number;
  };
}

/**
 * Seeds the client's activity on every day of [from, to] in `zone`; returns the ledger. `edges`: paid orders
 * at given local times (an order at 23:30 on the period's last day, 00:10 on the day after).
 */
export async function seedActivity(
  db: AppDb,
  clientId: number,
  zone: string,
  range: { from: string; to: string },
  edges: { day: string; time: string }[] = [],
): Promise<Ledger> {
  const next = sequence(clientId * 7 + 11);
  const ledger: Ledger = {
    payments: [],
    refunds: [],
    orders: [],
    lines: [],
    bookings: [],
    quotes: [],
    customers: [],
    visits: [],
    names: new Map(),
  };
  const local = (day: string, time: string) => localToInstant(zone, `${day}T${time}`);
  const pick = <T>(list: readonly T[]) => list[next(list.length)]!;

  const productRows = await db
    .insert(products)
    .values(
      ['Mug', 'Teapot', 'Cup'].map((name) => ({
        client_id: clientId,
        slug: `${name.toLowerCase()}-${randomUUID().slice(0, 6)}`,
        name,
        price_cents: 1000,
      })),
    )
    .returning();
  const serviceRows = await db
    .insert(services)
    .values(
      ['Haircut', 'Colour'].map((name) => ({
        client_id: clientId,
        slug: `${name.toLowerCase()}-${randomUUID().slice(0, 6)}`,
        name,
        price_cents: 3000,
        duration_minutes: 60,
      })),
    )
    .returning();
  const staffRows = await db
    .insert(staff)
    .values(['Ana', 'Bea'].map((name) => ({ client_id: clientId, name })))
    .returning();
  for (const p of productRows) ledger.names.set(`p${p.id}`, p.name);
  for (const s of serviceRows) ledger.names.set(`s${s.id}`, s.name);
  for (const s of staffRows) ledger.names.set(`st${s.id}`, s.name);

  /** A paid order of kind `order` with one line and its succeeded payment; a renewal when `subscriptionId`. */
  async function paidOrder(at: Date, utm: Utm, subscriptionId: number | null = null) {
    const service = subscriptionId !== null || next(4) === 0 ? pick(serviceRows) : null;
    const product = service ? null : pick(productRows);
    const quantity = 1 + next(3);
    const cents = (product ? 1000 + next(5) * 250 : 3000) * quantity;
    const [order] = await db
      .insert(orders)
      .values({
        client_id: clientId,
        status: 'paid',
        email: 'a@example.com',
        subtotal_cents: cents,
        total_cents: cents,
        paid_cents: cents,
        paid_at: at,
        utm,
        subscription_id: subscriptionId,
      })
      .returning();
    await db
      .insert(orderLines)
      .values({
        order_id: order!.id,
        product_id: product?.id ?? null,
        service_id: service?.id ?? null,
        name: 'x',
        unit_price_cents: cents / quantity,
        quantity,
        total_cents: cents,
      });
    await db
      .insert(payments)
      .values({
        transaction_id: randomUUID(),
        gateway: 'sandbox',
        order_id: order!.id,
        client_id: clientId,
        status: 'succeeded',
        amount_cents: cents,
        currency: 'USD',
        succeeded_at: at,
      });
    ledger.payments.push({ at, cents, utm });
    ledger.lines.push({ at, productId: product?.id ?? null, serviceId: service?.id ?? null, quantity, cents });
    if (subscriptionId === null) ledger.orders.push({ at, cents, utm });
    return { id: order!.id, cents };
  }

  // One subscription whose renewals are paid along the way (money, not orders).
  const first = await paidOrder(local(addCalendarDays(range.from, -5), '12:00'), CAMPAIGNS[2]!);
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      client_id: clientId,
      order_id: first.id,
      name: 'Monthly',
      amount_cents: 3000,
      recurrence: 'weekly',
      status: 'active',
      utm: CAMPAIGNS[2]!,
    })
    .returning();

  const taken = new Set<number>();
  const plan = daysOf(range).flatMap((day) => [...TIMES, ...TIMES].map((time) => ({ day, time })));
  for (const { day, time } of plan) {
    const at = local(day, time);
    const utm = pick(CAMPAIGNS);
    switch (next(8)) {
      case 0:
      case 1: {
        const order = await paidOrder(at, utm);
        if (next(3) === 0) {
          const refundAt = new Date(at.getTime() + (1 + next(30)) * 3_600_000);
          const cents = next(2) === 0 ? order.cents : Math.floor(order.cents / 2);
          await db.insert(orderRefunds).values({ client_id: clientId, order_id: order.id, amount_cents: cents, created_at: refundAt });
          ledger.refunds.push({ at: refundAt, cents, utm });
        }
        break;
      }
      case 2:
        await paidOrder(at, CAMPAIGNS[2]!, subscription!.id);
        break;
      case 3:
      case 4: {
        const status = pick(['booked', 'booked', 'canceled', 'held'] as const);
        const canceledAt = status === 'canceled' ? new Date(at.getTime() + next(48) * 3_600_000) : null;
        // One minute each, never two at once (a staff member cannot be double-booked).
        let startsAt = new Date(at.getTime() + next(72) * 3_600_000);
        while (taken.has(startsAt.getTime())) startsAt = new Date(startsAt.getTime() + 60_000);
        taken.add(startsAt.getTime());
        const noShow = status === 'booked' && next(3) === 0;
        const person = pick(staffRows);
        const service = pick(serviceRows);
        const cents = 3000 + next(3) * 500;
        const [row] = await db
          .insert(appointments)
          .values({
            client_id: clientId,
            staff_id: person.id,
            service_type: 0,
            status,
            starts_at: startsAt,
            ends_at: new Date(startsAt.getTime() + 60_000),
            blocked_from: startsAt,
            blocked_to: new Date(startsAt.getTime() + 60_000),
            canceled_at: canceledAt,
            no_show_at: noShow ? new Date(startsAt.getTime() + 7_200_000) : null,
            utm,
            created_at: at,
          })
          .returning();
        await db
          .insert(appointmentServices)
          .values({
            appointment_id: row!.id,
            position: 0,
            service_id: service.id,
            name: service.name,
            price_cents: cents,
            duration_minutes: 60,
          });
        ledger.bookings.push({ created: at, status, canceledAt, startsAt, noShow, staffId: person.id, serviceId: service.id, cents, utm });
        break;
      }
      case 5: {
        const decided = next(2) === 0 ? new Date(at.getTime() + next(40) * 3_600_000) : null;
        const approved = decided !== null && next(3) > 0;
        const paid = approved && next(3) > 0 ? new Date(decided!.getTime() + next(40) * 3_600_000) : null;
        const status = paid ? 'paid' : decided ? (approved ? 'approved' : 'rejected') : 'pending';
        const [quote] = await db
          .insert(orders)
          .values({
            client_id: clientId,
            kind: next(2) === 0 ? 'quote' : 'invoice',
            status,
            email: 'q@example.com',
            subtotal_cents: 8000,
            total_cents: 8000,
            paid_cents: paid ? 8000 : 0,
            sent_at: at,
            decided_at: decided,
            paid_at: paid,
            rejection_reason: status === 'rejected' ? 'Too dear' : '',
            utm,
          })
          .returning();
        if (paid) {
          await db
            .insert(payments)
            .values({
              transaction_id: randomUUID(),
              gateway: 'sandbox',
              order_id: quote!.id,
              client_id: clientId,
              status: 'succeeded',
              amount_cents: 8000,
              currency: 'USD',
              succeeded_at: paid,
            });
          ledger.payments.push({ at: paid, cents: 8000, utm });
        }
        ledger.quotes.push({ sent: at, decided, approved, paid });
        break;
      }
      case 6:
        await db.insert(customers).values({ client_id: clientId, email: `c-${randomUUID()}@example.com`, created_at: at });
        ledger.customers.push(at);
        break;
      default: {
        const count = 1 + next(4);
        await db
          .insert(trackingRecords)
          .values(
            Array.from({ length: count }, () => ({
              client_id: clientId,
              wurkzen_subdomain: 'x',
              ip_address: '10.0.0.1',
              user_agent: 'test',
              utm_data: utm ?? {},
              created_at: at,
            })),
          );
        for (let i = 0; i < count; i += 1) ledger.visits.push({ at, utm });
      }
    }
  }
  for (const edge of edges) await paidOrder(local(edge.day, edge.time), CAMPAIGNS[1]!);
  // A failed payment and a held-then-released slot are no money and no booking.
  const [failed] = await db
    .insert(orders)
    .values({ client_id: clientId, status: 'payment_failed', email: 'f@example.com', subtotal_cents: 500, total_cents: 500 })
    .returning();
  await db
    .insert(payments)
    .values({
      transaction_id: randomUUID(),
      gateway: 'sandbox',
      order_id: failed!.id,
      client_id: clientId,
      status: 'failed',
      amount_cents: 500,
      currency: 'USD',
    });
  return ledger;
}
