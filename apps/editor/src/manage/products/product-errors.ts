// How the Products and Store settings forms read a refused call: `{ error: { code, fields, field } }`
// (400 field messages, 409 slug_taken on the address, 403 freemium), in the form's terms.
import type { ScreenError } from '../screen-frame.js';
import { isNetworkError } from '../screen-frame.js';

export type StoreFailure =
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'slugTaken' }
  | { kind: 'freemium' }
  | { kind: 'network' }
  | { kind: 'other' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function storeFailureOf(error: unknown): StoreFailure {
  if (isNetworkError(error as ScreenError)) return { kind: 'network' };
  const data = isRecord(error) && isRecord(error.data) && isRecord(error.data.error) ? error.data.error : null;
  const code = typeof data?.code === 'string' ? data.code : null;
  if (code === 'slug_taken') return { kind: 'slugTaken' };
  if (code === 'freemium') return { kind: 'freemium' };
  if (isRecord(data?.fields)) {
    const fields = Object.fromEntries(
      Object.entries(data.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'other' };
}

/** `variants[1].name` → the nested shape formik's setErrors wants. */
export function nestedErrors(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.split(/[.[\]]/).filter(Boolean);
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = message;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}
