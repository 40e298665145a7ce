// The back office's Profile screen (spec §6: every role keeps its own profile): the name the team sees and
// the language the back office is shown in (§3 Employee language_id: 1 English, 2 Spanish), and the staff
// messages the person turned off (issue 28; core-model STAFF_MAIL_KINDS; left out: kept as stored). The e-mail is
// the sign-in identity and is not part of the form. The screen and the API's PUT both check it with this
// schema, so the browser and the server agree on every message.
import { LOCALES, STAFF_MAIL_KINDS } from '@vitrina/core-model';
import type { Locale, StaffMailKind } from '@vitrina/core-model';
import { array, object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { requiredText } from './fields.js';

export const PROFILE_NAME_MAX_LENGTH = 120;

export const profileSchema = object({
  name: requiredText(M.required.name).max(PROFILE_NAME_MAX_LENGTH, M.invalid.tooLong),
  /** The back office's language; stored as the employee's language_id (LANGUAGE_IDS). */
  language: string<Locale>()
    .typeError(M.invalid.value)
    .oneOf([...LOCALES], M.invalid.value)
    .required(M.invalid.value),
  /** The staff message kinds the person does not want, each once; every other kind is on. */
  mail_opt_outs: array(
    string<StaffMailKind>()
      .oneOf([...STAFF_MAIL_KINDS], M.invalid.value)
      .required(M.invalid.value),
  )
    .typeError(M.invalid.value)
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .optional(),
});

export type ProfileValues = InferType<typeof profileSchema>;
/** The profile as the screen sends it (contract ProfileBody). Sent as the schema yields it. */
export type ProfileInput = ProfileValues;
