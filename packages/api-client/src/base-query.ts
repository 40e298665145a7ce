// One base query for every endpoint. An endpoint says through `extraOptions` which host it calls (API or
// asset store) and whether it is an owner call that carries the bearer token (spec §7).
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { resolveApiClientConfig } from './config.js';
import { readOnceQuery } from './read-once-query.js';

export interface VitrinaExtraOptions {
  /** `api` (default) or the asset store. */
  target?: 'api' | 'assets';
  /** `bearer`: an owner call; sent only with a token from `getToken`. */
  auth?: 'bearer';
}

/** Error of a bearer call made with no token (signed out): no request is sent. */
export const MISSING_TOKEN_ERROR = 'missing-token';

type RawBaseQuery = ReturnType<typeof fetchBaseQuery>;
const rawQueries = new Map<string, RawBaseQuery>();

function rawQueryFor(baseUrl: string, fetchFn: typeof fetch | undefined): RawBaseQuery {
  // A custom fetchFn is rare (tests, instrumentation); only the default one is worth caching.
  if (fetchFn) return fetchBaseQuery({ baseUrl, fetchFn, cache: 'no-store' });
  let query = rawQueries.get(baseUrl);
  if (!query) {
    // Spec §7 "Cache is disabled on requests": every request goes out with cache: 'no-store'.
    query = fetchBaseQuery({ baseUrl, cache: 'no-store' });
    rawQueries.set(baseUrl, query);
  }
  return query;
}

export const vitrinaBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  VitrinaExtraOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions = {}) => {
  const config = resolveApiClientConfig(api.extra);
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  let headers = request.headers;
  if (extraOptions.auth === 'bearer') {
    let token: string | null | undefined;
    try {
      token = await config.getToken?.();
    } catch {
      token = null;
    }
    if (!token) return { error: { status: 'CUSTOM_ERROR', error: MISSING_TOKEN_ERROR } };
    const withToken = new Headers(headers as HeadersInit | undefined);
    withToken.set('Authorization', `Bearer ${token}`);
    headers = withToken;
  }
  const baseUrl = extraOptions.target === 'assets' ? config.assetsBaseUrl : config.apiBaseUrl;
  const raw = config.readOnce
    ? (readOnceQuery({ baseUrl, fetchFn: config.fetchFn, reuseByEtag: config.reuseByEtag, cache: 'no-store' }, () =>
        rawQueryFor(baseUrl, config.fetchFn),
      ) as RawBaseQuery)
    : rawQueryFor(baseUrl, config.fetchFn);
  return raw({ ...request, headers, cache: 'no-store' }, api, extraOptions);
};
