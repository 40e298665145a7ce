// A finding in PGlite's files names its table and column (issue 25 finding 13: find the writer first).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFindings, scanDirectory } from './card-scan.js';

const requireFromApi = createRequire(path.join(import.meta.dirname, '..', '..', 'apps', 'api', 'package.json'));

describe('a card number stored in PGlite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'card-scan-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is reported with its table and column, not only a file and an offset', async () => {
    const { PGlite } = await import(requireFromApi.resolve('@electric-sql/pglite'));
    const db = new PGlite(path.join(dir, 'db'));
    await db.exec(`create table payment_notes (id int primary key, note text, extra jsonb);
      insert into payment_notes values (1, 'paid with 4000 0025 0000 3155 today', '{"a": 1}'), (2, 'nothing', '{}');
      checkpoint;`);
    await db.close();
    const { found } = await scanDirectory(dir);
    const report = await describeFindings(dir, found);
    expect(report).toMatch(/db\/base\/\d+\/\d+ @ byte \d+: 400000…3155/);
    expect(report).toContain('stored in: table public.payment_notes, column note');
  }, 60_000);
});
