// What a refused save means to a back-office form, read with api-client's apiFailureOf (the one reader of an
// error answer): the server's field messages (400), the address already taken (409 slug_taken), the plan
// (403 feature_disabled / freemium), no answer at all (network), or anything else.
import { apiFailureOf } from '@vitrina/api-client';

export type FormRefusal =
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'slugTaken'; field: string }
  | { kind: 'featureDisabled' }
  | { kind: 'freemium' }
  | { kind: 'network' }
  | { kind: 'other' };

export type RefusalKind = FormRefusal['kind'];

/** Whether no answer came at all (RTK Query's FETCH_ERROR: offline, blocked). */
const isFetchError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 'FETCH_ERROR';

/**
 * The refusal in `error`. `fieldNames` renames the server's field names the form names otherwise
 * (Blog's `published_at` is its `published_on`); paths like `variants[1].name` stay as sent.
 */
export function refusalOf(error: unknown, fieldNames: Readonly<Record<string, string>> = {}): FormRefusal {
  if (isFetchError(error)) return { kind: 'network' };
  const failure = apiFailureOf(error);
  if (failure?.code === 'slug_taken') return { kind: 'slugTaken', field: failure.field ?? 'slug' };
  if (failure?.code === 'feature_disabled') return { kind: 'featureDisabled' };
  if (failure?.code === 'freemium') return { kind: 'freemium' };
  const fields = Object.entries(failure?.fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (fields.length > 0)
    return { kind: 'fields', fields: Object.fromEntries(fields.map(([name, message]) => [fieldNames[name] ?? name, message])) };
  return { kind: 'other' };
}

/**
 * The sentences a screen says about a refused call (a dialog form's notice, a confirmation's failure): the
 * API's codes with their own sentence, the field messages, no answer, and the rest.
 */
export interface RefusalTexts<K extends string> {
  /** ErrorBody codes → their sentence (e.g. `last_owner`); a code not named reads as `other`. */
  codes?: Readonly<Partial<Record<string, K>>>;
  /** HTTP statuses → their sentence, for a refusal whose code has none (Quotes: 409/404, the quote changed). */
  statuses?: Readonly<Partial<Record<number, K>>>;
  fields: K;
  network: K;
  other: K;
}

/** A refusal as a screen says it: its sentence, and the server's field messages (400) for the form. */
export interface RefusalText<K extends string> {
  key: K;
  fields: Record<string, string>;
}

/**
 * What `error` says in the screen's words: no answer, then field messages, then the code's own sentence,
 * then the status's.
 */
export function refusalTextOf<K extends string>(error: unknown, texts: RefusalTexts<K>): RefusalText<K> {
  const refusal = refusalOf(error);
  if (refusal.kind === 'network') return { key: texts.network, fields: {} };
  if (refusal.kind === 'fields') return { key: texts.fields, fields: refusal.fields };
  const failure = apiFailureOf(error);
  const byCode = failure?.code ? texts.codes?.[failure.code] : undefined;
  const byStatus = failure?.status ? texts.statuses?.[failure.status] : undefined;
  return { key: byCode ?? byStatus ?? texts.other, fields: {} };
}
