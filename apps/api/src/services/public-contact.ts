// A contact-us message as the API accepts it (spec §3 "Contact-us form", §5): the shared yup schema
// (tags stripped, trimmed, e-mail and phone rules), plus length bounds and text that Postgres can store.
import type { ContactUsForm } from '@vitrina/core-model';
import { VALIDATION_MESSAGES, createContactUsSchema, validatePayload } from '@vitrina/validation';
import type { ValidationMessageKey } from '@vitrina/validation';
import { safeTextFields } from './public-text.js';

/** Longest accepted values (after tags are stripped); longer ones are `validation:invalid.value`. */
export const CONTACT_LIMITS: Readonly<Record<keyof ContactUsForm, number>> = { name: 200, email: 254, phone: 40, message: 5000 };

export type ContactResult =
  { ok: true; value: ContactUsForm } | { ok: false; message: string; fields: Partial<Record<keyof ContactUsForm, ValidationMessageKey>> };

/** `country`: the business's (two-letter code), whose phone rule the phone follows (issue 26). */
export function readContactMessage(body: unknown, country: string | undefined): ContactResult {
  const result = validatePayload(createContactUsSchema({ country }), safeTextFields(body, ['message']));
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  const fields: Partial<Record<keyof ContactUsForm, ValidationMessageKey>> = {};
  for (const key of Object.keys(CONTACT_LIMITS) as (keyof ContactUsForm)[]) {
    if (result.value[key].length > CONTACT_LIMITS[key]) fields[key] = VALIDATION_MESSAGES.invalid.value;
  }
  if (Object.keys(fields).length > 0) return { ok: false, message: VALIDATION_MESSAGES.forms.completeRequired, fields };
  return { ok: true, value: result.value };
}
