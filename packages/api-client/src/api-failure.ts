// The one reader of a failed call. Answers are typed by their contracts (the API's serializer writes them
// with the route's response schema); error answers all share one contract, ErrorBody (contracts/shared.ts,
// the API's http/errors.ts), and this is the only place that looks at an error as it comes from RTK Query.
// Pages narrow the result to what they show (checkoutFailureOf, formFailureOf, the site's
// readApiFailure), always from an ApiFailure, never from the raw error.
import type { ErrorBody } from './contracts/shared.js';

export type { ErrorBody };

/** What a failed call says, in the words of ErrorBody. */
export interface ApiFailure<Extra extends object = object> {
  /** HTTP status, or null when no answer came (offline, blocked, a bearer call without a token). */
  status: number | null;
  /** ErrorBody's `error.code`; null when the answer carried no error body (a proxy's page, a network error). */
  code: string | null;
  /** ErrorBody's `error.message` (often an i18n key of the errors namespace); null without an error body. */
  message: string | null;
  /** ErrorBody's `error.fields` (field → validation message key); `{}` when none. */
  fields: Record<string, string>;
  /** ErrorBody's `error.field` (409 slug_taken); null when none. */
  field: string | null;
  /**
   * The route's own extras beside `error` (its error contract, e.g. CheckoutErrorExtra), as the API's error
   * handler sends them; `{}` without an error body.
   */
  extra: Partial<Extra>;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Whether `data` is an ErrorBody: `{ error: { code, … } }` with a text code. The rest is read as the contract
 * says; a body without its `message` (a plugin's, an old proxy's) still tells its code.
 */
export function isErrorBody(data: unknown): data is { error: Partial<ErrorBody['error']> & Pick<ErrorBody['error'], 'code'> } {
  if (!isObject(data) || !('error' in data) || !isObject(data.error)) return false;
  return 'code' in data.error && typeof data.error.code === 'string';
}

/**
 * The failure of a call: an RTK Query error (FetchBaseQueryError `{ status, data }`, a SerializedError) or an
 * upload's `{ status, data }`. null when `error` is no error at all (undefined, null, not an object).
 * `Extra` names the route's error extras (a contract type); they are read as the API sent them.
 */
export function apiFailureOf<Extra extends object = object>(error: unknown): ApiFailure<Extra> | null {
  if (!isObject(error)) return null;
  const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
  const data = 'data' in error ? error.data : undefined;
  if (!isErrorBody(data)) return { status, code: null, message: null, fields: {}, field: null, extra: {} };
  const { error: body, ...extra } = data;
  return {
    status,
    code: body.code,
    message: body.message ?? null,
    fields: body.fields ?? {},
    field: body.field ?? null,
    extra: extra as Partial<Extra>,
  };
}
