// Owner calls of the admin entry (spec §4 steps 2-4, §7): both carry the bearer token.
import type { Employee, Subject } from '@vitrina/core-model';
import type { AuthorizeAnswer, UserProfileAnswer } from '../contracts/user.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';

const userPath = ({ provider, id }: Subject) => `user/uid/${encodeURIComponent(provider)}/${encodeURIComponent(id)}`;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export interface AuthorizeUserArgs extends Subject {
  clientId: number;
}

export interface UserProfile {
  /** null when the user is no employee of any client. */
  employee: Employee | null;
}

function readEmployee(raw: unknown): Employee | null {
  const profile = unchecked<UserProfileAnswer>(raw);
  const employee = profile ? unchecked<UserProfileAnswer['employee']>(profile.employee) : null;
  if (!employee || typeof employee.role_id !== 'number' || typeof employee.language_id !== 'number') return null;
  return { role_id: employee.role_id, language_id: employee.language_id } as Employee;
}

export const userApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET user/uid/{provider}/{id}/authorize/client/{clientId} → whether the user may edit this client. */
    authorizeUser: build.query<boolean, AuthorizeUserArgs>({
      query: ({ clientId, ...subject }) => `${userPath(subject)}/authorize/client/${encodeURIComponent(String(clientId))}`,
      extraOptions: { auth: 'bearer' },
      // Only an explicit yes grants access; anything else is "no access" (spec §4 → /access-denied).
      transformResponse: (raw: unknown): AuthorizeAnswer => raw === true || (isRecord(raw) && raw.authorized === true),
      providesTags: (_result, _error, { provider, id }) => [{ type: 'User', id: `${provider}|${id}` }],
    }),
    /** GET user/uid/{provider}/{id} → the employee's role_id and language_id. */
    userProfile: build.query<UserProfile, Subject>({
      query: (subject) => userPath(subject),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown): UserProfile => ({ employee: readEmployee(raw) }),
      providesTags: (_result, _error, { provider, id }) => [{ type: 'User', id: `${provider}|${id}` }],
    }),
  }),
});

export const { useAuthorizeUserQuery, useUserProfileQuery } = userApi;
