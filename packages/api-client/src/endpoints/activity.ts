// The back office's Activity screen (owners, bearer token): the audit log of the business, newest first,
// one page per cursor (contracts ActivityPage, ActivityListQuery).
import type { ActivityEntry as ActivityEntryAnswer, ActivityListQuery, ActivityPage as ActivityPageAnswer } from '../contracts/activity.js';
import { vitrinaApi } from '../vitrina-api.js';

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
const pageOf = (page: ActivityPageAnswer): ActivityPage => ({ entries: page.entries, nextCursor: page.next_cursor });

/** The first page's cursor: none. */
const FIRST_PAGE = '';

export const activityApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/activity?entity=&cursor= → pages of entries, newest first; `fetchNextPage` loads more. */
    activity: build.infiniteQuery<ActivityPage, ActivityListArgs, string>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg: { clientId, entity }, pageParam }) => {
        const params: ActivityListQuery = {};
        if (entity) params.entity = entity;
        if (pageParam !== FIRST_PAGE) params.cursor = pageParam;
        return { url: `client/${encodeURIComponent(String(clientId))}/activity`, params };
      },
      extraOptions: { auth: 'bearer' },
      transformResponse: pageOf,
      providesTags: (_result, _error, { clientId }) => [{ type: 'Activity', id: clientId }],
    }),
  }),
});

export const { useActivityInfiniteQuery } = activityApi;
