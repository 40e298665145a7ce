// Discount codes (issue 30 "Discount codes"; spec §3 order display fields: the discount line): the owner's
// changes (each with its audit entry, in one transaction), the cart's check of a typed code, and the judgement
// both checkouts make inside their own transaction (the code locked, judged by commerce's judgeDiscount, its
// use counted: discount-uses-repository.ts). Owners and managers use the screen (core-model 'discounts').
import { DISCOUNT_REFUSAL_MESSAGES, judgeDiscount, normalizeDiscountCode } from '@vitrina/commerce';
import type { DiscountLine, DiscountRefusal, DiscountTerms } from '@vitrina/commerce';
import { businessTimeZone, fromMinorUnits, isValidDiscountCode } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../../db/repos/audit.js';
import { ApiError, foundOr } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { customerUses, lockCode, recordUse, releaseUse } from './discount-uses-repository.js';
import { clientTimeZone, findCode, findCodeByKey, insertCode, listCodes, listUses, updateCode } from './discounts-repository.js';
import type { DiscountCodeFields, DiscountCodeRow, DiscountUseRow } from './discounts-repository.js';

export type { DiscountCodeFields, DiscountCodeRow, DiscountUseRow } from './discounts-repository.js';

/** HTTP status of every refusal: the code is understood but cannot be used for this cart or buyer now. */
export const DISCOUNT_REFUSAL_STATUS = 422;

/** The wire's error code of a refusal: `discount_expired`, `discount_used_up`… */
export const refusalCode = (refusal: DiscountRefusal): string => `discount_${refusal}`;

/** A code that takes nothing off, with its own code, message key and what the message names (the minimum). */
export class DiscountRefused extends Error {
  constructor(
    readonly refusal: DiscountRefusal,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(DISCOUNT_REFUSAL_MESSAGES[refusal]);
  }
  get code(): string {
    return refusalCode(this.refusal);
  }
  /** As an API error (the cart's check). */
  toApiError(): ApiError {
    return new ApiError(DISCOUNT_REFUSAL_STATUS, this.code, this.message, undefined, {
      discount: { refusal: this.refusal, ...this.extra },
    });
  }
}

export const termsOf = (row: DiscountCodeRow): DiscountTerms => ({
  kind: row.kind === 'fixed' ? 'fixed' : 'percent',
  value: row.value,
  minimumCents: row.minimum_cents,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  paused: row.paused,
  usageLimit: row.usage_limit,
  usedCount: row.used_count,
  productIds: row.product_ids,
  serviceIds: row.service_ids,
});

/** A code's applied discount: the code as the owner wrote it and what it takes off (minor units). */
export interface AppliedDiscount {
  codeId: number;
  code: string;
  discountCents: number;
}

function judged(row: DiscountCodeRow | null, lines: readonly DiscountLine[], now: Date, customer?: { uses: number; limit: number | null }) {
  if (!row) throw new DiscountRefused('unknown');
  const outcome = judgeDiscount(termsOf(row), lines, now, customer);
  if (!outcome.ok) {
    const extra = outcome.refusal === 'below_minimum' ? { minimum: fromMinorUnits(row.minimum_cents) } : {};
    throw new DiscountRefused(outcome.refusal, extra);
  }
  return { codeId: row.id, code: row.code, discountCents: outcome.discountCents };
}

/** The typed code as the rules read it, or `unknown` for one no code can be. */
function keyOf(typed: string): string {
  const key = normalizeDiscountCode(typed);
  if (!isValidDiscountCode(key)) throw new DiscountRefused('unknown');
  return key;
}

/**
 * The cart's check of a typed code (no buyer yet: the per-customer limit is the checkout's): what it would
 * take off these lines now, or a DiscountRefused. Nothing is counted or held.
 */
export async function checkCodeForCart(
  db: AppDb,
  clientId: number,
  typed: string,
  lines: readonly DiscountLine[],
): Promise<AppliedDiscount> {
  const key = keyOf(typed);
  return judged(await findCodeByKey(db, clientId, key), lines, new Date());
}

/**
 * Inside a checkout's transaction, before its order is written: the code locked, judged for these lines and
 * this buyer (`email`), or a DiscountRefused thrown (the caller rolls back). Call `countCheckoutUse` with the
 * order once written, in the same transaction.
 */
export async function takeDiscountInCheckout(
  tx: AppDb,
  clientId: number,
  typed: string,
  lines: readonly DiscountLine[],
  email: string,
): Promise<AppliedDiscount> {
  const row = await lockCode(tx, clientId, keyOf(typed));
  const limit = row?.per_customer_limit ?? null;
  // Counted only when the code has a per-customer limit (one statement less otherwise).
  const customer = row && limit !== null ? { uses: await customerUses(tx, clientId, row.id, email), limit } : undefined;
  return judged(row, lines, new Date(), customer);
}

/** The use of the code by the order just written (the code still locked by takeDiscountInCheckout). */
export function countCheckoutUse(
  tx: AppDb,
  clientId: number,
  applied: AppliedDiscount,
  order: { id: number; customer_id: number | null },
): Promise<void> {
  return recordUse(tx, {
    clientId,
    codeId: applied.codeId,
    orderId: order.id,
    customerId: order.customer_id,
    discountCents: applied.discountCents,
  });
}

/** A failed payment gives its order's use back (in the transaction that fails the order). */
export const releaseOrderDiscount = (tx: AppDb, orderId: number): Promise<boolean> => releaseUse(tx, orderId);

// The owner's screen.

const noSuchCode = () => new ApiError(404, 'not_found', 'There is no such discount code');
const codeTaken = () => new ApiError(409, 'code_taken', 'validation:discount.codeTaken', { code: 'validation:discount.codeTaken' });
const AUDIT_ENTITY = 'discount_code';

const auditState = (row: DiscountCodeRow) => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  minimum_cents: row.minimum_cents,
  starts_at: row.starts_at?.toISOString() ?? null,
  ends_at: row.ends_at?.toISOString() ?? null,
  usage_limit: row.usage_limit,
  per_customer_limit: row.per_customer_limit,
  product_ids: row.product_ids,
  service_ids: row.service_ids,
  paused: row.paused,
});

function isCodeClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'discount_codes_client_code_key')) return true;
  }
  return false;
}

async function write<T>(ctx: AppContext, work: (tx: AppDb) => Promise<T>): Promise<T> {
  try {
    return await ctx.database.db.transaction(work);
  } catch (err) {
    if (isCodeClash(err)) throw codeTaken();
    throw err;
  }
}

/** The business's time zone, whose days a code's start and end are (core-model's fallback when none is set). */
export const discountZone = async (ctx: AppContext, clientId: number): Promise<string> =>
  businessTimeZone(await clientTimeZone(ctx.database.db, clientId));

export const listDiscountCodes = (ctx: AppContext, clientId: number) => listCodes(ctx.database.db, clientId);

export async function getDiscountCode(ctx: AppContext, clientId: number, id: number): Promise<DiscountCodeRow> {
  return foundOr(await findCode(ctx.database.db, clientId, id), noSuchCode);
}

export function createDiscountCode(ctx: AppContext, by: OwnerChanger, fields: DiscountCodeFields): Promise<DiscountCodeRow> {
  return write(ctx, async (tx) => {
    const row = await insertCode(tx, by.clientId, fields);
    await recordAudit(tx, {
      clientId: by.clientId,
      actor: by.actor,
      action: 'discount_code.create',
      entity: AUDIT_ENTITY,
      entityId: row.id,
      before: null,
      after: auditState(row),
    });
    return row;
  });
}

export function changeDiscountCode(
  ctx: AppContext,
  by: OwnerChanger,
  id: number,
  fields: Partial<DiscountCodeFields>,
): Promise<DiscountCodeRow> {
  return write(ctx, async (tx) => {
    const before = foundOr(await findCode(tx, by.clientId, id), noSuchCode);
    const row = foundOr(await updateCode(tx, by.clientId, id, fields), noSuchCode);
    const action =
      Object.keys(fields).length === 1 && 'paused' in fields
        ? fields.paused
          ? 'discount_code.pause'
          : 'discount_code.resume'
        : 'discount_code.update';
    await recordAudit(tx, {
      clientId: by.clientId,
      actor: by.actor,
      action,
      entity: AUDIT_ENTITY,
      entityId: row.id,
      before: auditState(before),
      after: auditState(row),
    });
    return row;
  });
}

export const DISCOUNT_USES_PAGE = 50;

export async function listDiscountUses(
  ctx: AppContext,
  clientId: number,
  id: number,
  before?: { at: Date; id: number },
): Promise<{ code: DiscountCodeRow; uses: DiscountUseRow[] }> {
  const code = await getDiscountCode(ctx, clientId, id);
  return { code, uses: await listUses(ctx.database.db, clientId, id, { limit: DISCOUNT_USES_PAGE, before }) };
}
