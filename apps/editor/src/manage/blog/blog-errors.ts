// How the Blog form reads a refused call: the owner blog API's `{ error: { code, fields, field } }` answers
// (400 field messages, 409 slug_taken on the slug, 403 feature_disabled / freemium), in the form's terms.
import type { ScreenError } from '../screen-frame.js';
import { isNetworkError } from '../screen-frame.js';

export type BlogFailure =
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'slugTaken' }
  | { kind: 'featureDisabled' }
  | { kind: 'freemium' }
  | { kind: 'network' }
  | { kind: 'other' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The API's field names that the form names otherwise. */
const FORM_FIELD: Readonly<Record<string, string>> = { published_at: 'published_on' };

export function blogFailureOf(error: unknown): BlogFailure {
  const screenError = error as ScreenError;
  if (isNetworkError(screenError)) return { kind: 'network' };
  const data = isRecord(error) && isRecord(error.data) && isRecord(error.data.error) ? error.data.error : null;
  const code = typeof data?.code === 'string' ? data.code : null;
  if (code === 'slug_taken') return { kind: 'slugTaken' };
  if (code === 'feature_disabled') return { kind: 'featureDisabled' };
  if (code === 'freemium') return { kind: 'freemium' };
  if (isRecord(data?.fields)) {
    const fields = Object.fromEntries(
      Object.entries(data.fields)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([name, message]) => [FORM_FIELD[name] ?? name, message]),
    );
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'other' };
}
