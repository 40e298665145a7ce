// The back office's Activity screen (owners, bearer token): the audit log of the business, newest first,
// one page per cursor (contracts ActivityPage, ActivityListQuery).
import type { ActivityEntry as ActivityEntryAnswer, ActivityListQuery, ActivityPage as ActivityPageAnswer } from '../contracts/activity.js';
import { unchecked } from '../unchecked.js';
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

const isState = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entry of the answer, or null when it is not one. */
function readEntry(raw: unknown): ActivityEntry | null {
  const entry = unchecked<ActivityEntryAnswer>(raw);
  if (!entry || typeof entry.id !== 'number' || typeof entry.at !== 'string' || typeof entry.action !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: entry.id,
    at: entry.at,
    actor_email: text(entry.actor_email),
    action: entry.action,
    entity: text(entry.entity),
    entity_id: text(entry.entity_id),
    subject: typeof entry.subject === 'string' && entry.subject ? entry.subject : null,
    before: isState(entry.before) ? entry.before : null,
    after: isState(entry.after) ? entry.after : null,
  };
}

function readPage(raw: unknown): ActivityPage {
  const page = unchecked<ActivityPageAnswer>(raw);
  const list = Array.isArray(page?.entries) ? page.entries : [];
  return {
    entries: list.map(readEntry).filter((e): e is ActivityEntry => e !== null),
    nextCursor: typeof page?.next_cursor === 'string' && page.next_cursor ? page.next_cursor : null,
  };
}

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
      transformResponse: readPage,
      providesTags: (_result, _error, { clientId }) => [{ type: 'Activity', id: clientId }],
    }),
  }),
});

export const { useActivityInfiniteQuery } = activityApi;
