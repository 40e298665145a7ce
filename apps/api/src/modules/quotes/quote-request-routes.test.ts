// A customer's quote request priced by the owner, on a real database (issue 15: "a requires-quote service
// becomes a quote the owner prices in /manage, the customer approves it and pays"; spec §4 "pending, then
// approved, paid or rejected"). A request arrives `requested` at price 0; the customer can neither approve,
// reject nor pay it; the owner replaces its lines (PUT) and sends it (POST …/send → pending), never at 0;
// once sent it can no longer be re-priced or sent again. Each change in the audit log.
import type { OwnerQuote, OwnerQuotePage } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import type { OrderRow } from '../orders/orders-repository.js';
import { clients, orderLines, orders } from '../../db/schema.js';
import { buildService } from '../../testing/booking-builders.js';
import { buildQuote } from '../../testing/quote-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { decideQuote, payQuote } from './order-documents-test-fixture.js';
import { QUOTE_AUDIT_ENTITY } from './quotes-repository.js';
import { ownerSuite } from '../../testing/owner-test-fixture.js';

describe.each(testDatabases())('quote requests priced by the owner (%s)', (kind) => {
  const s = ownerSuite(kind, '/owner-quotes');
  const { db, call } = s;
  let cateringId: number;
  beforeAll(async () => {
    await db().update(clients).set({ tax_rate: '10' }).where(eq(clients.id, s.clientId));
    cateringId = (await buildService(db(), s.clientId, { name: 'Event catering', price_cents: 0, requires_quote: true })).id;
  });
  beforeEach(async () => {
    await db().delete(orders);
  });

  /** What the services store makes of a requires-quote service: a request at the listed price (0). */
  const request = (): Promise<OrderRow> =>
    buildQuote(db(), s.clientId, {
      status: 'requested',
      dueDate: null,
      terms: '',
      lines: [{ name: 'Event catering', unitCents: 0, quantity: 1, serviceId: cateringId }],
    });
  const pricing = (over: Record<string, unknown> = {}) => ({
    kind: 'quote',
    email: 'someone.else@example.com',
    name: 'Someone Else',
    lines: [
      { source: 'service', service_id: cateringId, name: 'Event catering', description: 'Dinner for 40', unit_price: '45', quantity: 40 },
      { source: 'text', name: 'Staff on site', description: '', unit_price: '200', quantity: 1 },
    ],
    discount: '100',
    due_date: '2026-12-31',
    terms: '50% deposit',
    note: 'Looking forward to it',
    ...over,
  });

  it('lists requests under their own state and shows one as requested, at 0', async () => {
    const req = await request();
    await buildQuote(db(), s.clientId);
    const page = (await call('GET', `${s.base}?status=requested`)).json() as OwnerQuotePage;
    expect(page.quotes.map((q) => [q.id, q.state, q.total])).toEqual([[req.id, 'requested', '0.00']]);
    expect((await call('GET', `${s.base}/${req.id}`)).json()).toMatchObject({ state: 'requested', kind: 'quote', total: '0.00' });
  });

  it('prices a request: its lines replaced, totals at the store’s tax rate, still requested, same customer', async () => {
    const req = await request();
    const res = await call('PUT', `${s.base}/${req.id}`, pricing());
    expect(res.statusCode, res.body).toBe(200);
    // 40 × 45 + 200 = 2000; less 100 = 1900; tax 10% = 190; total 2090.
    const priced = res.json() as OwnerQuote;
    expect(priced).toMatchObject({
      state: 'requested',
      subtotal: '2000.00',
      discount: '100.00',
      estimated_tax: '190.00',
      total: '2090.00',
      due_date: '2026-12-31',
      terms: '50% deposit',
      note: 'Looking forward to it',
      email: 'ana@example.com',
      customer_name: 'Ana Ruiz',
    });
    expect(priced.lines.map((l) => [l.source, l.name, l.each_price, l.quantity, l.total])).toEqual([
      ['service', 'Event catering', '45.00', 40, '1800.00'],
      ['text', 'Staff on site', '200.00', 1, '200.00'],
    ]);
    const [entry] = await listAuditEntries(db(), s.clientId, { entity: QUOTE_AUDIT_ENTITY });
    expect(entry).toMatchObject({ action: 'quote.price', before: { total: '0.00' }, after: { total: '2090.00', status: 'requested' } });
  });

  it('refuses to send a request at 0, sends it once priced, and then neither re-prices nor re-sends it', async () => {
    const req = await request();
    const zero = await call('POST', `${s.base}/${req.id}/send`, {});
    expect(zero.statusCode).toBe(409);
    expect(zero.json().error).toMatchObject({ code: 'quote_total_zero', fields: { lines: 'validation:quote.totalRequired' } });

    await call('PUT', `${s.base}/${req.id}`, pricing());
    const sent = await call('POST', `${s.base}/${req.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'pending', total: '2090.00', total_outstanding: '2090.00' });
    expect(sent.json().order_link).toMatch(new RegExp(`/commerce/order/${req.uuid}$`));

    expect((await call('POST', `${s.base}/${req.id}/send`, {})).json().error.code).toBe('quote_not_requested');
    const again = await call('PUT', `${s.base}/${req.id}`, pricing({ discount: '0' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('quote_not_requested');
    const audit = await listAuditEntries(db(), s.clientId, { entity: QUOTE_AUDIT_ENTITY });
    expect(audit.filter((e) => e.entity_id === String(req.id)).map((e) => e.action)).toEqual(['quote.send', 'quote.price']);
  });

  it('the customer cannot approve, reject or pay a request; once sent, approving it works', async () => {
    const req = await request();
    await call('PUT', `${s.base}/${req.id}`, pricing());
    const approve = await decideQuote(s.f.server, s.clientId, req.uuid, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error.code).toBe('already_decided');
    expect((await decideQuote(s.f.server, s.clientId, req.uuid, 'reject', 'Too slow')).statusCode).toBe(409);
    const pay = await payQuote(s.f.server, s.clientId, req.uuid, '10.00');
    expect(pay.json()).toMatchObject({ error: { code: 'not_payable' } });
    const [row] = await db().select().from(orders).where(eq(orders.id, req.id));
    expect(row).toMatchObject({ status: 'requested', paid_cents: 0 });

    await call('POST', `${s.base}/${req.id}/send`, {});
    const approved = await decideQuote(s.f.server, s.clientId, req.uuid, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call('GET', `${s.base}/${req.id}`)).json().state).toBe('approved');
  });

  it('refuses lines naming another client’s service and keeps the request as it was', async () => {
    const req = await request();
    const foreign = await buildService(db(), s.f.clients.other.id, { name: 'Theirs' });
    const res = await call(
      'PUT',
      `${s.base}/${req.id}`,
      pricing({ lines: [{ source: 'service', service_id: foreign.id, name: 'X', unit_price: '10', quantity: 1 }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'lines[0].service_id': 'validation:invalid.value' });
    const lines = await db().select().from(orderLines).where(eq(orderLines.order_id, req.id));
    expect(lines.map((l) => [l.name, l.unit_price_cents])).toEqual([['Event catering', 0]]);
    const bad = await call('PUT', `${s.base}/${req.id}`, pricing({ lines: [] }));
    expect(bad.json().error.fields).toMatchObject({ lines: 'validation:quote.linesRequired' });
  });

  it('declines a request by voiding it; another client’s request is not found', async () => {
    const req = await request();
    const voided = await call('POST', `${s.base}/${req.id}/void`, {});
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().state).toBe('canceled');
    expect((await call('POST', `${s.base}/${req.id}/send`, {})).json().error.code).toBe('quote_not_requested');

    const theirs = await buildQuote(db(), s.f.clients.other.id, { status: 'requested' });
    expect((await call('PUT', `${s.base}/${theirs.id}`, pricing())).statusCode).toBe(404);
    expect((await call('POST', `${s.base}/${theirs.id}/send`, {})).statusCode).toBe(404);
  });
});
