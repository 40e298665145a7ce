// The back office's Profile screen (every role, bearer token): the signed-in person's own name, e-mail
// (read-only) and back-office language, read (GET, contract Profile) and saved (PUT name + language). A
// save puts the stored profile in the query's cache.
import type { Profile, ProfileForm } from '../contracts/profile.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { clientPath } from './client-path.js';
import { keepAnswer } from './keep-answer.js';

export type { Profile, ProfileForm };

export type SaveProfileArgs = { clientId: number } & ProfileForm;

const profileUrl = (clientId: number) => clientPath(clientId, 'profile');

export const profileApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/profile → the caller's profile. */
    profile: build.query<Profile, number>({
      query: (clientId) => ({ url: profileUrl(clientId) }),
      extraOptions: { auth: 'bearer' },
    }),
    /** PUT …/profile → the profile as stored. */
    saveProfile: build.mutation<Profile, SaveProfileArgs>({
      query: ({ clientId, name, language }) => ({
        url: profileUrl(clientId),
        method: 'PUT',
        body: { name, language } satisfies ProfileForm,
      }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [activityTag(clientId)]),
      onQueryStarted: ({ clientId }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => dispatch(profileApi.util.upsertQueryData('profile', clientId, data))),
    }),
  }),
});

export const { useProfileQuery, useSaveProfileMutation } = profileApi;
