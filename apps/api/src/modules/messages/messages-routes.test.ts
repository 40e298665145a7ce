// The back office's Messages screen on a real database: the contact-us messages of the public site (spec §3
// "Contact-us form") newest first, a page at a time, searched and filtered on the server; read/unread and
// archive, each change recorded in the audit log (who, when, what, before and after) with the change itself.
import type { ContactMessageEntry } from '@vitrina/api-client/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import type { AuditActor } from '../../db/index.js';
import { contactMessages } from '../../db/schema.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { testDatabases } from '../../testing/test-db.js';
import { MESSAGE_AUDIT_ENTITY } from './messages-repository.js';
import { changeMessage } from './messages-service.js';

type Entry = ContactMessageEntry;

describe.each(testDatabases())('message routes (%s)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  let base: string;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.salon.id;
    base = `/api/client/${clientId}/messages`;
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(contactMessages);
  });

  const db = () => f.server.database.db;
  /** Stores messages of the salon; `at` minutes after 09:00 (equal minutes: the same instant). */
  async function store(...rows: { name: string; email?: string; phone?: string; message?: string; at: number; client?: number }[]) {
    const stored = await db()
      .insert(contactMessages)
      .values(
        rows.map((r) => ({
          client_id: r.client ?? clientId,
          name: r.name,
          email: r.email ?? `${r.name.toLowerCase()}@example.com`,
          phone: r.phone ?? '',
          message: r.message ?? `Hello from ${r.name}`,
          created_at: new Date(Date.UTC(2025, 2, 2, 9, r.at)),
        })),
      )
      .returning({ id: contactMessages.id });
    return stored.map((s) => s.id);
  }
  const as = (user: keyof OwnerFixture['users'] = 'spanishOwner') => f.as(f.users[user]);
  async function list(query = '', user?: keyof OwnerFixture['users']) {
    const res = await f.inject({ url: `${base}${query}`, headers: await as(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { messages: Entry[]; next_cursor: string | null };
  }
  async function patch(id: number, payload: object, user?: keyof OwnerFixture['users']) {
    return f.inject({ method: 'PATCH', url: `${base}/${id}`, payload, headers: await as(user) });
  }

  it('lists newest first and pages with the cursor: every message once, also among equal times; never more than 50 a page', async () => {
    await store(...Array.from({ length: 7 }, (_, i) => ({ name: `Guest${i}`, at: Math.floor(i / 3) })));
    const other = await store({ name: 'Elsewhere', at: 30, client: f.clients.bistro.id });
    const seen: Entry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.messages.length).toBeLessThanOrEqual(3);
      seen.push(...page.messages);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((m) => m.name).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `Guest${i}`));
    expect(new Set(seen.map((m) => m.id)).size).toBe(7);
    expect(seen.map((m) => m.created_at)).toEqual([...seen.map((m) => m.created_at)].sort().reverse());
    expect(seen.map((m) => m.id)).not.toContain(other[0]);
    expect(seen[0]).toMatchObject({ read_at: null, archived_at: null, email: expect.stringContaining('@example.com') });

    expect((await f.inject({ url: `${base}?limit=51`, headers: await as() })).statusCode).toBe(400);
    expect((await f.inject({ url: `${base}?cursor=1e400`, headers: await as() })).statusCode).toBe(400);
    expect((await f.inject({ url: `${base}?status=spam`, headers: await as() })).statusCode).toBe(400);
    expect(await list('?cursor=9999999999')).toEqual({ messages: [], next_cursor: null });
  });

  it('q searches name, e-mail, phone and message, case-insensitively, every word; % and _ are plain text', async () => {
    await store(
      { name: 'Ana Ruiz', message: 'A table for two, please', at: 1 },
      { name: 'Ben', email: 'ben@caterers.test', message: '100% vegan menu?', at: 2 },
      { name: 'Cleo', phone: '555-0101', message: 'Call me back', at: 3 },
    );
    const names = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).messages.map((m) => m.name);
    expect(await names('TABLE')).toEqual(['Ana Ruiz']);
    expect(await names('caterers')).toEqual(['Ben']);
    expect(await names('555-01')).toEqual(['Cleo']);
    expect(await names('ruiz two')).toEqual(['Ana Ruiz']);
    expect(await names('ruiz vegan')).toEqual([]);
    expect(await names('100%')).toEqual(['Ben']);
    expect(await names('%')).toEqual(['Ben']);
    expect(await names('_')).toEqual([]);
    expect(await names('  ')).toEqual(['Cleo', 'Ben', 'Ana Ruiz']);
  });

  it('read, unread, archive, unarchive: the status filters follow; each change is in the audit log with who, when, before and after', async () => {
    const [first, second] = await store({ name: 'Ana', at: 1 }, { name: 'Ben', at: 2 });
    const read = await patch(first!, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: first, read_at: expect.any(String), archived_at: null });
    const names = async (status: string) => (await list(`?status=${status}`)).messages.map((m) => m.name);
    expect(await names('unread')).toEqual(['Ben']);
    expect(await names('read')).toEqual(['Ana']);

    expect((await patch(second!, { archived: true }, 'spanishOwner')).json()).toMatchObject({ archived_at: expect.any(String) });
    expect(await names('inbox')).toEqual(['Ana']);
    expect(await list('')).toEqual(await list('?status=inbox'));
    expect(await names('archived')).toEqual(['Ben']);
    expect(await names('unread')).toEqual([]);
    expect(await names('all')).toEqual(['Ben', 'Ana']);

    // Marking it read again keeps the first time and records nothing: nothing changed.
    const again = await patch(first!, { read: true });
    expect(again.json().read_at).toBe(read.json().read_at);
    await patch(first!, { read: false });
    await patch(second!, { archived: false, read: true });
    expect(await names('unread')).toEqual(['Ana']);
    expect(await names('read')).toEqual(['Ben']);

    const log = await listAuditEntries(db(), clientId, { entity: MESSAGE_AUDIT_ENTITY });
    const owner = f.users.spanishOwner;
    expect(log.map((e) => [e.action, Number(e.entity_id)])).toEqual([
      ['message.update', second],
      ['message.unread', first],
      ['message.archive', second],
      ['message.read', first],
    ]);
    for (const entry of log) expect(entry).toMatchObject({ actor_sub: owner.sub, actor_email: owner.email, at: expect.any(String) });
    expect(log[3]).toMatchObject({
      before: { read_at: null, archived_at: null },
      after: { read_at: read.json().read_at, archived_at: null },
    });
    expect(log[0]!.before).toMatchObject({ read_at: null, archived_at: expect.any(String) });
    expect(log[0]!.after).toMatchObject({ read_at: expect.any(String), archived_at: null });
  });

  it("a manager (role 3) reads and archives, recorded under the manager's name; the employee (4) and another business get 403", async () => {
    const bistro = f.clients.bistro.id;
    const [id] = await store({ name: 'Dora', at: 1, client: bistro });
    const url = `/api/client/${bistro}/messages`;
    const res = await f.inject({ method: 'PATCH', url: `${url}/${id}`, payload: { archived: true }, headers: await f.as(f.users.manager) });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await listAuditEntries(db(), bistro, { entity: MESSAGE_AUDIT_ENTITY });
    expect(entry).toMatchObject({ action: 'message.archive', actor_email: f.users.manager.email });

    const staff = await f.inject({ url, headers: await f.as(f.users.staff) });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.code).toBe('forbidden_screen');
    const other = await f.inject({ url, headers: await f.as(f.users.otherAdmin) });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('no_access');
  });

  it("another business's message is not found and stays untouched; an empty or unknown change is refused", async () => {
    const [foreign] = await store({ name: 'Eve', at: 1, client: f.clients.bistro.id });
    const [own] = await store({ name: 'Finn', at: 2 });
    const logged = async () => (await listAuditEntries(db(), f.clients.bistro.id)).length + (await listAuditEntries(db(), clientId)).length;
    const before = await logged();
    const res = await patch(foreign!, { read: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('message_not_found');
    expect((await patch(own!, {})).statusCode).toBe(400);
    expect((await patch(own!, { read: 'yes' })).statusCode).toBe(400);
    expect((await patch(own!, { deleted: true })).statusCode).toBe(400);
    expect(await logged()).toBe(before);
    expect((await list('?status=all')).messages.map((m) => m.read_at)).toEqual([null]);
  });

  it('a change whose audit entry cannot be written is not made either (one transaction)', async () => {
    const [id] = await store({ name: 'Gus', at: 1 });
    const nobody = { sub: null, email: null } as unknown as AuditActor;
    await expect(changeMessage(f.server, { clientId, actor: nobody }, id!, { read: true, archived: true })).rejects.toThrow();
    expect((await list('?status=all')).messages[0]).toMatchObject({ id, read_at: null, archived_at: null });
  });
});
