// The store of one server render. A request's store lives for one page: the loaders run a few queries,
// React reads them once, the page embeds the fulfilled ones, and the store is dropped. Redux's store,
// RTK Query's middleware (subscriptions, cache lifetimes, polling, tag invalidation) and its immer
// reducers (which deep-freeze every site document) are all work for a long-lived cache, so here the
// same endpoint thunks run against a plain state that keeps the query cache entries exactly as RTK
// Query's reducer writes them: the page's embedded state and what the browser's store hydrates from
// are unchanged (docs/performance.md "Uncached rendering").
import type { UnknownAction } from '@reduxjs/toolkit';
import { apiClientExtra, vitrinaApi } from '@vitrina/api-client';
import type { ApiClientConfig } from '@vitrina/api-client';
import type { SiteState, SiteStore } from './create-store.js';

type ApiState = SiteState['vitrinaApi'];
type QueryEntry = NonNullable<ApiState['queries'][string]>;

const THUNK_PREFIX = `${vitrinaApi.reducerPath}/executeQuery/`;

/** What the query thunk's actions carry (createAsyncThunk's meta, RTK Query's thunk argument). */
interface QueryThunkAction {
  type: string;
  payload?: unknown;
  error?: unknown;
  meta: {
    requestId: string;
    condition?: boolean;
    startedTimeStamp?: number;
    fulfilledTimeStamp?: number;
    arg: { queryCacheKey: string; endpointName: string; originalArgs?: unknown };
  };
}

let initialApiState: ApiState | undefined;
/** RTK Query's own initial state (its config included, which the thunk's conditions read). */
function initialState(): SiteState {
  initialApiState ??= vitrinaApi.reducer(undefined, { type: '@@vitrina/init' });
  return { [vitrinaApi.reducerPath]: initialApiState } as SiteState;
}

function withEntry(state: SiteState, key: string, entry: QueryEntry): SiteState {
  const api = state[vitrinaApi.reducerPath];
  return { ...state, [vitrinaApi.reducerPath]: { ...api, queries: { ...api.queries, [key]: entry } } } as SiteState;
}

/**
 * The query cache's part of RTK Query's reducer (buildSlice: pending, fulfilled and rejected of the query
 * thunk), for endpoints without `merge` or upserts, which the site's loaders never use. Members are
 * written in the reducer's order, so an entry serialises to the same JSON.
 */
function reduceQueryAction(state: SiteState, action: QueryThunkAction): SiteState {
  const { meta } = action;
  const key = meta.arg.queryCacheKey;
  const entry = state[vitrinaApi.reducerPath].queries[key];
  switch (action.type.slice(THUNK_PREFIX.length)) {
    case 'pending': {
      const next = { ...(entry ?? { status: 'uninitialized', endpointName: meta.arg.endpointName }) } as Record<string, unknown>;
      next.status = 'pending';
      next.requestId = meta.requestId;
      if (meta.arg.originalArgs !== undefined) next.originalArgs = meta.arg.originalArgs;
      next.startedTimeStamp = meta.startedTimeStamp;
      return withEntry(state, key, next as unknown as QueryEntry);
    }
    case 'fulfilled': {
      if (!entry || entry.requestId !== meta.requestId) return state;
      const next = { ...entry, status: 'fulfilled', data: action.payload } as Record<string, unknown>;
      delete next.error;
      next.fulfilledTimeStamp = meta.fulfilledTimeStamp;
      return withEntry(state, key, next as unknown as QueryEntry);
    }
    case 'rejected': {
      // A condition rejection is a query already running or cached: nothing changes.
      if (meta.condition || !entry || entry.requestId !== meta.requestId) return state;
      return withEntry(state, key, { ...entry, status: 'rejected', error: action.payload ?? action.error } as QueryEntry);
    }
    default:
      return state;
  }
}

/**
 * A store for one server render: `dispatch` runs thunks (the endpoints' `initiate`, with the api-client's
 * extra argument as the thunk middleware gives it) and applies the query thunk's actions; `getState` and
 * `subscribe` are what react-redux reads while rendering to a string.
 */
export function createServerStore(config: ApiClientConfig): SiteStore {
  let state = initialState();
  const extra = apiClientExtra(config);
  const getState = () => state;
  const dispatch = (action: unknown): unknown => {
    if (typeof action === 'function')
      return (action as (d: typeof dispatch, g: typeof getState, e: unknown) => unknown)(dispatch, getState, extra);
    const { type } = action as UnknownAction;
    if (type.startsWith(THUNK_PREFIX)) state = reduceQueryAction(state, action as QueryThunkAction);
    else if (vitrinaApi.util.resetApiState.match(action)) state = initialState();
    // Outside production RTK Query checks once that its middleware is there (it answers this action with
    // its subscriptions, not an action); this store keeps no subscriptions.
    else if (vitrinaApi.internalActions.internal_getRTKQSubscriptions.match(action)) return {};
    return action;
  };
  const store = {
    dispatch,
    getState,
    // Nothing changes while React renders to a string: no listener is ever called.
    subscribe: () => () => {},
    replaceReducer: () => {},
  };
  return store as unknown as SiteStore;
}
