// How the forms and dialogs of the catalog and the store (Store settings, removals, Send form) read a refused
// call, in their terms: the kit's refusalOf, where a feature switch means nothing.
import { refusalOf } from '../kit/form-refusal.js';

export type StoreFailure =
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'slugTaken' }
  | { kind: 'freemium' }
  | { kind: 'network' }
  | { kind: 'other' };

/** The kit's reading of the refusal (refusalOf), in these forms' kinds: the store has no feature switch. */
export function storeFailureOf(error: unknown): StoreFailure {
  const refusal = refusalOf(error);
  if (refusal.kind === 'slugTaken') return { kind: 'slugTaken' };
  if (refusal.kind === 'featureDisabled') return { kind: 'other' };
  return refusal;
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
