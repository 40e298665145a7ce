// What a refused sign-up means for the person (contract signup.ts: 400 fields, 409 subdomain_taken |
// email_taken, 429): the fields to mark and the step that asks for them, or a message for the whole form.
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { stepOfField } from './wizard-steps.js';
import type { WizardStep } from './wizard-steps.js';

export type SignupFailure =
  { kind: 'fields'; step: WizardStep; fields: Record<string, string> } | { kind: 'rateLimited' } | { kind: 'failed' };

const CONFLICT_FIELDS: Record<string, [string, string]> = {
  subdomain_taken: ['subdomain', VALIDATION_MESSAGES.signup.subdomainTaken],
  email_taken: ['email', VALIDATION_MESSAGES.signup.emailTaken],
};

interface ErrorBody {
  error?: { code?: unknown; fields?: unknown };
}

export function signupFailure(error: unknown): SignupFailure {
  const { status, data } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; data?: unknown };
  if (status === 429) return { kind: 'rateLimited' };
  if (status !== 400 && status !== 409) return { kind: 'failed' };
  const body = (typeof data === 'object' && data !== null ? data : {}) as ErrorBody;
  const fields: Record<string, string> = {};
  const raw = body.error?.fields;
  if (typeof raw === 'object' && raw !== null) {
    for (const [field, key] of Object.entries(raw)) if (typeof key === 'string') fields[field] = key;
  }
  const conflict = typeof body.error?.code === 'string' ? CONFLICT_FIELDS[body.error.code] : undefined;
  if (conflict && !fields[conflict[0]]) fields[conflict[0]] = conflict[1];
  const first = Object.keys(fields)[0];
  if (first === undefined) return { kind: 'failed' };
  return { kind: 'fields', step: stepOfField(first), fields };
}
