// The admin entry's owner calls (spec §4 "Admin entry" steps 2-4, §7): both answer only for the caller's
// own subject.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from './shared.js';

/** GET user/uid/{provider}/{id}/authorize/client/{clientId}: JSON `true` or `false`. */
export const AuthorizeAnswer = Type.Boolean();
export type AuthorizeAnswer = Static<typeof AuthorizeAnswer>;

/** GET user/uid/{provider}/{id}: the caller as an employee (core-model Employee's role_id and language_id). */
export const UserProfileAnswer = Type.Object({
  sub: Type.String(),
  email: Type.String(),
  name: Type.String(),
  employee: Type.Object({ role_id: Type.Integer(), language_id: Type.Integer() }),
  /** When the person confirmed their e-mail (issue 28); null: not yet (a new sign-up: the back office shows a banner). */
  email_confirmed_at: Nullable(Type.String({ format: 'date-time' })),
});
export type UserProfileAnswer = Static<typeof UserProfileAnswer>;

/** 204 of POST user/uid/{provider}/{id}/email-confirmation: no body. */
export const EmailConfirmationSent = Type.Null({ description: 'A new confirmation link was mailed to the caller (no body)' });
export type EmailConfirmationSent = Static<typeof EmailConfirmationSent>;
