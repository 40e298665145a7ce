// Spec §9 "Supported payment-country codes (45)", in the spec's order.
export const PAYMENT_COUNTRY_CODES = [
  'AU', 'AT', 'BE', 'BR', 'BG', 'CA', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GI', 'GR', 'HK', 'HU', 'IN',
  'IE', 'IT', 'JP', 'LV', 'LI', 'LT', 'LU', 'MY', 'MT', 'MX', 'NL', 'NZ', 'NO', 'PL', 'PT', 'RO', 'SG', 'SK', 'SI',
  'ES', 'SE', 'CH', 'TH', 'AE', 'GB', 'US',
] as const;
export type PaymentCountryCode = (typeof PAYMENT_COUNTRY_CODES)[number];

export function isPaymentCountry(code: string | null | undefined): boolean {
  return (PAYMENT_COUNTRY_CODES as readonly string[]).includes((code ?? '').trim().toUpperCase());
}
