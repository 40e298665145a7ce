// Issue 28, Messages → Sent on a real database: the owner and a manager read the business's messages newest
// first (filtered by status and by the order or quote they are about, a page at a time), open one as it was
// rendered and resend it (a copy queued now, audited); another business's message is 404; an employee
// (role 4) may not list them. With no mail server the sender keeps every message as not sent, with its reason.
import { SentMail, SentMailPage } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { mailMessages } from '../../db/schema.js';
import { answered, refused } from '../../testing/owner-api.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { buildOrder } from '../../testing/order-builders.js';
import { buildQuote } from '../../testing/quote-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { MAIL_AUDIT_ENTITY } from './mail-back-office.js';
import { queueMail } from './mail-service.js';
import type { QueuedMail } from './mail-service.js';

const mailOf = (clientId: number, n: string, about: Partial<Pick<QueuedMail, 'orderId' | 'quoteId'>> = {}): QueuedMail => ({
  clientId,
  kind: 'order_receipt',
  eventId: null,
  dedupeKey: `test:${clientId}:${n}`,
  to: { address: `buyer-${n}@example.com`, name: `Buyer ${n}` },
  fromName: 'Bistro',
  replyTo: 'owner@bistro.test',
  language: 'en',
  subject: `Your receipt ${n}`,
  html: `<p>Receipt <b>${n}</b></p>`,
  text: `Receipt ${n}`,
  ...about,
});

describe.each(testDatabases())('sent messages in the back office (%s)', (kind) => {
  let f: OwnerFixture;
  const ids: Record<string, number> = {};
  let orderId: number;
  let quoteId: number;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    const db = f.server.database.db;
    const bistro = f.clients.bistro.id;
    orderId = (await buildOrder(db, bistro)).id;
    quoteId = (await buildQuote(db, bistro)).id;
    const deps = { database: f.server.database, mail: f.server.app.mail, mailFrom: 'no-reply@vitrina.test' };
    const queue = async (m: QueuedMail) => (ids[m.dedupeKey.split(':')[2]!] = (await queueMail(deps, [m]))[0]!);
    await queue(mailOf(bistro, 'a', { orderId }));
    await queue(mailOf(bistro, 'b', { quoteId }));
    await queue(mailOf(bistro, 'c', { orderId }));
    await queue(mailOf(f.clients.other.id, 'x'));
    // The embedded default: no SMTP_URL, so the sender keeps what it claims as not sent.
    await f.server.app.mail.sendDue();
  }, 60_000);
  afterAll(() => f?.server.close());

  it('lists the business’s messages newest first, each not sent with its reason, a page at a time', async () => {
    const first = answered(await f.api('owner').get(SentMailPage, '/mail?limit=2'));
    expect(first.messages.map((m) => m.id)).toEqual([ids.c, ids.b]);
    expect(first.messages[0]).toMatchObject({
      subject: 'Your receipt c',
      to_address: 'buyer-c@example.com',
      status: 'not_sent',
      reason: 'no mail server',
      order_id: orderId,
    });
    expect(first.next_cursor).toBe(String(ids.b));
    const second = answered(await f.api('manager').get(SentMailPage, `/mail?limit=2&cursor=${first.next_cursor}`));
    expect(second.messages.map((m) => m.id)).toEqual([ids.a]);
    expect(second.next_cursor).toBeNull();
  });

  it('filters by status and by the order or quote the messages are about', async () => {
    const api = f.api('owner');
    const ofOrder = answered(await api.get(SentMailPage, `/mail?order_id=${orderId}`));
    expect(ofOrder.messages.map((m) => m.id)).toEqual([ids.c, ids.a]);
    expect(answered(await api.get(SentMailPage, `/mail?quote_id=${quoteId}`)).messages.map((m) => m.id)).toEqual([ids.b]);
    expect(answered(await api.get(SentMailPage, '/mail?status=sent')).messages).toEqual([]);
    expect(answered(await api.get(SentMailPage, '/mail?q=buyer-b')).messages.map((m) => m.id)).toEqual([ids.b]);
    expect(answered(await api.get(SentMailPage, '/mail?status=not_sent')).messages).toHaveLength(3);
    expect(refused(await api.get(SentMailPage, '/mail?status=lost'), 400).code).toBe('invalid_request');
    expect(answered(await api.get(SentMailPage, '/mail?order_id=9999999999')).messages).toEqual([]);
  });

  it('opens one message as it was rendered', async () => {
    const mail = answered(await f.api('manager').get(SentMail, `/mail/${ids.a}`));
    expect(mail).toMatchObject({ html: '<p>Receipt <b>a</b></p>', text: 'Receipt a', from_name: 'Bistro', reply_to: 'owner@bistro.test' });
    expect(mail.attachments).toEqual([]);
  });

  it('another business’s message is 404, listed nowhere; an employee may not read the messages', async () => {
    const owner = f.api('owner');
    expect(refused(await owner.get(SentMail, `/mail/${ids.x}`), 404).code).toBe('mail_not_found');
    expect(refused(await owner.post(SentMail, `/mail/${ids.x}/resend`), 404).code).toBe('mail_not_found');
    const staff = f.api('employee');
    refused(await staff.get(SentMailPage, '/mail'), 403);
    refused(await staff.get(SentMail, `/mail/${ids.a}`), 403);
    refused(await staff.post(SentMail, `/mail/${ids.a}/resend`), 403);
    // The other business's owner cannot read the bistro's either.
    const outsider = f.api(f.users.otherAdmin);
    const url = `/api/client/${f.clients.bistro.id}/mail`;
    refused(await outsider.request(SentMailPage, { method: 'GET', url }), 403);
  });

  it('resend queues a copy now, with its own Message-ID, and records who did it', async () => {
    const copy = answered(await f.api('manager').post(SentMail, `/mail/${ids.c}/resend`));
    expect(copy.id).toBeGreaterThan(ids.c!);
    expect(copy).toMatchObject({ status: 'queued', subject: 'Your receipt c', to_address: 'buyer-c@example.com', order_id: orderId });
    const rows = await f.server.database.db.select().from(mailMessages).where(eq(mailMessages.order_id, orderId));
    const [original, again] = [rows.find((r) => r.id === ids.c)!, rows.find((r) => r.id === copy.id)!];
    expect(again.html).toBe(original.html);
    expect(again.message_id).not.toBe(original.message_id);
    const [entry] = await listAuditEntries(f.server.database.db, f.clients.bistro.id, { entity: MAIL_AUDIT_ENTITY });
    expect(entry).toMatchObject({ action: 'mail.resend', entity_id: String(ids.c), actor_sub: f.users.manager.sub });
    // The newest message heads the list: the copy, sent as soon as the sender runs (here: kept as not sent).
    await f.server.app.mail.sendDue();
    const [head] = answered(await f.api('owner').get(SentMailPage, '/mail')).messages;
    expect(head).toMatchObject({ id: copy.id, status: 'not_sent' });
  });
});
