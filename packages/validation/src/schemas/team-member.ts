// The back office's Team screen (spec §6 roles): the owner adds a person by e-mail, name and role. The
// screen's form and the API's POST check it with this one schema, so both answer the same message keys.
// The role is one of the §6 role ids (1 owner, 3 manager, 4 employee); a select sends it as text.
import { EMPLOYEE_ROLE_IDS } from '@vitrina/core-model';
import type { RoleId } from '@vitrina/core-model';
import { mixed, object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { emailField, requiredText } from './fields.js';

export const TEAM_NAME_MAX_LENGTH = 120;
/** RFC 5321 §4.5.3.1.3: a path of at most 256 octets, so an address of at most 254 characters. */
export const TEAM_EMAIL_MAX_LENGTH = 254;

const isRoleId = (value: unknown): value is RoleId => typeof value === 'number' && (EMPLOYEE_ROLE_IDS as readonly number[]).includes(value);

/** A §6 role id; `'3'` (a select's value) reads as 3. */
export const roleIdField = () =>
  mixed<RoleId>(isRoleId)
    .transform((value: unknown) => (typeof value === 'string' && /^[0-9]+$/.test(value.trim()) ? Number(value.trim()) : value))
    .typeError(M.invalid.value)
    .required(M.invalid.value);

export const teamMemberSchema = object({
  email: emailField({ required: true })
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .max(TEAM_EMAIL_MAX_LENGTH, M.invalid.tooLong),
  name: requiredText(M.required.name).max(TEAM_NAME_MAX_LENGTH, M.invalid.tooLong),
  role_id: roleIdField(),
});

export type TeamMemberValues = InferType<typeof teamMemberSchema>;
/** A new team member (contract AddTeamMemberBody). Sent as the schema yields it. */
export type TeamMemberInput = TeamMemberValues;

/** A change of role (the Team screen's select per person); the same role rule as `teamMemberSchema`. */
export const teamRoleSchema = object({ role_id: roleIdField() });

export type TeamRoleValues = InferType<typeof teamRoleSchema>;
