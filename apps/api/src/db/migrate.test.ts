// The committed migrations build the whole schema on every supported database.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases } from '../testing/test-db.js';
import type { TestDatabase } from '../testing/test-db.js';
import { openDatabase, pingDatabase } from './database.js';
import { findClientBySubdomain } from './repos/clients.js';
import { buildClient } from '../testing/builders.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.js';

const run = promisify(execFile);

const TABLES = [
  'appointment_services',
  'appointments',
  'audit_log',
  'blog_posts',
  'builder_sessions',
  'chat_conversations',
  'chat_messages',
  'clients',
  'contact_messages',
  'customer_forms',
  'customers',
  'discount_codes',
  'discount_uses',
  'domain_events',
  'form_requests',
  'form_responses',
  'form_uploads',
  'gallery_images',
  'idempotency_keys',
  'locations',
  'mail_messages',
  'oidc_models',
  'order_counters',
  'order_feedback',
  'order_lines',
  'order_refunds',
  'orders',
  'password_tokens',
  'payment_events',
  'payments',
  'product_images',
  'product_variants',
  'products',
  'sandbox_charges',
  'service_areas',
  'service_forms',
  'service_images',
  'service_staff',
  'services',
  'sign_in_tickets',
  'site_versions',
  'sites',
  'staff',
  'staff_breaks',
  'staff_hours',
  'staff_time_off',
  'subscriptions',
  'team_invites',
  'templates',
  'tracking_records',
  'uploads',
  'user_clients',
  'users',
  'wizard_sessions',
];

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('migrations create every table of the API', async () => {
    const result = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toEqual(TABLES);
  });

  it('running the migrations again changes nothing', async () => {
    await expect(migrateDatabase(t)).resolves.toBeUndefined();
  });

  it('/api/healthz ping answers true on an open database', async () => {
    expect(await pingDatabase(t)).toBe(true);
  });
});

describe('embedded default (PGlite files in DATA_DIR/db)', () => {
  it('a fresh data dir is migrated, and what was written is there after a restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-data-'));
    try {
      const first = await openDatabase({ databaseUrl: undefined, dataDir });
      expect(first.kind).toBe('pglite');
      await migrateDatabase(first);
      const { client } = await buildClient(first.db, { wurkzen_subdomain: 'persisted' });
      await first.close();

      const second = await openDatabase({ databaseUrl: undefined, dataDir });
      await migrateDatabase(second);
      expect((await findClientBySubdomain(second.db, 'persisted'))?.client.id).toBe(client.id);
      await second.close();
      expect(await pingDatabase(second)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('committed migrations', () => {
  it('match the schema: drizzle-kit finds nothing left to generate', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'vitrina-drizzle-'));
    try {
      await cp(MIGRATIONS_FOLDER, out, { recursive: true });
      const cwd = path.resolve(MIGRATIONS_FOLDER, '..');
      // drizzle-kit only takes an --out relative to the working directory.
      const args = [
        'exec',
        'drizzle-kit',
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema.ts',
        '--out',
        path.relative(cwd, out),
      ];
      const { stdout, stderr } = await run('pnpm', args, { cwd });
      expect(`${stdout}${stderr}`).toContain('No schema changes');
      expect((await readdir(out)).filter((f) => f.endsWith('.sql'))).toEqual(
        (await readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith('.sql')),
      );
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 60_000);
});
