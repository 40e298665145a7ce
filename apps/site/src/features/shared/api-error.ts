// What a failed api-client call tells a form: the HTTP status, the API's error code and its field
// messages (i18n keys of the validation namespace, shown on the fields like the form's own errors).
import { apiFailureOf } from '@vitrina/api-client';
import { isValidationMessageKey } from '@vitrina/validation';

export interface ApiFailure {
  /** HTTP status, or null when no answer came (offline, blocked, unreadable). */
  status: number | null;
  code: string | null;
  fields: Record<string, string>;
}

/** An RTK Query error (FetchBaseQueryError or SerializedError) as a form shows it, read with apiFailureOf. */
export function readApiFailure(error: unknown): ApiFailure {
  const failure = apiFailureOf(error);
  // Only known keys: a field never shows raw server text.
  const fields = Object.fromEntries(Object.entries(failure?.fields ?? {}).filter(([, key]) => isValidationMessageKey(key)));
  return { status: failure?.status ?? null, code: failure?.code ?? null, fields };
}
