// validatePayload for schemas whose rules need data loaded on demand (today the password lists of
// ./password.ts): loads it, then validates as validatePayload does. The server uses it for every payload that
// carries a new password (POST signup), so the rule is always enforced there.
import type { AnyObjectSchema, InferType } from 'yup';
import { loadPasswordChecker } from './password.js';
import { validatePayload } from './validate-payload.js';
import type { ValidatePayloadOptions, ValidationResult } from './validate-payload.js';

export async function validatePayloadAsync<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
  options: ValidatePayloadOptions = {},
): Promise<ValidationResult<InferType<S>>> {
  await loadPasswordChecker();
  return validatePayload(schema, payload, options);
}
