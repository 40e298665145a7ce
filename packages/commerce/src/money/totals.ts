// Order display totals of spec §3 ("subtotal, discount, total before tax, estimated tax, shipping,
// prior payments, total outstanding, partial payment amount"), all in integer cents.
import { DEFAULT_SHIPPING_RATE, DEFAULT_TAX_RATE, roundMinor, toMinorUnits } from '@vitrina/core-model';
import type { MoneyAmount } from '@vitrina/core-model';
import { applyPercentRate, parseFlatRate } from './rate.js';

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

/** A cart or order line (unit price as a MoneyAmount string) in cents; an unreadable price counts as 0. */
export function toPricedLine(line: { unitPrice: MoneyAmount | number; quantity: number }): PricedLine {
  return { unitPriceCents: Math.max(0, toMinorUnits(line.unitPrice) ?? 0), quantity: line.quantity };
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  /** Discount in cents; capped at the subtotal so a total is never negative. */
  discountCents?: number;
  /** Percent, e.g. "8.25" (spec §3 default "0"). Applied to the total before tax. */
  taxRate?: string | number | null;
  /** Flat amount per order in currency units, e.g. "4.99" (spec §3 default "0"). */
  shippingRate?: string | number | null;
  /** Payments already received against this order/invoice. */
  priorPaymentsCents?: number;
  /** Amount the customer chose to pay now on a partial invoice; omitted means the full outstanding. */
  partialPaymentCents?: number | null;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  totalBeforeTaxCents: number;
  estimatedTaxCents: number;
  shippingCents: number;
  totalCents: number;
  priorPaymentsCents: number;
  /** What is still owed; never below zero — an overpayment shows as `overpaidCents` instead. */
  outstandingCents: number;
  overpaidCents: number;
  /** What this payment will charge: the partial amount clamped to [0, outstanding], else the outstanding. */
  amountDueNowCents: number;
}

const nonNegativeInt = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? roundMinor(n) : 0);

export function lineTotalCents(line: PricedLine): number {
  return nonNegativeInt(line.unitPriceCents) * nonNegativeInt(line.quantity);
}

export function computeTotals(input: TotalsInput): Totals {
  const subtotalCents = input.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const discountCents = Math.min(nonNegativeInt(input.discountCents), subtotalCents);
  const totalBeforeTaxCents = subtotalCents - discountCents;
  const estimatedTaxCents = applyPercentRate(totalBeforeTaxCents, input.taxRate ?? DEFAULT_TAX_RATE);
  // An empty cart ships nothing, so it shows a zero total rather than the bare shipping rate.
  const shippingCents = subtotalCents > 0 ? parseFlatRate(input.shippingRate ?? DEFAULT_SHIPPING_RATE) : 0;
  const totalCents = totalBeforeTaxCents + estimatedTaxCents + shippingCents;
  const priorPaymentsCents = nonNegativeInt(input.priorPaymentsCents);
  const outstandingCents = Math.max(0, totalCents - priorPaymentsCents);
  const overpaidCents = Math.max(0, priorPaymentsCents - totalCents);
  const partial = input.partialPaymentCents;
  const amountDueNowCents =
    partial === null || partial === undefined ? outstandingCents : Math.min(nonNegativeInt(partial), outstandingCents);
  return {
    subtotalCents,
    discountCents,
    totalBeforeTaxCents,
    estimatedTaxCents,
    shippingCents,
    totalCents,
    priorPaymentsCents,
    outstandingCents,
    overpaidCents,
    amountDueNowCents,
  };
}

export type PartialPaymentViolation = 'partial-payment-not-positive' | 'partial-payment-exceeds-outstanding';

/** A partial payment must be more than zero and no more than what is still owed. */
export function checkPartialPayment(amountCents: number, outstandingCents: number): PartialPaymentViolation | null {
  if (!Number.isFinite(amountCents) || amountCents <= 0) return 'partial-payment-not-positive';
  if (amountCents > outstandingCents) return 'partial-payment-exceeds-outstanding';
  return null;
}
