// Issue 25 finding 4: form uploads are bounded and swept. A file is taken only for an open (not yet answered)
// request reached through its link, within FORM_REQUEST_UPLOAD_MAX_BYTES per request; a file never attached to
// a sent form is deleted, row and bytes, FORM_UPLOAD_UNATTACHED_HOURS after it came (the clock is moved, not
// waited for), once whichever node sweeps. On PGlite and (with DATABASE_URL) Postgres.
import { FORM_REQUEST_UPLOAD_MAX_BYTES, FORM_UPLOAD_MAX_BYTES, FORM_UPLOAD_UNATTACHED_HOURS } from '@vitrina/core-model';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formUploads } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildCustomer, buildForm, formCalls, sendToNewCustomer, TEST_PDF } from '../../testing/form-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { sweepFormUploads, startFormUploadSweeper } from './form-upload-sweeper.js';

const HOUR = 3_600_000;
const quiet = { error: () => undefined, info: () => undefined };

describe.each(testDatabases())('%s: form uploads are bounded and swept', (kind) => {
  let t: TestServer;
  let clientId: number;
  const db = () => t.database.db;
  const ctx = () => t.app.ctx;

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
  }, 60_000);
  afterAll(() => t?.close());

  async function sentForm() {
    const form = await buildForm(db(), clientId);
    const { formsKey } = await sendToNewCustomer(db(), clientId, form);
    return { form, formsKey, calls: formCalls(t.app, clientId, formsKey, form.uuid) };
  }
  const rowsOf = (ids: string[]) => db().select().from(formUploads).where(inArray(formUploads.id, ids));

  it('refuses a file for a form the customer was never asked (404) and once the form is answered (409)', async () => {
    const { formsKey, calls } = await sentForm();
    const unasked = await buildForm(db(), clientId);
    const other = await formCalls(t.app, clientId, formsKey, unasked.uuid).upload('photo', TEST_PDF);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: { code: 'form_not_found' } });

    expect((await calls.answer({ name: 'Ana' })).statusCode).toBe(201);
    const after = await calls.upload('photo', TEST_PDF);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ error: { code: 'already_answered', message: 'errors:forms.alreadyAnswered' } });
    const stranger = await buildCustomer(db(), clientId);
    expect((await formCalls(t.app, clientId, stranger.forms_key, unasked.uuid).upload('photo', TEST_PDF)).statusCode).toBe(404);
  });

  it('takes at most FORM_REQUEST_UPLOAD_MAX_BYTES of files per request (413 upload_quota), nothing stored past it', async () => {
    const { calls } = await sentForm();
    const full = Buffer.alloc(FORM_UPLOAD_MAX_BYTES, 0x61);
    const fits = Math.floor(FORM_REQUEST_UPLOAD_MAX_BYTES / FORM_UPLOAD_MAX_BYTES);
    const ids: string[] = [];
    for (let i = 0; i < fits; i += 1) {
      const res = await calls.upload('photo', full, `notes-${i}.txt`, 'text/plain');
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const over = await calls.upload('photo', Buffer.from('one byte too many\n'), 'more.txt', 'text/plain');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ error: { code: 'upload_quota', message: 'errors:forms.uploadQuota' } });
    const rows = await db()
      .select()
      .from(formUploads)
      .where(eq(formUploads.form_id, (await rowsOf(ids))[0]!.form_id));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    // Another customer's request has its own quota.
    expect((await (await sentForm()).calls.upload('photo', TEST_PDF)).statusCode).toBe(201);
  });

  it('racing uploads cannot pass the quota together', async () => {
    const { calls } = await sentForm();
    const full = Buffer.alloc(FORM_UPLOAD_MAX_BYTES, 0x62);
    const fits = Math.floor(FORM_REQUEST_UPLOAD_MAX_BYTES / FORM_UPLOAD_MAX_BYTES);
    const codes = await Promise.all(
      Array.from({ length: fits + 2 }, (_, i) => calls.upload('photo', full, `race-${i}.txt`, 'text/plain').then((r) => r.statusCode)),
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(fits);
    expect(codes.filter((c) => c === 413)).toHaveLength(2);
  });

  it('deletes unattached uploads, row and bytes, only once they are FORM_UPLOAD_UNATTACHED_HOURS old; sent files stay', async () => {
    const { calls } = await sentForm();
    const kept = (await calls.upload('photo', TEST_PDF)).json().id as string;
    const dropped = (await calls.upload('photo', TEST_PDF)).json().id as string;
    expect((await calls.answer({ name: 'Ana', photo: [kept] })).statusCode).toBe(201);
    const [droppedRow] = await rowsOf([dropped]);
    const [keptRow] = await rowsOf([kept]);
    expect(await ctx().assets.exists(droppedRow!.key)).toBe(true);

    await sweepFormUploads(ctx(), new Date(Date.now() + (FORM_UPLOAD_UNATTACHED_HOURS - 1) * HOUR));
    expect(await rowsOf([kept, dropped])).toHaveLength(2);

    const later = new Date(Date.now() + FORM_UPLOAD_UNATTACHED_HOURS * HOUR + 60_000);
    expect(await sweepFormUploads(ctx(), later)).toBeGreaterThanOrEqual(1);
    expect((await rowsOf([kept, dropped])).map((r) => r.id)).toEqual([kept]);
    expect(await ctx().assets.exists(droppedRow!.key)).toBe(false);
    expect(await ctx().assets.exists(keptRow!.key)).toBe(true);
  });

  it('several nodes sweeping at once delete each upload once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { calls } = await sentForm();
      for (let j = 0; j < 2; j += 1) ids.push((await calls.upload('photo', TEST_PDF)).json().id);
    }
    const later = new Date(Date.now() + FORM_UPLOAD_UNATTACHED_HOURS * HOUR + 60_000);
    const counts = await Promise.all([sweepFormUploads(ctx(), later), sweepFormUploads(ctx(), later), sweepFormUploads(ctx(), later)]);
    expect(await rowsOf(ids)).toEqual([]);
    // The earlier test swept everything older: these six are all there was, each counted by one sweep.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
  });

  it('the sweeper sweeps on start, by the real clock', async () => {
    const { calls } = await sentForm();
    const old = (await calls.upload('photo', TEST_PDF)).json().id as string;
    const fresh = (await calls.upload('photo', TEST_PDF)).json().id as string;
    await db()
      .update(formUploads)
      .set({ created_at: new Date(Date.now() - (FORM_UPLOAD_UNATTACHED_HOURS + 1) * HOUR) })
      .where(eq(formUploads.id, old));
    const timer = startFormUploadSweeper(ctx(), 0, quiet);
    await timer.firstRun;
    timer.stop();
    expect((await rowsOf([old, fresh])).map((r) => r.id)).toEqual([fresh]);
  });
});
