// Spec §5 "Numeric-only keypress: only digits and the dot are allowed. Paste is blocked if it contains a
// non-digit." Pure so the ui-kit can call them from keypress/paste handlers and tests need no DOM.

/**
 * Whether a keypress with this `KeyboardEvent.key` may go through. Named keys (`Enter`, `Backspace`,
 * `Tab`, arrows — anything longer than one character) insert no text, so they pass: blocking Enter would
 * stop the form from submitting.
 */
export function isAllowedNumericKey(key: string): boolean {
  if ([...key].length === 1) return /^[0-9.]$/.test(key);
  return /^[A-Z][A-Za-z0-9]+$/.test(key);
}

/** Whether pasted text may go through: only digits (spec §5 blocks a paste with any non-digit). */
export function isAllowedNumericPaste(text: string): boolean {
  return /^[0-9]*$/.test(text);
}

/**
 * A price field's keypress (issue 26): digits, the dot and the comma, so an owner writes a price the way their
 * language does (en `1,250.00`, es `1.250,00`); core-model's `moneyInputIn` reads it. Named keys pass.
 */
export function isAllowedMoneyKey(key: string): boolean {
  if ([...key].length === 1) return /^[0-9.,]$/.test(key);
  return isAllowedNumericKey(key);
}

/** A price field's paste: digits with dots and commas (`1,250.00`, `1.250,00`). */
export function isAllowedMoneyPaste(text: string): boolean {
  return /^[0-9.,]*$/.test(text.trim());
}
