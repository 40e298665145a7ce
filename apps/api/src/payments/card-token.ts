// The sandbox's card token: a card number typed into the sandbox's payment step becomes {brand, last4,
// scenario} at the route boundary and the number itself goes no further (never stored, logged or passed on).
// Scenarios are Stripe's public test cards (issue 13): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
// declined, 4000 0000 0000 9995 has insufficient funds, 4000 0025 0000 3155 needs the validation step; any
// other Luhn-valid number succeeds.

export type SandboxScenario = 'succeed' | 'decline' | 'insufficient-funds' | 'requires-action';

export interface CardToken {
  brand: string;
  last4: string;
  scenario: SandboxScenario;
}

const SCENARIOS: Readonly<Record<string, SandboxScenario>> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient-funds',
  '4000002500003155': 'requires-action',
};

/** The brand as card networks number their cards (IIN ranges). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'Diners Club';
  return 'Card';
}

/** `digits`: the card number as validation's cardSchema gives it (digits only, Luhn-valid). */
export function tokenizeCard(digits: string): CardToken {
  return { brand: cardBrand(digits), last4: digits.slice(-4), scenario: SCENARIOS[digits] ?? 'succeed' };
}

const TOKEN = /^sbxtok\|(succeed|decline|insufficient-funds|requires-action)\|([^|]{1,40})\|([0-9]{4})$/;

/** The token as the gateway interface passes it (`paymentMethodToken`). */
export function encodeCardToken(token: CardToken): string {
  return `sbxtok|${token.scenario}|${token.brand}|${token.last4}`;
}

export function decodeCardToken(value: string | undefined): CardToken | null {
  const match = value ? TOKEN.exec(value) : null;
  if (!match) return null;
  return { scenario: match[1] as SandboxScenario, brand: match[2]!, last4: match[3]! };
}
