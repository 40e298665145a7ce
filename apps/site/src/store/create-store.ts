// One Redux store per browser tab, with the api-client's RTK Query api. A server render keeps the same
// query cache in a store of its own (server-store.ts); it embeds the fulfilled queries in the page and
// the browser preloads them, so hydration renders from the same data and no request is sent again
// (spec §7 calls).
import { configureStore } from '@reduxjs/toolkit';
import { apiClientExtra, vitrinaApi } from '@vitrina/api-client';
import type { ApiClientConfig } from '@vitrina/api-client';

type ApiState = ReturnType<typeof vitrinaApi.reducer>;

/** What the page embeds: the queries that succeeded, by cache key. */
export interface ApiSnapshot {
  queries: ApiState['queries'];
}

export function createSiteStore(config: ApiClientConfig, snapshot?: ApiSnapshot | null) {
  const initial = vitrinaApi.reducer(undefined, { type: '@@vitrina/init' });
  const preloadedState = snapshot ? { [vitrinaApi.reducerPath]: { ...initial, queries: snapshot.queries } } : undefined;
  return configureStore({
    reducer: { [vitrinaApi.reducerPath]: vitrinaApi.reducer },
    preloadedState,
    middleware: (getDefault) =>
      // Site documents are large and immutable once fetched: the dev-only checks would walk them on every action.
      getDefault({ thunk: { extraArgument: apiClientExtra(config) }, serializableCheck: false, immutableCheck: false }).concat(
        vitrinaApi.middleware,
      ),
  });
}

export type SiteStore = ReturnType<typeof createSiteStore>;
export type SiteState = ReturnType<SiteStore['getState']>;

/** Fulfilled queries only: a failed or pending one is left for the browser to try again. */
/**
 * The fulfilled queries, for the page to carry. Request ids and times are fixed: they differ on every
 * render and mean nothing to the browser's store (nothing here refetches by age), and a page must be the
 * same bytes for the same data so its ETag holds across renders (apps/api page cache).
 */
export function snapshotApi(state: SiteState): ApiSnapshot {
  const queries: ApiState['queries'] = {};
  for (const [key, entry] of Object.entries(state[vitrinaApi.reducerPath].queries)) {
    if (entry?.status === 'fulfilled') queries[key] = { ...entry, requestId: 'server', startedTimeStamp: 0, fulfilledTimeStamp: 0 };
  }
  return { queries };
}
