import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, createTestDatabase } from '../testing/test-db.js';
import type { TestDatabase } from '../testing/test-db.js';
import { cardBrand, decodeCardToken, encodeCardToken, tokenizeCard } from './card-token.js';
import { SandboxGateway } from './sandbox-gateway.js';

describe('sandbox card tokens (Stripe’s public test cards)', () => {
  it.each([
    ['4242424242424242', 'Visa', '4242', 'succeed'],
    ['4000000000000002', 'Visa', '0002', 'decline'],
    ['4000000000009995', 'Visa', '9995', 'insufficient-funds'],
    ['4000002500003155', 'Visa', '3155', 'requires-action'],
    ['5555555555554444', 'Mastercard', '4444', 'succeed'],
    ['378282246310005', 'American Express', '0005', 'succeed'],
  ])('%s → %s •••• %s, %s', (digits, brand, last4, scenario) => {
    const token = tokenizeCard(digits);
    expect(token).toEqual({ brand, last4, scenario });
    const encoded = encodeCardToken(token);
    expect(encoded).not.toContain(digits);
    expect(decodeCardToken(encoded)).toEqual(token);
  });

  it('anything else is no token; unknown ranges are a plain card', () => {
    expect(decodeCardToken('4242424242424242')).toBeNull();
    expect(decodeCardToken(undefined)).toBeNull();
    expect(cardBrand('9999')).toBe('Card');
  });
});

describe.each(testDatabases())('%s: the sandbox gateway', (kind) => {
  let db: TestDatabase;
  let now = new Date('2030-01-01T10:00:00Z');
  let gateway: SandboxGateway;
  let n = 0;
  const create = (amountCents = 5000, key = `key-${(n += 1)}`) =>
    gateway.createPayment({ orderId: `order-${n}`, amountCents, currency: 'USD', idempotencyKey: key });
  const token = (digits: string) => encodeCardToken(tokenizeCard(digits));

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    gateway = new SandboxGateway(db.db, { now: () => now });
  }, 60_000);
  afterAll(() => db?.dispose());

  it('one charge per idempotency key, whoever asks and how often', async () => {
    const [a, b, c] = await Promise.all([create(100, 'same'), create(100, 'same'), create(100, 'same')]);
    expect(a!.transactionId).toMatch(/^sbx_/);
    expect(new Set([a, b, c].map((p) => p!.transactionId)).size).toBe(1);
    expect(a!.status).toBe('requires_confirmation');
  });

  it('success, decline and insufficient funds; a confirmed charge does not move again', async () => {
    const ok = await create();
    expect(await gateway.confirmPayment({ transactionId: ok.transactionId, paymentMethodToken: token('4242424242424242') })).toMatchObject({
      status: 'succeeded',
      card: { brand: 'Visa', last4: '4242' },
    });
    const again = await gateway.confirmPayment({ transactionId: ok.transactionId, paymentMethodToken: token('4000000000000002') });
    expect(again.status).toBe('succeeded');
    const no = await create();
    expect(await gateway.confirmPayment({ transactionId: no.transactionId, paymentMethodToken: token('4000000000000002') })).toMatchObject({
      status: 'failed',
      failureCode: 'declined',
    });
    const poor = await create();
    expect(
      (await gateway.confirmPayment({ transactionId: poor.transactionId, paymentMethodToken: token('4000000000009995') })).failureCode,
    ).toBe('insufficient-funds');
    const bad = await create();
    expect((await gateway.confirmPayment({ transactionId: bad.transactionId, paymentMethodToken: 'garbage' })).status).toBe('failed');
  });

  it('the validation step: 15 minutes to approve, then it expires', async () => {
    const p = await create();
    const waiting = await gateway.confirmPayment({ transactionId: p.transactionId, paymentMethodToken: token('4000002500003155') });
    expect(waiting.status).toBe('requires_action');
    expect(waiting.expiresAt!.getTime() - now.getTime()).toBe(15 * 60_000);
    expect((await gateway.validate(p.transactionId, true))!.status).toBe('succeeded');
    const late = await create();
    await gateway.confirmPayment({ transactionId: late.transactionId, paymentMethodToken: token('4000002500003155') });
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await gateway.validate(late.transactionId, true))!.status).toBe('requires_action');
    expect((await gateway.cancelPayment(late.transactionId)).status).toBe('canceled');
    expect(await gateway.validate('sbx_none', true)).toBeNull();
  });

  it('refunds: partial, then the rest; never more than was captured; nothing of a failed charge', async () => {
    const p = await create(5000);
    await gateway.confirmPayment({ transactionId: p.transactionId, paymentMethodToken: token('4242424242424242') });
    expect((await gateway.refundPayment({ transactionId: p.transactionId, amountCents: 2000, idempotencyKey: 'r1' })).refundedCents).toBe(
      2000,
    );
    expect((await gateway.refundPayment({ transactionId: p.transactionId, amountCents: 3001, idempotencyKey: 'r2' })).refundedCents).toBe(
      2000,
    );
    expect((await gateway.refundPayment({ transactionId: p.transactionId, idempotencyKey: 'r3' })).refundedCents).toBe(5000);
    expect((await gateway.refundPayment({ transactionId: p.transactionId, amountCents: 1, idempotencyKey: 'r4' })).refundedCents).toBe(
      5000,
    );
    const failed = await create(5000);
    await gateway.confirmPayment({ transactionId: failed.transactionId, paymentMethodToken: token('4000000000000002') });
    expect((await gateway.refundPayment({ transactionId: failed.transactionId, idempotencyKey: 'r5' })).refundedCents).toBe(0);
  });
});
