// Owner calls of the admin entry (spec §4 steps 2-4, §7): both carry the bearer token.
import type { Employee, LanguageId, RoleId, Subject } from '@vitrina/core-model';
import type { AuthorizeAnswer, UserProfileAnswer } from '../contracts/user.js';
import { vitrinaApi } from '../vitrina-api.js';

const userPath = ({ provider, id }: Subject) => `user/uid/${encodeURIComponent(provider)}/${encodeURIComponent(id)}`;

export interface AuthorizeUserArgs extends Subject {
  clientId: number;
}

export interface UserProfile {
  /** null when the user is no employee of any client. */
  employee: Employee | null;
}

/** The employee of the answer, its ids as core-model's (the editor judges a role it does not know as no access). */
const profileOf = ({ employee }: UserProfileAnswer): UserProfile => ({
  employee: { role_id: employee.role_id as RoleId, language_id: employee.language_id as LanguageId },
});

export const userApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET user/uid/{provider}/{id}/authorize/client/{clientId} → whether the user may edit this client. */
    authorizeUser: build.query<AuthorizeAnswer, AuthorizeUserArgs>({
      query: ({ clientId, ...subject }) => `${userPath(subject)}/authorize/client/${encodeURIComponent(String(clientId))}`,
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { provider, id }) => [{ type: 'User', id: `${provider}|${id}` }],
    }),
    /** GET user/uid/{provider}/{id} → the employee's role_id and language_id. */
    userProfile: build.query<UserProfile, Subject>({
      query: (subject) => userPath(subject),
      extraOptions: { auth: 'bearer' },
      transformResponse: profileOf,
      providesTags: (_result, _error, { provider, id }) => [{ type: 'User', id: `${provider}|${id}` }],
    }),
  }),
});

export const { useAuthorizeUserQuery, useUserProfileQuery } = userApi;
