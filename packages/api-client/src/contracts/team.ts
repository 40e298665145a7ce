// The back office's Team screen (spec §6 roles; the owner's only): the people with access to the business and
// their role, the e-mails invited that have not signed in yet, and the changes: add a person (a one-time
// set-password link for a new account with the built-in identity provider, else an invite), change a role, remove access.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CursorPage, DbId, Nullable, StringEnum, ValidatedBody } from './shared.js';
import type { TeamMemberInput } from '@vitrina/validation';

/** Largest page one call returns (`limit`). */
export const TEAM_PAGE_MAX = 100;

/** §6 role ids: 1 owner (ADMIN), 3 manager, 4 employee. */
export const TeamRoleId = Type.Unsafe<1 | 3 | 4>({ type: 'integer', enum: [1, 3, 4], description: '1 owner, 3 manager, 4 employee' });
export type TeamRoleId = Static<typeof TeamRoleId>;

/**
 * `active`: can sign in; `awaiting_password`: added with the built-in provider, the set-password link not used
 * yet; `invited`: waits for that person to accept it, signed in (an e-mail known elsewhere, or any under an external issuer;
 * one with access nowhere and this single invite joins at sign-in).
 */
export const TEAM_MEMBER_STATUSES = ['active', 'awaiting_password', 'invited'] as const;
export const TeamMemberStatus = StringEnum(TEAM_MEMBER_STATUSES);
export type TeamMemberStatus = Static<typeof TeamMemberStatus>;

/** One person with access, or one pending invite (`user_id` null). */
export const TeamMember = Type.Object({
  user_id: Nullable(Type.String({ format: 'uuid' })),
  email: Type.String(),
  name: Type.String(),
  role_id: TeamRoleId,
  status: TeamMemberStatus,
  /** The caller. */
  is_you: Type.Boolean(),
});
export type TeamMember = Static<typeof TeamMember>;

/** GET client/{id}/team: ordered by e-mail; `cursor` is the previous page's `next_cursor`. */
export const TeamListQuery = Type.Object({
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 254, description: 'next_cursor of the previous page' })),
  limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$', description: `People per page, at most ${TEAM_PAGE_MAX}` })),
});
export type TeamListQuery = Static<typeof TeamListQuery>;

export const TeamPage = CursorPage('members', TeamMember);
export type TeamPage = Static<typeof TeamPage>;

/** POST client/{id}/team, typed and checked by @vitrina/validation's teamMemberSchema (the screen's own form schema). */
export type AddTeamMemberFields = TeamMemberInput;
export const AddTeamMemberBody = ValidatedBody<AddTeamMemberFields>('email, name, role_id (1, 3 or 4)', 'teamMemberSchema');

/**
 * 201 of POST: the new member. With the built-in identity provider, an account nobody has signed in to and no
 * other business has gets a one-time set-password link by e-mail, to that person only (issue 28: the owner never
 * sees it): `invitation_sent` true. False for an invite that waits for the person's own sign-in (an e-mail known
 * elsewhere, or any with an external issuer).
 */
export const AddedTeamMember = Type.Object({ member: TeamMember, invitation_sent: Type.Boolean() });
export type AddedTeamMember = Static<typeof AddedTeamMember>;

/** PATCH client/{id}/team/{userId}. */
export const TeamRoleBody = Type.Object({ role_id: TeamRoleId }, { additionalProperties: false });
export type TeamRoleBody = Static<typeof TeamRoleBody>;

/** `{id}/team/{userId}`. */
export const TeamMemberParams = Type.Object({ id: DbId, userId: Type.String({ format: 'uuid' }) });
export type TeamMemberParams = Static<typeof TeamMemberParams>;

/** `{id}/team/invites/{email}`: a pending invite, by its e-mail. */
export const TeamInviteParams = Type.Object({ id: DbId, email: Type.String({ minLength: 3, maxLength: 254 }) });
export type TeamInviteParams = Static<typeof TeamInviteParams>;

/** 204 of DELETE …/team/{userId} and …/team/invites/{email}: no body. */
export const TeamRemoved = Type.Null({ description: 'Access removed, or the invitation withdrawn (no body)' });
export type TeamRemoved = Static<typeof TeamRemoved>;
