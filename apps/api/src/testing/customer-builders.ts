// Customers with a history for the Customers screen's tests (issue 30): a customer made the way checkouts,
// bookings and quotes make them (upsertCustomer), an order and an appointment of theirs written straight in the
// database, and a quote or invoice through the quotes builder.
import type { AppDb } from '../db/database.js';
import { appointmentServices, appointments, orders } from '../db/schema.js';
import { eq } from 'drizzle-orm';
import { upsertCustomer } from '../modules/orders/customers-repository.js';
import { buildOrder, shippingOf } from './order-builders.js';

export interface TestCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The customer of `clientId` with these details (made or found by e-mail); returns its id. */
export async function buildCustomer(db: AppDb, clientId: number, c: TestCustomer): Promise<number> {
  return upsertCustomer(db, clientId, { ...shippingOf(c.firstName, c.lastName, c.email), phone: c.phone }, { by: 'owner' });
}

/** A paid products order of the customer (total 32.00: two mugs at 12.50, 8% tax, 5.00 shipping). */
export async function buildCustomerOrder(db: AppDb, clientId: number, customerId: number, c: TestCustomer, createdAt?: Date) {
  const order = await buildOrder(db, clientId, { firstName: c.firstName, lastName: c.lastName, email: c.email, createdAt });
  await db.update(orders).set({ customer_id: customerId }).where(eq(orders.id, order.id));
  return order;
}

/** A booked (or canceled) hour with `staffId` at `start`, of one service named `service`. */
export async function buildCustomerAppointment(
  db: AppDb,
  clientId: number,
  customerId: number,
  staffId: number,
  start: Date,
  options: { service?: string; status?: 'booked' | 'canceled'; totalCents?: number } = {},
) {
  const end = new Date(start.getTime() + 3_600_000);
  const [row] = await db
    .insert(appointments)
    .values({
      client_id: clientId,
      staff_id: staffId,
      customer_id: customerId,
      service_type: 0,
      status: options.status ?? 'booked',
      starts_at: start,
      ends_at: end,
      blocked_from: start,
      blocked_to: end,
      total_cents: options.totalCents ?? 4000,
      source: 'back_office',
    })
    .returning({ id: appointments.id });
  await db.insert(appointmentServices).values({
    appointment_id: row!.id,
    position: 0,
    name: options.service ?? 'Haircut',
    price_cents: options.totalCents ?? 4000,
    duration_minutes: 60,
  });
  return row!.id;
}
