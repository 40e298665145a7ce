// The back office's Activity screen on a real database: the audit log (who, when, what, before and after)
// newest first, a page at a time (keyset on at, id), narrowed to one kind of record, read by owners only.
import type { ActivityEntry } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../../db/index.js';
import { auditLog, contactMessages } from '../../db/schema.js';
import { MESSAGE_AUDIT_ENTITY } from '../../modules/messages/messages-repository.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

describe.each(testDatabases())('activity routes (%s)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  let base: string;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.salon.id;
    base = `/api/client/${clientId}/activity`;
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(auditLog);
    await f.server.database.db.delete(contactMessages);
  });

  const db = () => f.server.database.db;
  const owner = () => f.users.spanishOwner;
  async function list(query = '', client = clientId) {
    const res = await f.inject({ url: `/api/client/${client}/activity${query}`, headers: await f.as(owner()) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { entries: ActivityEntry[]; next_cursor: string | null };
  }
  /** Entries of `client`, `minute` minutes after 09:00 (equal minutes: the same instant). */
  async function log(...rows: { action: string; minute: number; entity?: string; client?: number }[]) {
    await db()
      .insert(auditLog)
      .values(
        rows.map((r, i) => ({
          client_id: r.client ?? clientId,
          actor_sub: owner().sub,
          actor_email: owner().email,
          at: new Date(Date.UTC(2025, 2, 2, 9, r.minute)),
          action: r.action,
          entity: r.entity ?? 'client',
          entity_id: String(i + 1),
          before: { name: 'Old' },
          after: { name: 'New' },
        })),
      );
  }

  it('pages newest first with the cursor: every entry once, also among equal times; never more than 50 a page', async () => {
    await log(...Array.from({ length: 7 }, (_, i) => ({ action: `a${i}`, minute: Math.floor(i / 3) })));
    await log({ action: 'elsewhere', minute: 30, client: f.clients.bistro.id });
    const seen: ActivityEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((e) => e.action).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `a${i}`));
    expect(new Set(seen.map((e) => e.id)).size).toBe(7);
    expect(seen.map((e) => e.at)).toEqual([...seen.map((e) => e.at)].sort().reverse());
    expect(seen[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor_email: owner().email,
      action: expect.any(String),
      entity: 'client',
      entity_id: expect.any(String),
      subject: null,
      before: { name: 'Old' },
      after: { name: 'New' },
    });
    // The sign-in subject of who made the change is not handed out.
    expect(JSON.stringify(seen)).not.toContain(owner().sub);

    expect((await f.inject({ url: `${base}?limit=51`, headers: await f.as(owner()) })).statusCode).toBe(400);
    expect((await f.inject({ url: `${base}?cursor=1e400`, headers: await f.as(owner()) })).statusCode).toBe(400);
    expect((await f.inject({ url: `${base}?entity=Robert');--`, headers: await f.as(owner()) })).statusCode).toBe(400);
    expect(await list('?cursor=999999999999999')).toEqual({ entries: [], next_cursor: null });
  });

  it("a cursor from another business's log matches nothing of this one", async () => {
    await log({ action: 'mine', minute: 1 });
    await log({ action: 'theirs', minute: 2, client: f.clients.bistro.id });
    const theirs = await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.client_id, f.clients.bistro.id));
    expect(await list(`?cursor=${theirs[0]!.id}`)).toEqual({ entries: [], next_cursor: null });
  });

  it('a message marked read shows who, what and before → after, with the name of who wrote it; entity narrows the log', async () => {
    const [message] = await db()
      .insert(contactMessages)
      .values({ client_id: clientId, name: 'Ana Ruiz', email: 'ana@example.com', phone: '', message: 'Hi' })
      .returning({ id: contactMessages.id });
    const patched = await f.inject({
      method: 'PATCH',
      url: `/api/client/${clientId}/messages/${message!.id}`,
      payload: { read: true },
      headers: await f.as(owner()),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await recordAudit(db(), {
      clientId,
      actor: { sub: owner().sub, email: owner().email },
      action: 'client.update',
      entity: 'client',
      entityId: clientId,
      before: { phone: '1' },
      after: { phone: '2' },
    });

    const all = await list();
    expect(all.entries.map((e) => e.action)).toEqual(['client.update', 'message.read']);
    expect(all.entries[1]).toMatchObject({
      actor_email: owner().email,
      entity: MESSAGE_AUDIT_ENTITY,
      entity_id: String(message!.id),
      subject: 'Ana Ruiz',
      before: { read_at: null, archived_at: null },
      after: { read_at: patched.json().read_at, archived_at: null },
    });
    expect((await list(`?entity=${MESSAGE_AUDIT_ENTITY}`)).entries.map((e) => e.action)).toEqual(['message.read']);

    // The message gone, the entry stays and reads without a name.
    await db().delete(contactMessages);
    expect((await list(`?entity=${MESSAGE_AUDIT_ENTITY}`)).entries[0]).toMatchObject({ action: 'message.read', subject: null });
  });

  it('§6 owners read the log: a manager and an employee get 403 forbidden_screen, another business 403 no_access', async () => {
    const url = `/api/client/${f.clients.bistro.id}/activity`;
    expect((await f.inject({ url, headers: await f.as(f.users.owner) })).statusCode).toBe(200);
    for (const user of [f.users.manager, f.users.staff]) {
      const res = await f.inject({ url, headers: await f.as(user) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden_screen');
    }
    const other = await f.inject({ url, headers: await f.as(f.users.otherAdmin) });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('no_access');
  });
});
