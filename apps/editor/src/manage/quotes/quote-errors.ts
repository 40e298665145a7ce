// What a refused quote action says (read by the kit's refusalTextOf): field messages for the forms, a changed
// quote (409/404: fetch it again), the network, or "try again".
import { refusalTextOf } from '../kit/index.js';
import type { RefusalTexts } from '../kit/index.js';

export type QuoteErrorKey =
  | 'manage:quotes.errors.conflict'
  | 'manage:quotes.errors.exceeds'
  | 'manage:quotes.errors.hasPayments'
  | 'manage:quotes.errors.invalid'
  | 'manage:quotes.errors.failed'
  | 'errors:network';

export interface QuoteFailure {
  key: QuoteErrorKey;
  /** The API's field messages (i18n keys of `validation`), by path such as `lines[0].name`. */
  fields?: Record<string, string>;
  /** The quote is not what the screen shows any more: fetch it again. */
  stale: boolean;
}

/** The sentences of a refused quote action (the amount dialogs read refusals through the kit with them). */
export const QUOTE_REFUSALS: RefusalTexts<QuoteErrorKey> = {
  codes: { amount_exceeds_balance: 'manage:quotes.errors.exceeds', quote_has_payments: 'manage:quotes.errors.hasPayments' },
  statuses: { 409: 'manage:quotes.errors.conflict', 404: 'manage:quotes.errors.conflict' },
  fields: 'manage:quotes.errors.invalid',
  network: 'errors:network',
  other: 'manage:quotes.errors.failed',
};

/** The refusals that mean the quote changed meanwhile. */
const STALE: ReadonlySet<QuoteErrorKey> = new Set<QuoteErrorKey>([
  'manage:quotes.errors.conflict',
  'manage:quotes.errors.exceeds',
  'manage:quotes.errors.hasPayments',
]);

export function quoteFailureOf(error: unknown): QuoteFailure {
  const { key, fields } = refusalTextOf(error, QUOTE_REFUSALS);
  return key === QUOTE_REFUSALS.fields ? { key, fields, stale: false } : { key, stale: STALE.has(key) };
}
