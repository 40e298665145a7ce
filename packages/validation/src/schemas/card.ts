// Card fields (spec §3: holder name, card number, expiry date, cvv) with the §5 card messages. The card
// number comes out as digits only, the expiry as MM/YY (`1234` is `12/34`, issue 26). `now` is injectable so tests (and the API's clock) decide "the past".
import { object } from 'yup';
import type { InferType } from 'yup';
import { formatCardExpiry, isValidCardExpiry } from '../card/card-expiry.js';
import { isValidCardNumber, normalizeCardNumber } from '../card/card-number.js';
import { isValidCvv } from '../card/card-cvv.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { requiredText } from './fields.js';

const filledOr = (check: (value: string) => boolean) => (value: string | undefined) => !value || check(value);

export function createCardSchema(options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return object({
    holderName: requiredText(M.required.cardHolderName),
    cardNumber: requiredText(M.required.cardNumber)
      .test('card-number', M.invalid.cardNumber, filledOr(isValidCardNumber))
      .transform((value: unknown) => (typeof value === 'string' && isValidCardNumber(value) ? normalizeCardNumber(value) : value)),
    expiryDate: requiredText(M.required.expiry)
      .transform((value: unknown) => (typeof value === 'string' ? formatCardExpiry(value) : value))
      .test(
        'expiry',
        M.invalid.expiry,
        filledOr((value) => isValidCardExpiry(value, now())),
      ),
    cvv: requiredText(M.required.cvv).test('cvv', M.invalid.cvv, filledOr(isValidCvv)),
  });
}

export const cardSchema = createCardSchema();

export type CardValues = InferType<typeof cardSchema>;
