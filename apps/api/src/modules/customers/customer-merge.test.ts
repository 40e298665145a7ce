// Merging two customer records that are the same person, on a real database (issue 30): the preview says what
// moves; the merge moves every kind of row that names a customer, fills the kept record's blanks, removes the
// other and is audited; the undo (the same person, for a while) restores exactly what moved, or says why not;
// two merges of the same pair at once leave one done and nothing half-done; another business's customer is 404.
import type { CustomerMerge, CustomerMergePreview, CustomerRecord } from '@vitrina/api-client/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, customerMerges, customers } from '../../db/schema.js';
import { buildCustomer } from '../../testing/customer-builders.js';
import type { TestCustomer } from '../../testing/customer-builders.js';
import { buildCustomerHistory } from '../../testing/customer-merge-builders.js';
import type { CustomerHistory } from '../../testing/customer-merge-builders.js';
import { ownerSuite } from '../../testing/owner-test-fixture.js';
import { testDatabases } from '../../testing/test-db.js';
import { MERGED_TABLES, MERGED_TABLE_NAMES } from './customer-merge-repository.js';

const label = () => Math.random().toString(36).slice(2, 8);
const person = (first: string, phone = ''): TestCustomer => ({
  firstName: first,
  lastName: 'Ruiz',
  email: `${first.toLowerCase()}.${label()}@example.com`,
  phone,
});

describe.each(testDatabases())('customer merges (%s)', (kind) => {
  const s = ownerSuite(kind, '/customers');
  let otherBusinessCustomer = 0;

  beforeAll(async () => {
    otherBusinessCustomer = await buildCustomer(s.db(), s.f.clients.other.id, person('Olga', '(512) 555-0100'));
  });

  /** Where each row of the history names its customer now, by table. */
  async function ownersOf(h: CustomerHistory): Promise<Record<string, (number | null)[]>> {
    const out: Record<string, (number | null)[]> = {};
    for (const name of MERGED_TABLE_NAMES.filter((n) => n !== 'customer_merges')) {
      const ids = h.ids[name as keyof CustomerHistory['ids']].map(String);
      const result = await s.db().execute(sql`select ${sql.identifier(MERGED_TABLES[name])} as c from ${sql.identifier(name)}
        where id::text in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) order by id`);
      out[name] = (result as unknown as { rows: { c: number | null }[] }).rows.map((r) => r.c);
    }
    return out;
  }
  const all = (h: CustomerHistory, id: number) => Object.fromEntries(Object.entries(h.ids).map(([t, ids]) => [t, ids.map(() => id)]));
  const merge = (kept: number, removed: number, who = s.f.users.owner) =>
    s.call('POST', `${s.base}/${kept}/merges/${removed}`, undefined, who);
  const undo = (handle: string, who = s.f.users.owner) =>
    s.call('POST', `/api/client/${s.clientId}/customer-merges/${handle}/undo`, undefined, who);
  const record = async (id: number) => (await s.call('GET', `${s.base}/${id}`)).json() as CustomerRecord;

  it('the preview counts what moves and names the blanks it fills; nothing is written', async () => {
    const kept = await buildCustomerHistory(s.db(), s.clientId, person('Ana'));
    const dup = await buildCustomerHistory(s.db(), s.clientId, person('Anita', '(512) 555-0142'));
    const res = await s.call('GET', `${s.base}/${kept.customerId}/merges/${dup.customerId}`, undefined, s.f.users.manager);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as CustomerMergePreview;
    expect(preview.kept.id).toBe(kept.customerId);
    expect(preview.removed.id).toBe(dup.customerId);
    // Two orders (the paid one and the subscription's), one quote, one booking, subscription, answer, message, use.
    expect(preview.moves).toEqual({ orders: 2, documents: 1, appointments: 1, subscriptions: 1, forms: 1, messages: 1, discount_uses: 1 });
    expect(preview.fills).toEqual([{ field: 'phone', value: '(512) 555-0142' }]);
    expect(await ownersOf(dup)).toEqual(all(dup, dup.customerId));
  });

  it('the merge moves every kind of row, fills the blanks, removes the other record, is audited; the kept page lists both', async () => {
    const kept = await buildCustomerHistory(s.db(), s.clientId, person('Bea'));
    const dup = await buildCustomerHistory(s.db(), s.clientId, person('Beatriz', '(512) 555-0143'));
    const res = await merge(kept.customerId, dup.customerId);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as CustomerMerge;
    expect(done).toMatchObject({
      kept_customer_id: kept.customerId,
      removed_customer_id: dup.customerId,
      moved: { orders: 2, documents: 1, appointments: 1, subscriptions: 1, forms: 1, messages: 1, discount_uses: 1 },
      fills: [{ field: 'phone', value: '(512) 555-0143' }],
    });
    expect(new Date(done.undo_until).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await ownersOf(dup)).toEqual(all(dup, kept.customerId));
    expect(await ownersOf(kept)).toEqual(all(kept, kept.customerId));
    expect(await s.db().select().from(customers).where(eq(customers.id, dup.customerId))).toEqual([]);

    const page = await record(kept.customerId);
    expect(page.phone).toBe('(512) 555-0143');
    expect(page.orders).toHaveLength(4);
    expect(page.documents).toHaveLength(2);
    expect(page.appointments).toHaveLength(2);
    expect(page.subscriptions).toHaveLength(2);
    expect(page.forms).toHaveLength(2);
    expect(page.messages.map((m) => m.id).sort()).toEqual([kept.messageId, dup.messageId].sort());
    expect((await s.call('GET', `${s.base}/${dup.customerId}`)).statusCode).toBe(404);

    const [entry] = await s
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.merge'), eq(auditLog.entity_id, String(kept.customerId))));
    expect(entry).toMatchObject({
      entity: 'customer',
      actor_email: s.f.users.owner.email,
      before: { phone: '', merged: { id: dup.customerId, first_name: 'Beatriz' } },
      after: { phone: '(512) 555-0143', merge: done.id, moved: expect.objectContaining({ orders: 3, form_uploads: 1 }) },
    });
    // Merged away: a second merge of it (a stale page) is told so.
    const again = await merge(kept.customerId, dup.customerId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_merged');
  });

  it('the undo restores exactly what moved (same customer id, uuid and forms link), audited; only once, only by who merged', async () => {
    const kept = await buildCustomerHistory(s.db(), s.clientId, person('Carla'));
    const dup = await buildCustomerHistory(s.db(), s.clientId, person('Carlita', '(512) 555-0144'));
    const [before] = await s.db().select().from(customers).where(eq(customers.id, dup.customerId));
    const done = (await merge(kept.customerId, dup.customerId)).json() as CustomerMerge;

    const notMine = await undo(done.id, s.f.users.manager);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error.code).toBe('not_your_merge');
    expect((await undo(done.id, s.f.users.staff)).statusCode).toBe(403);

    const res = await undo(done.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kept_customer_id: kept.customerId, restored_customer_id: dup.customerId });
    expect(await ownersOf(dup)).toEqual(all(dup, dup.customerId));
    expect(await ownersOf(kept)).toEqual(all(kept, kept.customerId));
    const [after] = await s.db().select().from(customers).where(eq(customers.id, dup.customerId));
    expect(after).toEqual(before);
    expect((await record(kept.customerId)).phone).toBe('');
    expect((await record(kept.customerId)).messages.map((m) => m.id)).toEqual([kept.messageId]);
    const [entry] = await s
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.merge_undo'), eq(auditLog.entity_id, String(kept.customerId))));
    expect(entry).toMatchObject({ after: { phone: '', restored: { id: dup.customerId, first_name: 'Carlita' } } });

    const twice = await undo(done.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('merge_undone');
    expect((await undo('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('the undo is refused with a 409 that says why: too late, the e-mail taken again, a moved row moved on', async () => {
    const kept = await buildCustomerHistory(s.db(), s.clientId, person('Dora'));
    const dup = await buildCustomerHistory(s.db(), s.clientId, person('Dorita'));
    const dupEmail = (await record(dup.customerId)).email;
    const late = (await merge(kept.customerId, dup.customerId)).json() as CustomerMerge;
    await s
      .db()
      .update(customerMerges)
      .set({ undo_until: new Date(Date.now() - 1000) })
      .where(eq(customerMerges.uuid, late.id));
    const expired = await undo(late.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toMatchObject({ code: 'merge_undo_expired', message: expect.stringContaining('30 minutes') });

    const a = await buildCustomerHistory(s.db(), s.clientId, person('Eva'));
    const b = await buildCustomerHistory(s.db(), s.clientId, person('Evita'));
    const bEmail = (await record(b.customerId)).email;
    const taken = (await merge(a.customerId, b.customerId)).json() as CustomerMerge;
    // A checkout with the removed e-mail makes a new customer of it meanwhile.
    const newcomer = await buildCustomer(s.db(), s.clientId, { firstName: 'Evita', lastName: '', email: bEmail, phone: '' });
    const clash = await undo(taken.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({ code: 'merge_email_taken', message: expect.stringContaining('e-mail') });
    await s.db().delete(customers).where(eq(customers.id, newcomer));

    // A moved booking handed to another customer since: the undo would take it from them.
    const c = await buildCustomerHistory(s.db(), s.clientId, person('Flor'));
    const d = await buildCustomerHistory(s.db(), s.clientId, person('Florita'));
    const third = await buildCustomer(s.db(), s.clientId, person('Gema'));
    const movedOn = (await merge(c.customerId, d.customerId)).json() as CustomerMerge;
    await s.db().update(appointments).set({ customer_id: third }).where(eq(appointments.id, d.ids.appointments[0]!));
    const conflict = await undo(movedOn.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toMatchObject({ code: 'merge_moved_on', message: expect.stringContaining('another customer') });

    // Nothing of the refused undos was written; with the e-mail free again, that undo goes through.
    expect(await ownersOf(dup)).toEqual(all(dup, kept.customerId));
    expect(await ownersOf(b)).toEqual(all(b, a.customerId));
    expect(await s.db().select().from(customers).where(eq(customers.email, dupEmail))).toEqual([]);
    expect((await undo(taken.id)).statusCode).toBe(200);
    expect(await ownersOf(b)).toEqual(all(b, b.customerId));
  });

  it('a merge of a customer into itself is 400; another business’s customer is 404; an employee is 403 read_only', async () => {
    const mine = await buildCustomer(s.db(), s.clientId, person('Fara'));
    const self = await merge(mine, mine);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('merge_self');
    for (const [kept, removed] of [
      [mine, otherBusinessCustomer],
      [otherBusinessCustomer, mine],
    ]) {
      expect((await merge(kept!, removed!)).statusCode).toBe(404);
      expect((await s.call('GET', `${s.base}/${kept}/merges/${removed}`)).statusCode).toBe(404);
    }
    const other = await buildCustomer(s.db(), s.clientId, person('Gala'));
    for (const res of [
      await merge(mine, other, s.f.users.staff),
      await s.call('GET', `${s.base}/${mine}/merges/${other}`, undefined, s.f.users.staff),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('read_only');
    }
    const rows = await s.db().select({ id: customers.id }).from(customers).where(eq(customers.client_id, s.f.clients.other.id));
    expect(rows.map((r) => r.id)).toContain(otherBusinessCustomer);
    expect(await s.db().select().from(customers).where(eq(customers.id, other))).toHaveLength(1);
  });

  it('two merges of the same pair at once: one wins, the other is refused, nothing is half-done', async () => {
    for (const directions of [
      ['ab', 'ab'],
      ['ab', 'ba'],
    ]) {
      const a = await buildCustomerHistory(s.db(), s.clientId, person('Hana'));
      const b = await buildCustomerHistory(s.db(), s.clientId, person('Hanita'));
      const pair = (d: string) => (d === 'ab' ? [a.customerId, b.customerId] : [b.customerId, a.customerId]) as [number, number];
      const results = await Promise.all(directions.map((d) => merge(...pair(d))));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json() as CustomerMerge;
      expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('already_merged');
      const survivors = await s
        .db()
        .select({ id: customers.id })
        .from(customers)
        .where(sql`${customers.id} in (${a.customerId}, ${b.customerId})`);
      expect(survivors.map((r) => r.id)).toEqual([winner.kept_customer_id]);
      expect(await ownersOf(a)).toEqual(all(a, winner.kept_customer_id));
      expect(await ownersOf(b)).toEqual(all(b, winner.kept_customer_id));
      const merges = await s.db().select().from(customerMerges).where(eq(customerMerges.removed_customer_id, winner.removed_customer_id));
      expect(merges).toHaveLength(1);
    }
  });

  it('every column that refers to a customer is one the merge moves (a new one fails here until it is added)', async () => {
    const result = await s.db().execute(sql`select c.conrelid::regclass::text as t, a.attname as col
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'customers'::regclass order by 1`);
    const refs = (result as unknown as { rows: { t: string; col: string }[] }).rows.map((r) => `${r.t}.${r.col}`).sort();
    expect(refs).toEqual(
      Object.entries(MERGED_TABLES)
        .map(([t, col]) => `${t}.${col}`)
        .sort(),
    );
  });

  it('another business’s customer id under the caller’s own business: GET and PUT are 404', async () => {
    expect((await s.call('GET', `${s.base}/${otherBusinessCustomer}`)).statusCode).toBe(404);
    const put = await s.call('PUT', `${s.base}/${otherBusinessCustomer}`, { first_name: 'X', email: `x.${label()}@example.com` });
    expect(put.statusCode).toBe(404);
    const [row] = await s.db().select().from(customers).where(eq(customers.id, otherBusinessCustomer));
    expect(row!.first_name).toBe('Olga');
  });
});
