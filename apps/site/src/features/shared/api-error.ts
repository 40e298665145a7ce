// What a failed api-client call tells a form: the HTTP status, the API's error code and its field
// messages (i18n keys of the validation namespace, shown on the fields like the form's own errors).
import { isValidationMessageKey } from '@vitrina/validation';

export interface ApiFailure {
  /** HTTP status, or null when no answer came (offline, blocked, unreadable). */
  status: number | null;
  code: string | null;
  fields: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads an RTK Query error (FetchBaseQueryError or SerializedError). */
export function readApiFailure(error: unknown): ApiFailure {
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : null;
  const body = isRecord(error) && isRecord(error.data) && isRecord(error.data.error) ? error.data.error : null;
  const fields: Record<string, string> = {};
  if (body && isRecord(body.fields)) {
    // Only known keys: a field never shows raw server text.
    for (const [name, key] of Object.entries(body.fields)) if (isValidationMessageKey(key)) fields[name] = key;
  }
  return { status, code: body && typeof body.code === 'string' ? body.code : null, fields };
}
