// A price as the owner types it in the editor (spec §5 "Numeric-only keypress: only digits and the dot are
// allowed"): digits with at most one dot and at most two decimals, so what is saved is what was typed.
import { MINOR_UNIT_DIGITS, toMinorUnits } from './minor-units.js';
import type { MinorUnits } from './minor-units.js';

const PRICE_INPUT = new RegExp(`^(?:\\d+(?:\\.\\d{0,${MINOR_UNIT_DIGITS}})?|\\.\\d{1,${MINOR_UNIT_DIGITS}})$`);

/** `"45"` → 4500, `"45.5"` → 4550, `".5"` → 50, `"45."` → 4500; anything else (`"1,000"`, `"$5"`, `"1.005"`, `"-1"`) → null. */
export function parseMoneyInput(text: unknown): MinorUnits | null {
  if (typeof text !== 'string' || !PRICE_INPUT.test(text)) return null;
  return toMinorUnits(text);
}
