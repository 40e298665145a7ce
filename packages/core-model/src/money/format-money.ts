// Spec §5 "Money display: thousands separated by commas, exactly 2 decimals; empty gives 0.00", with the
// client's own currency symbol, default `$` (§3 currency {symbol}, §9). Both languages show it the same
// way (docs/decisions.md "Currency"), so the rule needs no locale.
import { DEFAULT_CURRENCY_SYMBOL } from '../constants.js';
import { fromMinorUnits, roundMinor } from './minor-units.js';
import type { MinorUnits } from './minor-units.js';

/**
 * `formatMoney(123450)` → `$1,234.50`; `formatMoney(-1200)` → `-$12.00`; `formatMoney(null)` → `$0.00`.
 * Takes minor units (cents); read a decimal amount with `toMinorUnits` first.
 */
export function formatMoney(minor: MinorUnits | null | undefined, symbol: string | null | undefined = DEFAULT_CURRENCY_SYMBOL): string {
  const rounded = typeof minor === 'number' && Number.isFinite(minor) ? roundMinor(minor) : 0;
  const [whole = '0', fraction = '00'] = fromMinorUnits(Math.abs(rounded)).split('.');
  // The sign goes before the symbol (-$12.00); zero is never signed.
  return `${rounded < 0 ? '-' : ''}${symbol ?? DEFAULT_CURRENCY_SYMBOL}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
