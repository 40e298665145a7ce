// Discount codes (issue 30 "Discount codes"; spec §3 order display fields: the discount line). The rules a
// code must pass to take money off an order, and how much it takes, written once: the cart's "apply" call
// and both checkouts (which re-run them inside their transaction, on the code row they lock) call these.
import { multiplyMinor } from '@vitrina/core-model';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Why a code takes nothing off: each has its own error code on the wire and its own message. */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'paused',
  'not_started',
  'expired',
  'used_up',
  'customer_limit',
  'below_minimum',
  'not_applicable',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** i18n keys of the refusals (namespace `discounts`, en and es). */
export const DISCOUNT_REFUSAL_MESSAGES: Readonly<Record<DiscountRefusal, string>> = {
  unknown: 'discounts:refused.unknown',
  paused: 'discounts:refused.paused',
  not_started: 'discounts:refused.not_started',
  expired: 'discounts:refused.expired',
  used_up: 'discounts:refused.used_up',
  customer_limit: 'discounts:refused.customer_limit',
  below_minimum: 'discounts:refused.below_minimum',
  not_applicable: 'discounts:refused.not_applicable',
};

/** What the rules read of a code. */
export interface DiscountTerms {
  kind: DiscountKind;
  /** Percent 1–100 for `percent`; minor units of the business's currency for `fixed`. */
  value: number;
  /** The cart's subtotal (minor units) must reach it; 0: none. */
  minimumCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  paused: boolean;
  /** null: no limit. */
  usageLimit: number | null;
  usedCount: number;
  /** The products (products cart) or services (services cart) it applies to; empty: all. */
  productIds: readonly number[];
  serviceIds: readonly number[];
}

/** A cart line as the rules see it: what it is and what it costs in all. */
export interface DiscountLine {
  productId?: number | null;
  serviceId?: number | null;
  totalCents: number;
}

export type DiscountOutcome = { ok: true; discountCents: number; eligibleCents: number } | { ok: false; refusal: DiscountRefusal };

/** Whether the line is one the code applies to (no product and no service named: every line). */
export function lineIsEligible(terms: Pick<DiscountTerms, 'productIds' | 'serviceIds'>, line: DiscountLine): boolean {
  const { productIds, serviceIds } = terms;
  if (productIds.length === 0 && serviceIds.length === 0) return true;
  if (line.productId != null && productIds.includes(line.productId)) return true;
  return line.serviceId != null && serviceIds.includes(line.serviceId);
}

/**
 * The discount of a cart now, or why there is none. Checked in this order: paused, not started, expired, used
 * up, below the minimum (the whole cart's subtotal), not applicable (no line it names). The per-customer limit
 * needs the buyer, so the checkout checks it (`customerUses`) and the cart cannot.
 */
export function judgeDiscount(
  terms: DiscountTerms,
  lines: readonly DiscountLine[],
  now: Date,
  customer?: { uses: number; limit: number | null },
): DiscountOutcome {
  if (terms.paused) return { ok: false, refusal: 'paused' };
  if (terms.startsAt && now.getTime() < terms.startsAt.getTime()) return { ok: false, refusal: 'not_started' };
  if (terms.endsAt && now.getTime() >= terms.endsAt.getTime()) return { ok: false, refusal: 'expired' };
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) return { ok: false, refusal: 'used_up' };
  if (customer && customer.limit !== null && customer.uses >= customer.limit) return { ok: false, refusal: 'customer_limit' };
  const subtotal = lines.reduce((sum, l) => sum + l.totalCents, 0);
  if (subtotal < terms.minimumCents) return { ok: false, refusal: 'below_minimum' };
  const eligibleCents = lines.filter((l) => lineIsEligible(terms, l)).reduce((sum, l) => sum + l.totalCents, 0);
  if (eligibleCents <= 0) return { ok: false, refusal: 'not_applicable' };
  return { ok: true, discountCents: discountOf(terms, eligibleCents), eligibleCents };
}

/**
 * What the code takes off the lines it applies to: a percent of them (half a cent away from zero, as every
 * amount of Vitrina), or a fixed amount never more than they cost.
 */
export function discountOf(terms: Pick<DiscountTerms, 'kind' | 'value'>, eligibleCents: number): number {
  if (eligibleCents <= 0) return 0;
  if (terms.kind === 'percent') return Math.min(eligibleCents, multiplyMinor(eligibleCents, Math.min(100, terms.value), 100));
  return Math.min(eligibleCents, Math.max(0, terms.value));
}

/** A code as typed: trimmed, compared without case (the owner's `Spring10` and a visitor's `spring10` are one). */
export const normalizeDiscountCode = (code: string): string => code.trim().toLowerCase();
