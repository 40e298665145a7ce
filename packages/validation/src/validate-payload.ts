// One entry point for the API (and any non-formik caller): validate a payload against a schema of this
// package, get back the stripped, cast value or the message key of every failing field, so a 4xx answer
// can carry field messages the browser translates exactly like its own form errors.
import { ValidationError } from 'yup';
import type { AnyObjectSchema, InferType } from 'yup';
import { VALIDATION_MESSAGES, isValidationMessageKey } from './messages.js';
import type { ValidationMessageKey } from './messages.js';
import { payloadTooDeep } from './payload-depth.js';

export type ValidationResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** Field path (`email`, `serviceIds[0]`) → i18n key of its first failing rule. */
      fields: Record<string, ValidationMessageKey>;
      /**
       * Form-level message (spec §5 "complete all required fields before continuing"), or `tooDeep` for a
       * payload nested past MAX_PAYLOAD_DEPTH (no field is judged then).
       */
      message: typeof VALIDATION_MESSAGES.forms.completeRequired | typeof VALIDATION_MESSAGES.invalid.tooDeep;
    };

export interface ValidatePayloadOptions {
  /** yup context (`$name` references), if a schema uses one. */
  context?: Record<string, unknown>;
  /** Keep keys the schema does not know (a document checked in part, such as site data); default false. */
  keepUnknown?: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * yup looks every key of a value up in its fields with `fields[key]`, so a key such as `toString` or
 * `constructor` finds Object.prototype's own and throws. No schema has such a field: they are dropped.
 * Recursive, so only ever called on a payload within MAX_PAYLOAD_DEPTH.
 */
function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (k in Object.prototype ? [] : [[k, withoutPrototypeKeys(v)]])));
}

/**
 * Validates `payload` with every rule (not stopping at the first), dropping keys the schema does not
 * know (unless `keepUnknown`). Anything but a plain object is read as an empty one, so a malformed body reports the required
 * fields. Messages that are not keys of this package (yup's own defaults) become `invalid.value`. A payload
 * nested deeper than MAX_PAYLOAD_DEPTH is refused as a whole (`invalid.tooDeep`) before anything walks it.
 */
export function validatePayload<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
  options: ValidatePayloadOptions = {},
): ValidationResult<InferType<S>> {
  if (payloadTooDeep(payload)) return { ok: false, fields: {}, message: VALIDATION_MESSAGES.invalid.tooDeep };
  const input = isPlainObject(payload) ? withoutPrototypeKeys(payload) : {};
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: !options.keepUnknown, context: options.context });
    return { ok: true, value: value as InferType<S> };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const fields: Record<string, ValidationMessageKey> = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const path = failure.path ?? '';
      if (path in fields) continue;
      fields[path] = isValidationMessageKey(failure.message) ? failure.message : VALIDATION_MESSAGES.invalid.value;
    }
    return { ok: false, fields, message: VALIDATION_MESSAGES.forms.completeRequired };
  }
}
