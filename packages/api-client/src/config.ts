// Where the api-client sends requests and how it finds the owner's token. Given per store through the
// thunk extra argument, so a server rendering many sites and a browser tab each have their own.

export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientConfig {
  /** Base of the JSON API: `/api` in the browser; absolute (`http://127.0.0.1:8080/api`) on the server. */
  apiBaseUrl?: string;
  /** Base of the asset store (published site.json, uploads): `/assets`, or a CDN in production. */
  assetsBaseUrl?: string;
  /** The OIDC access token for owner calls. The client never reads storage itself. */
  getToken?: TokenGetter;
  /** A fetch to use instead of the global one (tests, instrumented fetch on the server). */
  fetchFn?: typeof fetch;
  /**
   * Read each answer's body once (read-once-query.ts): the same data and errors as RTK Query's fetchBaseQuery
   * without its second Request and cloned Response. For a server rendering pages; `meta.request` is then the
   * Request that was sent (its body used). Nothing aborts a server render's reads, so that Request follows
   * no abort signal (each one that does costs a listener, a weak reference and a finalizer to set up and collect).
   */
  readOnce?: boolean;
  /**
   * With `readOnce`: a JSON answer with a strong ETag the same as the last one of its URL gives the data of
   * that answer again, deeply frozen and shared, without its body being read or parsed (the published
   * site.json, which every page of a server reads). For a server whose pages never change what they read.
   */
  reuseByEtag?: boolean;
}

export const DEFAULT_API_BASE_URL = '/api';
export const DEFAULT_ASSETS_BASE_URL = '/assets';

/** The shape the store's thunk extra argument must have for the api-client to read its config. */
export interface ApiClientExtra {
  apiClient: ApiClientConfig;
}

/** `configureStore({ middleware: (gdm) => gdm({ thunk: { extraArgument: apiClientExtra(config) } }) … })`. */
export function apiClientExtra(config: ApiClientConfig): ApiClientExtra {
  return { apiClient: config };
}

export interface ResolvedApiClientConfig {
  apiBaseUrl: string;
  assetsBaseUrl: string;
  getToken: TokenGetter | undefined;
  fetchFn: typeof fetch | undefined;
  readOnce: boolean;
  reuseByEtag: boolean;
}

/** Reads the config from a thunk extra argument; anything missing takes the browser defaults. */
export function resolveApiClientConfig(extra: unknown): ResolvedApiClientConfig {
  const config: ApiClientConfig =
    typeof extra === 'object' && extra !== null && 'apiClient' in extra && typeof extra.apiClient === 'object' && extra.apiClient
      ? (extra.apiClient as ApiClientConfig)
      : {};
  return {
    apiBaseUrl: config.apiBaseUrl || DEFAULT_API_BASE_URL,
    assetsBaseUrl: config.assetsBaseUrl || DEFAULT_ASSETS_BASE_URL,
    getToken: config.getToken,
    fetchFn: config.fetchFn,
    readOnce: config.readOnce === true,
    reuseByEtag: config.reuseByEtag === true,
  };
}
