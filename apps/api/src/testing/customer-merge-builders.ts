// A customer with one row of every kind that names a customer (issue 30, merging two records): an order, a
// quote, a booking, a subscription, a form request with its answer and file, a discount use and a message sent
// to their address. The ids by table, so a merge test can check that each one moved and came back.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import {
  discountCodes,
  discountUses,
  formRequests,
  formResponses,
  formUploads,
  mailMessages,
  orders,
  subscriptions,
} from '../db/schema.js';
import { buildStaff } from './booking-builders.js';
import { uniqueLabel } from './builders.js';
import { buildCustomer, buildCustomerAppointment, buildCustomerOrder } from './customer-builders.js';
import type { TestCustomer } from './customer-builders.js';
import { buildForm } from './form-builders.js';
import { buildQuote } from './quote-builders.js';
import { buildSubscription } from './subscription-builders.js';

export interface CustomerHistory {
  customerId: number;
  ids: {
    orders: number[];
    appointments: number[];
    subscriptions: number[];
    discount_uses: number[];
    form_requests: number[];
    form_responses: number[];
    form_uploads: string[];
  };
  messageId: number;
}

/** The customer (made by e-mail) with one row of every kind. */
export async function buildCustomerHistory(db: AppDb, clientId: number, c: TestCustomer): Promise<CustomerHistory> {
  const customerId = await buildCustomer(db, clientId, c);
  const order = await buildCustomerOrder(db, clientId, customerId, c);
  const quote = await buildQuote(db, clientId);
  await db.update(orders).set({ customer_id: customerId }).where(eq(orders.id, quote.id));
  const staff = await buildStaff(db, clientId, { name: uniqueLabel('Staff') });
  const start = new Date(Date.UTC(2032, 0, 1) + Math.floor(Math.random() * 1e5) * 3_600_000);
  const appointment = await buildCustomerAppointment(db, clientId, customerId, staff.id, start);
  const sub = await buildSubscription(db, clientId, { email: c.email });
  await db.update(orders).set({ customer_id: customerId }).where(eq(orders.id, sub.orderId));
  await db.update(subscriptions).set({ customer_id: customerId }).where(eq(subscriptions.id, sub.id));
  const form = await buildForm(db, clientId);
  const [request] = await db
    .insert(formRequests)
    .values({ client_id: clientId, customer_id: customerId, form_id: form.id, status: 'completed' })
    .returning({ id: formRequests.id });
  const [response] = await db
    .insert(formResponses)
    .values({
      client_id: clientId,
      customer_id: customerId,
      form_id: form.id,
      request_id: request!.id,
      form_name: form.name,
      fields: [],
      answers: {},
    })
    .returning({ id: formResponses.id });
  const [upload] = await db
    .insert(formUploads)
    .values({
      client_id: clientId,
      customer_id: customerId,
      form_id: form.id,
      field_id: 'photo',
      request_id: request!.id,
      response_id: response!.id,
      key: `forms/${randomUUID()}`,
      filename: 'photo.png',
      mime: 'image/png',
      bytes: 10,
    })
    .returning({ id: formUploads.id });
  const code = uniqueLabel('SAVE');
  const [discount] = await db
    .insert(discountCodes)
    .values({ client_id: clientId, code, code_key: code.toLowerCase(), kind: 'percent', value: 10 })
    .returning({ id: discountCodes.id });
  const [use] = await db
    .insert(discountUses)
    .values({ client_id: clientId, code_id: discount!.id, order_id: order.id, customer_id: customerId, discount_cents: 100 })
    .returning({ id: discountUses.id });
  const [message] = await db
    .insert(mailMessages)
    .values({
      client_id: clientId,
      kind: 'order_receipt',
      dedupe_key: randomUUID(),
      to_address: c.email,
      language: 'en',
      subject: `Your order, ${c.firstName}`,
      html: '<p>Thanks</p>',
      text: 'Thanks',
      status: 'sent',
      sent_at: new Date(),
      message_id: `<${randomUUID()}@test>`,
    })
    .returning({ id: mailMessages.id });
  return {
    customerId,
    ids: {
      orders: [order.id, quote.id, sub.orderId].sort((a, b) => a - b),
      appointments: [appointment],
      subscriptions: [sub.id],
      discount_uses: [use!.id],
      form_requests: [request!.id],
      form_responses: [response!.id],
      form_uploads: [upload!.id],
    },
    messageId: message!.id,
  };
}
