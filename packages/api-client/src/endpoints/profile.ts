// The back office's Profile screen (every role, bearer token): the signed-in person's own name, e-mail
// (read-only), back-office language and the staff messages they turned off, read (GET, contract Profile) and
// saved (PUT name + language + mail_opt_outs). A
// save puts the stored profile in the query's cache.
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { profileCalls } from '../contracts/calls/team.js';
import type { Profile, ProfileForm } from '../contracts/profile.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { keepAnswer } from './keep-answer.js';

export type { Profile, ProfileForm };

export type SaveProfileArgs = { clientId: number } & ProfileForm;

export const profileApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/profile → the caller's profile. */
    profile: build.query<AnswerOf<typeof profileCalls.get>, number>({
      query: (clientId) => requestOf(profileCalls.get, { id: clientId }),
      extraOptions: { auth: 'bearer' },
    }),
    /** PUT …/profile → the profile as stored. */
    saveProfile: build.mutation<AnswerOf<typeof profileCalls.save>, SaveProfileArgs>({
      query: ({ clientId, ...form }) => requestOf(profileCalls.save, { id: clientId }, { body: form }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [activityTag(clientId)]),
      onQueryStarted: ({ clientId }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => dispatch(profileApi.util.upsertQueryData('profile', clientId, data))),
    }),
  }),
});

export const { useProfileQuery, useSaveProfileMutation } = profileApi;
