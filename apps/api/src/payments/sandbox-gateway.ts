// The sandbox payment gateway, the default (issue 13; ARCHITECTURE "payment gateway"): a card processor
// that behaves like a real one across restarts and API nodes, its book being the `sandbox_charges` table.
// One charge per idempotency key (a retried create returns the same charge); confirming is a conditional
// update, so two confirms of one charge move it once; refunds never exceed what was captured; the
// validation step (card 4000 0025 0000 3155) waits 15 minutes and then expires. It only ever sees a card
// token (card-token.ts): brand and last four, never a number.
import { randomBytes } from 'node:crypto';
import type {
  ConfirmPaymentInput,
  CreatePaymentInput,
  Payment,
  PaymentFailureCode,
  PaymentGateway,
  PaymentStatus,
} from '@vitrina/commerce';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { preparedStatement } from '../db/prepared.js';
import { sandboxCharges } from '../db/schema.js';
import { decodeCardToken } from './card-token.js';

type ChargeRow = typeof sandboxCharges.$inferSelect;

/** How long the validation step waits for the customer unless configured (SANDBOX_VALIDATION_SECONDS). */
export const SANDBOX_VALIDATION_MINUTES = 15;

export interface SandboxGatewayOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  /** How long the validation step waits, in seconds (default 15 minutes). */
  validationSeconds?: number;
}

function toPayment(row: ChargeRow): Payment {
  return {
    transactionId: row.id,
    orderId: row.order_ref,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: row.status as PaymentStatus,
    ...(row.failure_code ? { failureCode: row.failure_code as PaymentFailureCode } : {}),
    ...(row.card_brand && row.card_last4 ? { card: { brand: row.card_brand, last4: row.card_last4 } } : {}),
    ...(row.expires_at ? { expiresAt: row.expires_at } : {}),
    refundedCents: row.refunded_cents,
  };
}

// A checkout's two calls (issue 29): built once per database (db/prepared.ts).
const makeCharge = preparedStatement('sandbox_create', (db: AppDb, name: string) =>
  db
    .insert(sandboxCharges)
    .values({
      id: sql.placeholder('id'),
      idempotency_key: sql.placeholder('key'),
      order_ref: sql.placeholder('orderRef'),
      status: 'requires_confirmation',
      amount_cents: sql.placeholder('amountCents'),
      currency: sql.placeholder('currency'),
    })
    .onConflictDoNothing({ target: sandboxCharges.idempotency_key })
    .returning()
    .prepare(name),
);
/** A charge waiting for its confirmation moves once; every column a confirm may set is set (null where it sets none). */
const confirmCharge = preparedStatement('sandbox_confirm', (db: AppDb, name: string) =>
  db
    .update(sandboxCharges)
    .set({
      status: sql`${sql.placeholder('status')}`,
      failure_code: sql`${sql.placeholder('failureCode')}`,
      card_brand: sql`${sql.placeholder('cardBrand')}`,
      card_last4: sql`${sql.placeholder('cardLast4')}`,
      expires_at: sql`${sql.placeholder('expiresAt')}`,
      updated_at: sql`${sql.placeholder('now')}`,
    })
    .where(and(eq(sandboxCharges.id, sql.placeholder('id')), eq(sandboxCharges.status, 'requires_confirmation')))
    .returning()
    .prepare(name),
);

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly publishableKey = null;
  private readonly now: () => Date;
  private readonly validationMs: number;

  constructor(
    private readonly db: AppDb,
    options: SandboxGatewayOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.validationMs = (options.validationSeconds ?? SANDBOX_VALIDATION_MINUTES * 60) * 1000;
  }

  private async read(transactionId: string): Promise<ChargeRow | null> {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, transactionId));
    return row ?? null;
  }

  private async require(transactionId: string): Promise<ChargeRow> {
    const row = await this.read(transactionId);
    if (!row) throw new Error(`sandbox: no charge ${transactionId}`);
    return row;
  }

  async createPayment(input: CreatePaymentInput): Promise<Payment> {
    const [made] = await makeCharge(this.db, {
      id: `sbx_${randomBytes(12).toString('hex')}`,
      key: input.idempotencyKey,
      orderRef: input.orderId,
      amountCents: input.amountCents,
      currency: input.currency,
    });
    // Made now, or made before under the same key (a retry): the charge that key names.
    const [row] = made
      ? [made]
      : await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotency_key, input.idempotencyKey));
    return toPayment(row!);
  }

  async confirmPayment(input: ConfirmPaymentInput): Promise<Payment> {
    const token = decodeCardToken(input.paymentMethodToken);
    const now = this.now();
    const card = token ? { cardBrand: token.brand, cardLast4: token.last4 } : { cardBrand: null, cardLast4: null };
    const outcome: { status: PaymentStatus; failureCode: PaymentFailureCode | null; expiresAt: Date | null } = !token
      ? { status: 'failed', failureCode: 'gateway-error', expiresAt: null }
      : token.scenario === 'decline'
        ? { status: 'failed', failureCode: 'declined', expiresAt: null }
        : token.scenario === 'insufficient-funds'
          ? { status: 'failed', failureCode: 'insufficient-funds', expiresAt: null }
          : token.scenario === 'requires-action'
            ? { status: 'requires_action', failureCode: null, expiresAt: new Date(now.getTime() + this.validationMs) }
            : { status: 'succeeded', failureCode: null, expiresAt: null };
    // A charge waiting for its confirmation has no failure, card or expiry yet: what is not set stays null.
    const [confirmed] = await confirmCharge(this.db, {
      id: input.transactionId,
      status: outcome.status,
      failureCode: outcome.failureCode,
      expiresAt: outcome.expiresAt?.toISOString() ?? null,
      now: now.toISOString(),
      ...card,
    });
    // Confirmed before (a retry): the charge as it stands.
    return toPayment(confirmed ?? (await this.require(input.transactionId)));
  }

  async getPayment(transactionId: string): Promise<Payment | null> {
    const row = await this.read(transactionId);
    return row ? toPayment(row) : null;
  }

  async findPaymentByKey(idempotencyKey: string): Promise<Payment | null> {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotency_key, idempotencyKey));
    return row ? toPayment(row) : null;
  }

  /** The validation step's answer; only a charge still waiting for it, and not expired, moves. */
  async validate(transactionId: string, approve: boolean): Promise<Payment | null> {
    const now = this.now();
    await this.db
      .update(sandboxCharges)
      .set(approve ? { status: 'succeeded', updated_at: now } : { status: 'failed', failure_code: 'declined', updated_at: now })
      .where(and(eq(sandboxCharges.id, transactionId), eq(sandboxCharges.status, 'requires_action'), gt(sandboxCharges.expires_at, now)));
    return this.getPayment(transactionId);
  }

  async cancelPayment(transactionId: string): Promise<Payment> {
    await this.db
      .update(sandboxCharges)
      .set({ status: 'canceled', updated_at: this.now() })
      .where(and(eq(sandboxCharges.id, transactionId), inArray(sandboxCharges.status, ['requires_confirmation', 'requires_action'])));
    return toPayment(await this.require(transactionId));
  }

  /**
   * Refunds all that is left, or `amountCents` of it; more than is left refunds nothing (the answer shows
   * the unchanged refunded amount). A refund of a charge that did not succeed refunds nothing either.
   */
  async refundPayment(input: { transactionId: string; amountCents?: number; idempotencyKey: string }): Promise<Payment> {
    const amount = input.amountCents;
    if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0)) return toPayment(await this.require(input.transactionId));
    const add = amount === undefined ? sql`${sandboxCharges.amount_cents} - ${sandboxCharges.refunded_cents}` : sql`${amount}`;
    await this.db
      .update(sandboxCharges)
      .set({ refunded_cents: sql`${sandboxCharges.refunded_cents} + ${add}`, updated_at: this.now() })
      .where(
        and(
          eq(sandboxCharges.id, input.transactionId),
          eq(sandboxCharges.status, 'succeeded'),
          sql`${sandboxCharges.refunded_cents} + ${add} <= ${sandboxCharges.amount_cents}`,
        ),
      );
    return toPayment(await this.require(input.transactionId));
  }
}
