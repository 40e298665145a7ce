// Money is carried as integer cents so sums never drift (0.1 + 0.2 ≠ 0.3 in floating point).

const DECIMAL = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

/**
 * Converts a price as the API or a form gives it ("12.5", 12.5, "1,299.99") to integer cents, rounding
 * half away from zero at the third decimal. Anything that is not a finite decimal gives `null`.
 */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Through the shortest decimal string so 1.005 is read as written, not as 1.00499999…
    return toCents(String(value).includes('e') ? value.toFixed(10) : String(value));
  }
  const match = DECIMAL.exec(value.replace(/,/g, ''));
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const magnitude = cents + roundUp;
  return sign && magnitude !== 0 ? -magnitude : magnitude;
}

/** Cents back to a fixed two-decimal string ("1234.50"), for payloads; display goes through i18n's formatMoney. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
