// The database adapter of the built-in provider (finding 11) against oidc-provider's adapter contract.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-db.js';
import { createDbAdapter } from './oidc-adapter.js';

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
  let adapterFor: ReturnType<typeof createDbAdapter>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    adapterFor = createDbAdapter(t.db, { now: () => clock.now, sweepEveryMs: 60_000 });
  });
  afterAll(() => t.dispose());

  const rowCount = async () =>
    Number(((await t.db.execute(sql`select count(*)::int as n from oidc_models`)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);

  it('stores, replaces, finds and destroys a model, per kind', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: 'vitrina|u1' }, 60);
    expect(await sessions.find('s1')).toEqual({ jti: 's1', uid: 'u1', accountId: 'vitrina|u1' });
    // Found by another key, it comes back without its id (the row keeps only the id's hash).
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'vitrina|u1' });
    expect(await adapterFor('Grant').find('s1')).toBeUndefined();
    await sessions.upsert('s1', { uid: 'u2', accountId: 'vitrina|u1' }, 60);
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect((await sessions.findByUid('u2'))?.uid).toBe('u2');
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('never returns an expired model, and the sweep deletes it', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c-old', { grantId: 'g0' }, 30);
    await codes.upsert('c-keep', { grantId: 'g0' }, 3_600);
    clock.now += 31_000;
    expect(await codes.find('c-old')).toBeUndefined();
    expect(await codes.find('c-keep')).toBeDefined();
    const before = await rowCount();
    clock.now += 60_000; // the next write sweeps
    await adapterFor('Interaction').upsert('i1', {}, 3_600);
    expect(await rowCount()).toBe(before); // one row in, one expired row out
    await codes.destroy('c-keep');
    await adapterFor('Interaction').destroy('i1');
  });

  it('marks a consumed code so that oidc-provider sees its reuse; a new upsert starts unconsumed', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1', accountId: 'vitrina|u1' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
    await codes.consume('c1');
    const consumedAt = (await codes.find('c1'))?.consumed as number;
    expect(consumedAt).toBe(Math.floor(clock.now / 1000));
    clock.now += 5_000;
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(consumedAt);
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
  });

  it('revokes every token and code of a grant, and nothing else', async () => {
    await adapterFor('RefreshToken').upsert('r1', { grantId: 'g2' }, 3_600);
    await adapterFor('AccessToken').upsert('a1', { grantId: 'g2' }, 3_600);
    await adapterFor('RefreshToken').upsert('r2', { grantId: 'g3' }, 3_600);
    await adapterFor('Grant').upsert('g2', { accountId: 'vitrina|u1' }, 3_600);
    await adapterFor('RefreshToken').revokeByGrantId('g2');
    expect(await adapterFor('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapterFor('AccessToken').find('a1')).toBeUndefined();
    expect(await adapterFor('RefreshToken').find('r2')).toBeDefined();
    expect(await adapterFor('Grant').find('g2')).toBeDefined(); // oidc-provider destroys the grant itself
  });

  it('issue 25 finding 9: keeps ids (the tokens and cookies themselves) only as their SHA-256, and no copy in the payload', async () => {
    const secret = 'a-refresh-token-value-0123456789abcdef';
    await adapterFor('RefreshToken').upsert(secret, { jti: secret, grantId: 'g5', kind: 'RefreshToken' }, 3_600);
    await adapterFor('Interaction').upsert(
      'interaction-uid-secret',
      { jti: 'interaction-uid-secret', session: { accountId: 'vitrina|u1', uid: 'u9', cookie: 'session-cookie-secret' } },
      3_600,
    );
    const stored = JSON.stringify((await t.db.execute(sql`select id, payload from oidc_models`)) as unknown);
    for (const value of [secret, 'interaction-uid-secret', 'session-cookie-secret']) expect(stored).not.toContain(value);
    expect(await adapterFor('RefreshToken').find(secret)).toEqual({ jti: secret, grantId: 'g5', kind: 'RefreshToken' });
    expect((await adapterFor('Interaction').find('interaction-uid-secret'))?.session).toEqual({ accountId: 'vitrina|u1', uid: 'u9' });
  });

  it('finds device-flow models by user code', async () => {
    const devices = adapterFor('DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g4' }, 600);
    expect((await devices.findByUserCode('ABCD-EFGH'))?.userCode).toBe('ABCD-EFGH');
    expect(await devices.findByUserCode('NOPE')).toBeUndefined();
  });
});
