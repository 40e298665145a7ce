// Ecommerce settings carry shippingRate and taxRate as strings, default "0" (spec §3, §9).
import { multiplyMinor, toMinorUnits } from '@vitrina/core-model';

/** Rates keep four decimals of a percent (8.2500 %), as tax tables publish them. */
const RATE_SCALE = 10_000;
const RATE = /^\s*(\d*)(?:\.(\d*))?\s*%?\s*$/;

/**
 * Parses a percentage string ("8.25", "8.25%", "0") into ten-thousandths of a percent
 * (8.25 % → 82 500). Empty, negative or malformed rates count as 0: a broken setting must not block a sale.
 */
export function parsePercentRate(rate: string | number | null | undefined): number {
  if (rate === null || rate === undefined) return 0;
  const match = RATE.exec(String(rate));
  if (!match) return 0;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return 0;
  return Number(whole || '0') * RATE_SCALE + Number(fraction.slice(0, 4).padEnd(4, '0'));
}

/** `amountCents` × rate %, rounded to whole cents by core-model's one rule (half away from zero). */
export function applyPercentRate(amountCents: number, rate: string | number | null | undefined): number {
  const scaled = parsePercentRate(rate);
  if (amountCents <= 0 || scaled === 0) return 0;
  return multiplyMinor(amountCents, scaled, 100 * RATE_SCALE);
}

/** shippingRate is a flat amount per order in the client's currency; malformed or negative gives 0. */
export function parseFlatRate(rate: string | number | null | undefined): number {
  const cents = toMinorUnits(rate);
  return cents === null || cents < 0 ? 0 : cents;
}
