// The one shape of the back office's endpoints (owner and staff calls, bearer token): a client's URL, cursor
// pages, the tags a change drops, and the standard definitions of a resource (its list, one item, create,
// update, actions, delete). A resource's file declares only its path segment, id key, types, body mapping
// and its own extra calls; the shape lives here once.
import type { EndpointBuilder, FetchArgs } from '@reduxjs/toolkit/query';
import type { vitrinaBaseQuery, VitrinaExtraOptions } from '../base-query.js';
import type { OwnerRemoval } from '../contracts/owner-services.js';
import type { VitrinaTag } from '../vitrina-api.js';
import { activityTag } from '../vitrina-api.js';
import { clientPath } from './client-path.js';

/** The `build` of `vitrinaApi.injectEndpoints`. */
export type VitrinaBuilder = EndpointBuilder<typeof vitrinaBaseQuery, VitrinaTag, 'vitrinaApi'>;
/** A tag with its id, as the endpoints provide and invalidate them. */
export interface VitrinaTagOf {
  type: VitrinaTag;
  id: string | number;
}

/** An owner call: sent with the bearer token, and not sent at all when signed out. */
export const BEARER = { auth: 'bearer' } as const satisfies VitrinaExtraOptions;

/** The first page's cursor: none. */
export const FIRST_PAGE = '';

/** Paging of a screen's page (`nextCursor`): the next page is asked while the last one names a cursor. */
export const cursorPages = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
};

/** Paging of an answer taken as the contract sends it (`next_cursor`). */
export const answerCursorPages = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (last: { next_cursor: string | null }) => last.next_cursor ?? undefined,
};

/**
 * One page's request: the list's filters (typed by the caller against its contract), then the cursor from the
 * second page on. A list without filters asks its first page with no query string at all.
 */
export function pageRequest(url: string, pageParam: string, filters?: object): FetchArgs {
  const cursor = pageParam === FIRST_PAGE ? {} : { cursor: pageParam };
  return filters === undefined && pageParam === FIRST_PAGE ? { url } : { url, params: { ...filters, ...cursor } };
}

/** The search words, trimmed; nothing when blank. */
export function searchWords(q: string): { q?: string } {
  const words = q.trim();
  return words ? { q: words } : {};
}

/** A tag type's tag under the client's bare id: a whole screen (Team, Messages), or a public page of it. */
export const clientTag = <T extends VitrinaTag>(type: T, clientId: number) => ({ type, id: clientId });

/** A back-office resource's tags: its list `{scope}/{clientId}` and one item `{scope}/{clientId}/{id}`. */
export function ownerTags<T extends VitrinaTag>(type: T, scope = 'owner') {
  return {
    list: (clientId: number) => ({ type, id: `${scope}/${clientId}` }),
    item: (clientId: number, id: number) => ({ type, id: `${scope}/${clientId}/${id}` }),
  };
}

export interface ClientArgs {
  clientId: number;
}
/** The arguments naming one item: the client and the item's id under its key (`productId`, …). */
export type ItemArgs<K extends string> = ClientArgs & Record<K, number>;

export interface OwnerResourceSpec<K extends string> {
  /** The path segment after `client/{clientId}/`. */
  segment: string;
  /** The key of the item's id in the arguments. */
  idKey: K;
  type: VitrinaTag;
  /** The tags' scope; `owner` unless two resources share a tag type. */
  scope?: string;
  /** Tags of other screens that every change refetches (the Activity screen is always one). */
  alsoChanged?: (clientId: number) => VitrinaTagOf[];
  /** False when no query reads one item: changes then refetch the list only. */
  itemQuery?: boolean;
}

/** One back-office resource at `client/{clientId}/{segment}[/{id}]`: its URLs, tags and definitions. */
export function ownerResource<K extends string>(spec: OwnerResourceSpec<K>) {
  const tags = ownerTags(spec.type, spec.scope);
  const listUrl = (clientId: number, ...more: string[]) => clientPath(clientId, spec.segment, ...more);
  const itemUrl = (args: ItemArgs<K>, ...more: string[]) => clientPath(args.clientId, spec.segment, args[spec.idKey], ...more);
  const listTag = (clientId: number) => tags.list(clientId);
  const itemTag = (args: ItemArgs<K>) => tags.item(args.clientId, args[spec.idKey]);
  /** What any change refetches: the list, the screens that show the resource too, and the Activity screen. */
  const changed = (clientId: number): VitrinaTagOf[] => [listTag(clientId), ...(spec.alsoChanged?.(clientId) ?? []), activityTag(clientId)];
  /** What a change of one item refetches: the same, and that item. */
  const itemChanged = (args: ItemArgs<K>): VitrinaTagOf[] =>
    spec.itemQuery === false ? changed(args.clientId) : [...changed(args.clientId), itemTag(args)];

  return {
    listUrl,
    itemUrl,
    listTag,
    itemTag,
    changed,
    itemChanged,
    /** GET …/{segment}?{filters}&cursor= → pages by cursor; `fetchNextPage` loads more. */
    pages: <Page extends { nextCursor: string | null }, Args extends ClientArgs, Answer>(
      build: VitrinaBuilder,
      filters: (args: Args) => object,
      pageOf: (answer: Answer) => Page,
    ) =>
      build.infiniteQuery<Page, Args, string, Answer>({
        infiniteQueryOptions: cursorPages,
        query: ({ queryArg, pageParam }) => pageRequest(listUrl(queryArg.clientId), pageParam, filters(queryArg)),
        extraOptions: BEARER,
        transformResponse: pageOf,
        providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
      }),
    /** The same for an answer the screen reads as the contract sends it (`next_cursor`). */
    answerPages: <Answer extends { next_cursor: string | null }, Args extends ClientArgs>(
      build: VitrinaBuilder,
      filters: (args: Args) => object,
    ) =>
      build.infiniteQuery<Answer, Args, string>({
        infiniteQueryOptions: answerCursorPages,
        query: ({ queryArg, pageParam }) => pageRequest(listUrl(queryArg.clientId), pageParam, filters(queryArg)),
        extraOptions: BEARER,
        providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
      }),
    /** GET …/{segment} → the whole list, unwrapped from its answer. */
    all: <Result, Answer>(build: VitrinaBuilder, unwrap: (answer: Answer) => Result) =>
      build.query<Result, ClientArgs, Answer>({
        query: ({ clientId }) => ({ url: listUrl(clientId) }),
        extraOptions: BEARER,
        transformResponse: unwrap,
        providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
      }),
    /** GET …/{segment}/{id} → one item. */
    one: <Result, Args extends ItemArgs<K>>(build: VitrinaBuilder) =>
      build.query<Result, Args>({
        query: (args) => ({ url: itemUrl(args) }),
        extraOptions: BEARER,
        providesTags: (_result, _error, args) => [itemTag(args)],
      }),
    /** POST …/{segment} → 201, the new item. */
    create: <Result, Args extends ClientArgs>(build: VitrinaBuilder, bodyOf: (args: Args) => unknown) =>
      build.mutation<Result, Args>({
        query: (args) => ({ url: listUrl(args.clientId), method: 'POST', body: bodyOf(args) }),
        extraOptions: BEARER,
        invalidatesTags: (_result, _error, { clientId }) => changed(clientId),
      }),
    /** PUT (or `method`) …/{segment}/{id} → the item as stored. */
    update: <Result, Args extends ItemArgs<K>>(build: VitrinaBuilder, bodyOf: (args: Args) => unknown, method = 'PUT') =>
      build.mutation<Result, Args>({
        query: (args) => ({ url: itemUrl(args), method, body: bodyOf(args) }),
        extraOptions: BEARER,
        invalidatesTags: (_result, _error, args) => itemChanged(args),
      }),
    /** POST …/{segment}/{id}/{action…} → the item; without `bodyOf` the request has no body. */
    action: <Result, Args extends ItemArgs<K>>(build: VitrinaBuilder, action: string[], bodyOf?: (args: Args) => unknown) =>
      build.mutation<Result, Args>({
        query: (args) => ({ url: itemUrl(args, ...action), method: 'POST', ...(bodyOf ? { body: bodyOf(args) } : {}) }),
        extraOptions: BEARER,
        invalidatesTags: (_result, _error, args) => itemChanged(args),
      }),
    /** DELETE …/{segment}/{id} → 204. The deleted item's own query is not refetched (it would answer 404). */
    destroy: <Args extends ItemArgs<K>>(build: VitrinaBuilder) =>
      build.mutation<null, Args>({
        query: (args) => ({ url: itemUrl(args), method: 'DELETE' }),
        extraOptions: BEARER,
        transformResponse: () => null,
        invalidatesTags: (_result, _error, { clientId }) => changed(clientId),
      }),
    /** DELETE …/{segment}/{id} → deleted, or only deactivated when others name it: the item is refetched. */
    remove: <Args extends ItemArgs<K>>(build: VitrinaBuilder) =>
      build.mutation<OwnerRemoval, Args>({
        query: (args) => ({ url: itemUrl(args), method: 'DELETE' }),
        extraOptions: BEARER,
        invalidatesTags: (_result, _error, args) => itemChanged(args),
      }),
  };
}
