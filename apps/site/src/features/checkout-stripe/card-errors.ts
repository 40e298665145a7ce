// Stripe's card-field error codes in spec §5's card messages (validation's i18n keys, the sandbox form's
// own words); any other error keeps Stripe's own text, which Elements writes in the page's language.
const MESSAGES: Readonly<Record<string, string>> = {
  incomplete_number: 'validation:required.cardNumber',
  invalid_number: 'validation:invalid.cardNumber',
  incorrect_number: 'validation:invalid.cardNumber',
  incomplete_expiry: 'validation:required.expiry',
  invalid_expiry_month: 'validation:invalid.expiry',
  invalid_expiry_year: 'validation:invalid.expiry',
  invalid_expiry_month_past: 'validation:invalid.expiry',
  invalid_expiry_year_past: 'validation:invalid.expiry',
  expired_card: 'validation:invalid.expiry',
  incomplete_cvc: 'validation:required.cvv',
  invalid_cvc: 'validation:invalid.cvv',
  incorrect_cvc: 'validation:invalid.cvv',
};

/** The i18n key of a card error code, or null to show Stripe's message. */
export function cardErrorKey(code: string | undefined): string | null {
  return (code && MESSAGES[code]) || null;
}
