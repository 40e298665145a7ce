// One call of the API, named once (issue 27 "one contract per call"): its method and path, and the types of
// its path parameters, query, body and answer. The API registers its route from the call (routeOf: method
// and URL; the request types of the handler) and checks the request with the TypeBox schemas of the same
// contract; the api-client builds the call's request from it (requestOf: URL with the parameters filled in,
// method, query, body). So a path is written in one place, a renamed path parameter breaks the route and
// the endpoint alike, and a call's answer type is the one the route must return.
//
// A call is a plain object (two strings): the browser bundle loads no schema for it. Its types ride on a
// phantom field that never exists at run time.

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The types of a call's request parts and of its answer. */
export interface CallTypes {
  query?: object;
  /** Request headers the route reads (an Idempotency-Key, a chat token). */
  headers?: object;
  body?: unknown;
  answer?: unknown;
}

/** The names of a path's `:parameters` (`/api/client/:id/messages/:messageId` → 'id' | 'messageId'). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters: every `:name` of the path, each a number (a database id) or a string (a uuid, a slug). */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: number | string };

export interface Call<Path extends string = string, T extends CallTypes = CallTypes> {
  readonly method: CallMethod;
  /** The route's path as Fastify reads it: `/api/…` with `:name` parameters. */
  readonly path: Path;
  /** Never set: carries the call's types. */
  readonly types?: T;
}

/** The query of a call (never when it takes none). */
export type QueryOf<C> = C extends Call<string, infer T> ? (T extends { query: infer Q } ? Q : never) : never;
/** The body of a call (never when it takes none). */
export type BodyOf<C> = C extends Call<string, infer T> ? (T extends { body: infer B } ? B : never) : never;
/** The request headers a call's route reads (never when none). */
export type HeadersOf<C> = C extends Call<string, infer T> ? (T extends { headers: infer H } ? H : never) : never;
/** The answer of a call (void when it answers none, 204). */
export type AnswerOf<C> = C extends Call<string, infer T> ? (T extends { answer: infer A } ? A : void) : never;
/** The path parameters of a call. */
export type ParamsOf<C> = C extends Call<infer P, CallTypes> ? PathParams<P> : never;

/** Declares a call: `call<{ query: …, answer: … }>()('GET', '/api/client/:id/messages')`. */
export const call =
  <T extends CallTypes = { answer: unknown }>() =>
  <const Path extends `/api/${string}`>(method: CallMethod, path: Path): Call<Path, T> => ({ method, path });

/**
 * The call's URL under the API's base (`client/12/messages/5`): the path without its `/api/`, each parameter
 * URL-encoded so a value never adds a `/` of its own. A parameter the path names but `params` lacks throws.
 */
export function urlOf<C extends Call>(c: C, params: ParamsOf<C>): string {
  const values = params as Record<string, number | string>;
  return c.path
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = values[part.slice(1)];
      if (value === undefined) throw new Error(`${c.method} ${c.path}: no value for ${part}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** What a request of the call sends besides its URL. */
export type RequestParts<C> = ([QueryOf<C>] extends [never] ? { params?: never } : { params?: QueryOf<C> }) &
  ([BodyOf<C>] extends [never] ? { body?: never } : { body: BodyOf<C> });

/** The fetch arguments of one request of the call: its URL, its method, and its query and body when it takes them. */
export function requestOf<C extends Call>(
  c: C,
  params: ParamsOf<C>,
  parts?: RequestParts<C>,
): { url: string; method: CallMethod; params?: Record<string, unknown>; body?: unknown } {
  const { params: query, body } = (parts ?? {}) as { params?: Record<string, unknown>; body?: unknown };
  return {
    url: urlOf(c, params),
    method: c.method,
    ...(query === undefined ? {} : { params: query }),
    ...(body === undefined ? {} : { body }),
  };
}

/** The standard calls on a resource of a back-office screen (the names owner-kit's ownerResource knows). */
export type ResourceCallName = 'list' | 'get' | 'create' | 'replace' | 'erase' | 'remove';

/** The types of a resource's standard calls: the list's request and answer, one entry, the body of a change. */
export interface ResourceTypes {
  list: CallTypes;
  entry: unknown;
  input?: unknown;
  /** The answer of `remove` (deleted, or deactivated when still named); `erase` answers none (204). */
  removal?: unknown;
}

/** A resource's standard calls, the list and a new one at `Base`, one entry at `Base/:Id`. */
export interface ResourceCalls<Base extends string, Id extends string, T extends ResourceTypes> {
  list: Call<Base, T['list']>;
  get: Call<`${Base}/:${Id}`, { answer: T['entry'] }>;
  /** 201 with the entry. */
  create: Call<Base, { body: T['input']; answer: T['entry'] }>;
  replace: Call<`${Base}/:${Id}`, { body: T['input']; answer: T['entry'] }>;
  /** Deleted, 204. */
  erase: Call<`${Base}/:${Id}`, { answer: void }>;
  remove: Call<`${Base}/:${Id}`, { answer: T['removal'] }>;
}

/**
 * Declares the standard calls a resource has, of list, get, create, replace, erase and remove:
 * `resourceCalls<{ list: { answer: …List }; entry: …; input: …Input }>()('/api/client/:id/owner-forms', 'formId', ['list', 'get'])`.
 */
export const resourceCalls =
  <T extends ResourceTypes>() =>
  <const Base extends `/api/${string}`, const Id extends string, const K extends ResourceCallName>(
    base: Base,
    id: Id,
    names: readonly K[],
  ): Pick<ResourceCalls<Base, Id, T>, K> => {
    const one = `${base}/:${id}`;
    const methods: Record<ResourceCallName, [CallMethod, string]> = {
      list: ['GET', base],
      get: ['GET', one],
      create: ['POST', base],
      replace: ['PUT', one],
      erase: ['DELETE', one],
      remove: ['DELETE', one],
    };
    return Object.fromEntries(names.map((name) => [name, { method: methods[name][0], path: methods[name][1] }])) as Pick<
      ResourceCalls<Base, Id, T>,
      K
    >;
  };
