// The back office's Activity screen (owners, bearer token): the audit log of the business, newest first,
// one page per cursor (contracts ActivityPage, ActivityListQuery).
import type { ActivityEntry as ActivityEntryAnswer, ActivityListQuery } from '../contracts/activity.js';
import { urlOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { activityCalls } from '../contracts/calls/activity.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { BEARER, cursorPages, pageRequest } from './owner-kit.js';

/** One change as the screen shows it (contract ActivityEntry). */
export type ActivityEntry = ActivityEntryAnswer;

export interface ActivityPage {
  entries: ActivityEntry[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

export interface ActivityListArgs {
  clientId: number;
  /** Only entries about this kind of record; empty for all. */
  entity?: string;
}

/** The answer as the screen pages it: `next_cursor` under the name the infinite query reads. */
const pageOf = (page: AnswerOf<typeof activityCalls.list>): ActivityPage => ({ entries: page.entries, nextCursor: page.next_cursor });

export const activityApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/activity?entity=&cursor= → pages of entries, newest first; `fetchNextPage` loads more. */
    activity: build.infiniteQuery<ActivityPage, ActivityListArgs, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: { clientId, entity }, pageParam }) =>
        pageRequest(urlOf(activityCalls.list, { id: clientId }), pageParam, (entity ? { entity } : {}) satisfies ActivityListQuery),
      extraOptions: BEARER,
      transformResponse: pageOf,
      providesTags: (_result, _error, { clientId }) => [activityTag(clientId)],
    }),
  }),
});

export const { useActivityInfiniteQuery } = activityApi;
