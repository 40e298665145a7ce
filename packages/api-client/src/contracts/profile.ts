// The back office's Profile screen (every role): the signed-in person's own name and back-office language,
// their e-mail (the sign-in identity, read-only), and the staff messages they turned off (issue 28 "Each person
// chooses which they get"). The answer of GET loads the form; the form (name, language, mail_opt_outs) is the
// body of PUT.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { STAFF_MAIL_KINDS } from '@vitrina/core-model';
import { StringEnum, ValidatedBody } from './shared.js';
import type { ProfileInput } from '@vitrina/validation';

/** GET client/{id}/profile and the answer of PUT: the caller's profile as stored. */
export const Profile = Type.Object({
  name: Type.String(),
  /** The sign-in e-mail; not changed here. */
  email: Type.String(),
  /** The back office's language (§3 Employee language_id 1 English, 2 Spanish); the layout starts in it. */
  language: StringEnum(['en', 'es'] as const),
  /** The staff message kinds (core-model STAFF_MAIL_KINDS) this person does not want; every other one is on. */
  mail_opt_outs: Type.Array(StringEnum(STAFF_MAIL_KINDS)),
});
export type Profile = Static<typeof Profile>;

/** The form of the Profile screen, typed by validation's profileSchema. */
export type ProfileForm = ProfileInput;

/**
 * PUT client/{id}/profile. Checked by @vitrina/validation's profileSchema (the screen's own form schema), so a
 * wrong value answers the form's message keys; the route schema only asks for an object.
 */
export const ProfileBody = ValidatedBody<ProfileForm>('name, language, mail_opt_outs (optional: kept when left out)', 'profileSchema');
