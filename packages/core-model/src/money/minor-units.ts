// Money is carried as integer minor units (cents) so sums never drift (0.1 + 0.2 ≠ 0.3 in binary floating
// point). Amounts are read from their decimal text, never through `x * 100`, so 1.005 is the 1.005 a person
// wrote and not 1.00499999…; the one rounding rule is half away from zero (docs/decisions.md "Money").

/** A whole number of minor units (cents) of the client's currency: the one internal form of money. */
export type MinorUnits = number;

/**
 * Money on the wire and in stored documents: a decimal string in the client's currency (`"19.99"`), like
 * the spec's own `"0"` rates (§3, §9). Read it with `toMinorUnits`, write it with `fromMinorUnits`.
 */
export type MoneyAmount = string;

/** Every currency Vitrina shows has two decimals (spec §5 "exactly 2 decimals"). */
export const MINOR_UNIT_DIGITS = 2;
const MINOR_PER_MAJOR = 10 ** MINOR_UNIT_DIGITS;

// Optional sign, an optional currency symbol of up to three characters (`$`, `€`, `R$`, `US$`, `kr`), the
// sign again (`$-5`), digits with optional thousands commas, an optional fraction and an optional exponent
// (how JavaScript writes very large and very small numbers).
const AMOUNT = /^([-+]?)\s*([^\d\s.,+-]{0,3})\s*([-+]?)(\d[\d,]*)?(?:\.(\d*))?(?:e([-+]?\d+))?$/iu;

/** Moves the decimal point of `whole.fraction` by `exponent` places: the digits of `1.5e2` are `150`. */
function shiftPoint(whole: string, fraction: string, exponent: number): [string, string] {
  if (exponent === 0) return [whole, fraction];
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Whole and fraction digits → minor units, half away from zero on the first dropped digit. */
function digitsToMinor(negative: boolean, whole: string, fraction: string): MinorUnits | null {
  const kept = Number(whole || '0') * MINOR_PER_MAJOR + Number(fraction.slice(0, MINOR_UNIT_DIGITS).padEnd(MINOR_UNIT_DIGITS, '0'));
  const magnitude = kept + (Number(fraction[MINOR_UNIT_DIGITS] ?? '0') >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}

/**
 * Reads an amount as the API, a stored cart or a setting gives it — a number or a decimal string, with
 * optional thousands commas and currency symbol (`12.5`, `"1,299.99"`, `"$-3.20"`) — into minor units,
 * rounding half away from zero (1.005 → 101, -1.005 → -101). Empty, malformed, non-finite or too large to
 * count exactly gives `null`.
 */
export function toMinorUnits(amount: number | string | null | undefined): MinorUnits | null {
  if (typeof amount === 'number') {
    // The shortest decimal text of a number is the value a person wrote (1.005, not 1.00499999…).
    return Number.isFinite(amount) ? toMinorUnits(String(amount)) : null;
  }
  if (typeof amount !== 'string') return null;
  const match = AMOUNT.exec(amount.trim());
  if (!match) return null;
  const [, sign = '', , signAfterSymbol = '', whole, fraction, exponent] = match;
  if (sign && signAfterSymbol) return null;
  if (whole === undefined && !fraction) return null;
  // An exponent large enough to overflow any amount is refused before building a string of its zeros.
  if (exponent !== undefined && Math.abs(Number(exponent)) > 400) return null;
  const [shiftedWhole, shiftedFraction] = shiftPoint((whole ?? '').replace(/,/g, ''), fraction ?? '', Number(exponent ?? '0'));
  return digitsToMinor((sign || signAfterSymbol) === '-', shiftedWhole, shiftedFraction);
}

/** Minor units back to the wire's decimal string with exactly two decimals (`123456` → `"1234.56"`); a non-finite value throws. */
export function fromMinorUnits(minor: MinorUnits): MoneyAmount {
  const rounded = roundMinor(minor);
  const abs = BigInt(Math.abs(rounded));
  const per = BigInt(MINOR_PER_MAJOR);
  const fraction = (abs % per).toString().padStart(MINOR_UNIT_DIGITS, '0');
  return `${rounded < 0 ? '-' : ''}${abs / per}.${fraction}`;
}

/** A fractional number of minor units rounded to a whole one, half away from zero (the one rounding rule). */
export function roundMinor(value: number): MinorUnits {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  // Never -0: it would print as "-0.00" in some places.
  return rounded === 0 ? 0 : rounded;
}

/**
 * `minor × numerator ÷ denominator` rounded half away from zero, exact at any size (integer arithmetic):
 * a tax rate or any share of an amount. All three must be whole numbers; `denominator` above zero.
 */
export function multiplyMinor(minor: MinorUnits, numerator: number, denominator: number): MinorUnits {
  const product = BigInt(minor) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const quotient = product / divisor;
  const remainder = product % divisor;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  const rounded = twice >= divisor ? quotient + (product < 0n ? -1n : 1n) : quotient;
  return roundMinor(Number(rounded));
}
