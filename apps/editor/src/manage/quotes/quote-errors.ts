// What a refused quote action says: field messages for the forms, a changed quote (409/404: fetch it again),
// the network, or "try again".
import type { ScreenError } from '../screen-frame.js';
import { isNetworkError } from '../screen-frame.js';

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

export function quoteFailureOf(error: unknown): QuoteFailure {
  if (isNetworkError(error as ScreenError)) return { key: 'errors:network', stale: false };
  const status = error && typeof error === 'object' && 'status' in error ? error.status : null;
  const data =
    error && typeof error === 'object' && 'data' in error ? (error.data as { error?: { code?: unknown; fields?: unknown } } | null) : null;
  const fields = data?.error?.fields && typeof data.error.fields === 'object' ? (data.error.fields as Record<string, string>) : undefined;
  if (fields) return { key: 'manage:quotes.errors.invalid', fields, stale: false };
  const code = data?.error?.code;
  if (code === 'amount_exceeds_balance') return { key: 'manage:quotes.errors.exceeds', stale: true };
  if (code === 'quote_has_payments') return { key: 'manage:quotes.errors.hasPayments', stale: true };
  if (status === 409 || status === 404) return { key: 'manage:quotes.errors.conflict', stale: true };
  return { key: 'manage:quotes.errors.failed', stale: false };
}
