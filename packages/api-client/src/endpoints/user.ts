// Owner calls of the admin entry (spec §4 steps 2-4, §7): both carry the bearer token.
import type { Employee, LanguageId, RoleId, Subject } from '@vitrina/core-model';
import { requestOf, urlOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { userCalls } from '../contracts/calls/team.js';
import { vitrinaApi } from '../vitrina-api.js';

export interface AuthorizeUserArgs extends Subject {
  clientId: number;
}

export interface UserProfile {
  /** null when the user is no employee of any client. */
  employee: Employee | null;
  /** When the person confirmed their e-mail; null: not yet (the back office shows a banner, issue 28). */
  emailConfirmedAt: string | null;
}

/** The employee of the answer, its ids as core-model's (the editor judges a role it does not know as no access). */
const profileOf = ({ employee, email_confirmed_at }: AnswerOf<typeof userCalls.profile>): UserProfile => ({
  employee: { role_id: employee.role_id as RoleId, language_id: employee.language_id as LanguageId },
  emailConfirmedAt: email_confirmed_at ?? null,
});

export const userApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET user/uid/{provider}/{id}/authorize/client/{clientId} → whether the user may edit this client. */
    authorizeUser: build.query<AnswerOf<typeof userCalls.authorize>, AuthorizeUserArgs>({
      query: ({ clientId, provider, id }) => urlOf(userCalls.authorize, { provider, id, clientId }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { provider, id }) => [{ type: 'User', id: `${provider}|${id}` }],
    }),
    /** GET user/uid/{provider}/{id} → the employee's role_id and language_id. */
    userProfile: build.query<UserProfile, Subject>({
      query: ({ provider, id }) => urlOf(userCalls.profile, { provider, id }),
      extraOptions: { auth: 'bearer' },
      transformResponse: profileOf,
      providesTags: (_result, _error, { provider, id }) => [{ type: 'User', id: `${provider}|${id}` }],
    }),
    /** POST user/uid/{provider}/{id}/email-confirmation → 204: a new confirmation link mailed to the caller. */
    resendEmailConfirmation: build.mutation<null, Subject>({
      query: ({ provider, id }) => requestOf(userCalls.resendEmailConfirmation, { provider, id }),
      extraOptions: { auth: 'bearer' },
      transformResponse: () => null,
    }),
  }),
});

export const { useAuthorizeUserQuery, useUserProfileQuery, useResendEmailConfirmationMutation } = userApi;
