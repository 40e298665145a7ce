// Issue 28 "killed -9 mid-send, no message is lost and none is sent more than twice": messages wait in the
// outbox; a process sends the first to a real SMTP server (smtp-server on 127.0.0.1) and dies (failpoint
// `mail:after-send`, SIGKILL) before marking it sent. Started again on the same database, the new process
// waits out the dead one's lease, sends that message a second time and every other one once, and marks
// them all sent. PGlite (DATA_DIR/db, one process at a time) and Postgres when it answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainSkip, freePort, launchNode, reachablePostgres, type LaunchedNode } from '../../src/cluster/cluster-test-fixture.js';
import { openDatabase } from '../../src/db/index.js';
import { clients, mailMessages } from '../../src/db/schema.js';
import { insertMessages } from '../../src/modules/mail/mail-repository.js';
import { startTestSmtp, type TestSmtp } from '../../src/modules/mail/mail-test-fixture.js';
import { createScratchPostgres, type ScratchDatabase } from '../../src/testing/test-db.js';

const postgresUrl = await reachablePostgres();
explainSkip('mail crash (postgres)', postgresUrl ? [] : ['Postgres']);
const KINDS = postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const MESSAGES = 5;
const LEASE_SECONDS = 5;

async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.each(KINDS)('%s: the mail sender killed between a send and its mark (issue 28)', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vitrina-mail-crash-${kind}-`));
  let scratch: ScratchDatabase | null = null;
  let smtp: TestSmtp;
  let port = 0;
  let node: LaunchedNode | null = null;
  let env: NodeJS.ProcessEnv = {};

  const start = async (name: string, extra: NodeJS.ProcessEnv) => {
    node = launchNode(name, port, { ...env, ...extra });
    if (!(await node.ready)) {
      const exit = await node.exited;
      throw new Error(`process ${name} did not start (exit ${exit.code ?? exit.signal}):\n${node.output()}`);
    }
    return node;
  };
  const withDatabase = async <T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ databaseUrl: scratch?.url || undefined, dataDir });
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    port = await freePort();
    if (kind === 'postgres') scratch = await createScratchPostgres(postgresUrl ?? '');
    env = {
      DATABASE_URL: scratch?.url ?? '',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '',
      SITE_DIST: path.join(dataDir, 'no-site'),
      EDITOR_DIST: path.join(dataDir, 'no-editor'),
      SUBSCRIPTION_RENEWAL_INTERVAL_MS: '0',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'no-reply@vitrina.test',
      MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
      MAIL_SEND_INTERVAL_MS: '500',
      VITRINA_FAILPOINTS: '',
    };
  });

  afterAll(async () => {
    await (node as LaunchedNode | null)?.stop();
    await smtp?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('the message sent before the kill is sent once more, the others once, and all end sent', async () => {
    // 1. A migrated, seeded database; then messages queued while no process runs.
    await (await start('setup', { SEED_DEMO: '1' })).stop();
    const ids = await withDatabase(async (db) => {
      const [client] = await db.select({ id: clients.id }).from(clients).limit(1);
      return insertMessages(
        db,
        Array.from({ length: MESSAGES }, (_, i) => ({
          clientId: client!.id,
          kind: 'test',
          eventId: null,
          dedupeKey: `crash:${i}`,
          to: { address: `buyer${i}@example.test`, name: '' },
          fromName: 'Bistro',
          replyTo: null,
          language: 'en' as const,
          subject: `Crash test ${i}`,
          html: `<p>Message ${i}</p>`,
          text: `Message ${i}`,
          messageId: `<crash-${kind}-${i}@vitrina.test>`,
        })),
      );
    });
    expect(ids).toHaveLength(MESSAGES);

    // 2. A process that dies right after handing the first message to the server.
    // It may die before or after it prints its banner: only its end is awaited.
    const a = launchNode('A', port, { ...env, SEED_DEMO: '0', VITRINA_FAILPOINTS: 'mail:after-send' });
    node = a;
    expect((await a.exited).signal).toBe('SIGKILL');
    expect(smtp.received.map((m) => m.subject)).toEqual(['Crash test 0']);

    // 3. Started again: the dead process's lease runs out, then everything goes out and is marked sent.
    const b = await start('B', { SEED_DEMO: '0' });
    const done = await within(LEASE_SECONDS * 1000 + 20_000, async () => smtp.received.length >= MESSAGES + 1);
    expect(done, `received: ${smtp.received.map((m) => m.subject).join(', ')}\n${b.output()}`).toBe(true);
    await b.stop();
    const counts = new Map<string, number>();
    for (const m of smtp.received) counts.set(m.messageId ?? '', (counts.get(m.messageId ?? '') ?? 0) + 1);
    expect(counts.get(`<crash-${kind}-0@vitrina.test>`)).toBe(2);
    for (let i = 1; i < MESSAGES; i++) expect(counts.get(`<crash-${kind}-${i}@vitrina.test>`)).toBe(1);
    const rows = await withDatabase((db) => db.select().from(mailMessages));
    expect(rows.map((r) => r.status)).toEqual(Array.from({ length: MESSAGES }, () => 'sent'));
    expect(rows.find((r) => r.dedupe_key === 'crash:0')?.attempts).toBe(2);
  });
});
