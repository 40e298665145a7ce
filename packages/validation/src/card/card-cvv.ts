// Spec §5 card messages "CVV" / "valid CVV": 3 digits, or 4 (American Express).

export function isValidCvv(value: unknown): boolean {
  return typeof value === 'string' && /^\d{3,4}$/.test(value.trim());
}
