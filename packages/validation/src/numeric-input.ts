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
