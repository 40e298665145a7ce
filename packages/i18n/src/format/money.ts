// Money display of spec §5: commas for thousands, exactly two decimals, empty gives 0.00. The symbol is
// the client's own currency symbol (default $), not a per-language currency (see README).
import { DEFAULT_CURRENCY_SYMBOL } from '@vitrina/core-model';

const grouping = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** Reads an amount as the API sends it (number or decimal string, possibly with commas); junk is 0. */
export function toAmount(amount: number | string | null | undefined): number {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : 0;
  if (typeof amount !== 'string') return 0;
  const cleaned = amount.replace(/[,\s]/g, '');
  if (cleaned === '') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/** `formatMoney(1234.5)` → `$1,234.50`; `formatMoney(-12)` → `-$12.00`; `formatMoney('')` → `$0.00`. */
export function formatMoney(
  amount: number | string | null | undefined,
  symbol: string | null | undefined = DEFAULT_CURRENCY_SYMBOL,
): string {
  const value = toAmount(amount);
  const digits = grouping.format(Math.abs(value));
  // A value that rounds to 0.00 is shown unsigned (never "-$0.00").
  const negative = value < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${symbol ?? DEFAULT_CURRENCY_SYMBOL}${digits}`;
}
