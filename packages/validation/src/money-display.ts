// Spec §5 "Money display: thousands separated by commas, exactly 2 decimals; empty gives 0.00." The
// currency symbol is added by @vitrina/i18n's formatMoney (i18n may not import this package, so it keeps
// its own copy of the rule; both are tested against the spec).

/** Whole cents of `|value|`, rounding half away from zero on the decimal value the user sees. */
function absCents(value: number): number {
  const abs = Math.abs(value);
  const text = String(abs);
  // "1.005" * 100 is 100.4999… in binary; shifting the decimal string rounds 1.005 to 1.01 as people do.
  return text.includes('e') ? Math.round(abs * 100) : Math.round(Number(`${text}e2`));
}

/** Reads a number from a number or a numeric string ("1,234.5"); anything else gives null. */
export function parseMoneyInput(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[,\s]/g, '');
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** `value` rounded to cents (half away from zero), as formatMoneyDisplay shows it. */
export function roundToCents(value: number): number {
  const cents = absCents(value);
  return cents === 0 ? 0 : (Math.sign(value) * cents) / 100;
}

/** "1234.5" → "1,234.50"; empty, null or not a number → "0.00". */
export function formatMoneyDisplay(value: number | string | null | undefined): string {
  const amount = parseMoneyInput(value);
  if (amount === null) return '0.00';
  const cents = absCents(amount);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(cents % 100).padStart(2, '0');
  return `${cents > 0 && amount < 0 ? '-' : ''}${whole}.${fraction}`;
}
