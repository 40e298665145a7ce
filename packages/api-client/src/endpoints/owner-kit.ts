// The one shape of the back office's endpoints (owner and staff calls, bearer token): a client's URL, cursor
// pages, the tags a change drops, and the standard definitions of a resource (its list, one item, create,
// update, actions, delete). A resource's file declares only its calls (contracts/calls), id key, tags, body
// mapping and its own extra calls; the shape lives here once, and each definition answers its call's answer.
import type { EndpointBuilder, FetchArgs, InfiniteQueryDefinition, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { vitrinaBaseQuery, VitrinaExtraOptions } from '../base-query.js';
import { urlOf } from '../contracts/call.js';
import type { AnswerOf, BodyOf, Call, QueryOf, ResourceCallName } from '../contracts/call.js';
import type { OwnerRemoval } from '../contracts/owner-services.js';
import type { VitrinaTag } from '../vitrina-api.js';
import { activityTag } from '../vitrina-api.js';

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

/** The calls of a back-office resource (contracts/calls), by the definitions that request them, named as the
 * API's resources name them: `list` (all, pages, answerPages) and `create` on the collection; `get` (one),
 * `replace` (update), `remove` (remove) and `erase` (destroy) on the item, whose path names its id `:{idKey}`. */
export type OwnerResourceCalls = Partial<Record<ResourceCallName, Call>>;

/** What every back-office resource declares besides where its calls go. */
export interface OwnerResourceTags<K extends string> {
  /** The key of the item's id in the arguments, as its calls' paths name it (`:productId`). */
  idKey: K;
  type: VitrinaTag;
  /** The tags' scope; `owner` unless two resources share a tag type. */
  scope?: string;
  /** Tags of other screens that every change refetches (the Activity screen is always one). */
  alsoChanged?: (clientId: number) => VitrinaTagOf[];
  /** False when no query reads one item: changes then refetch the list only. */
  itemQuery?: boolean;
}

/** A back-office resource requested through its calls. */
export interface OwnerResourceSpec<K extends string, C extends OwnerResourceCalls> extends OwnerResourceTags<K> {
  calls: C;
}

type CallName = keyof OwnerResourceCalls;

/** The tags of a resource, and the definitions every resource shares, each requesting the call it is given. */
function resourceKit<K extends string>(spec: OwnerResourceTags<K>, callOf: (name: CallName) => Call) {
  const tags = ownerTags(spec.type, spec.scope);
  const listTag = (clientId: number) => tags.list(clientId);
  const itemTag = (args: ItemArgs<K>) => tags.item(args.clientId, args[spec.idKey]);
  /** What any change refetches: the list, the screens that show the resource too, and the Activity screen. */
  const changed = (clientId: number): VitrinaTagOf[] => [listTag(clientId), ...(spec.alsoChanged?.(clientId) ?? []), activityTag(clientId)];
  /** What a change of one item refetches: the same, and that item. */
  const itemChanged = (args: ItemArgs<K>): VitrinaTagOf[] =>
    spec.itemQuery === false ? changed(args.clientId) : [...changed(args.clientId), itemTag(args)];
  /**
   * A request of a call: its URL (the path's `:id` is the client's; an item's `:{idKey}` and any other
   * parameter are read from the arguments by name), its method unless a GET, and its body when it takes one.
   */
  const request = (c: Call, args: ClientArgs, body?: unknown): FetchArgs => ({
    url: urlOf(c, { ...args, id: args.clientId }),
    ...(c.method === 'GET' ? {} : { method: c.method }),
    ...(body === undefined ? {} : { body }),
  });
  const listUrl = (clientId: number) => urlOf(callOf('list'), { id: clientId });

  return {
    listTag,
    itemTag,
    changed,
    itemChanged,
    /** GET the list?{filters}&cursor= → pages by cursor; `fetchNextPage` loads more. */
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
    /** GET the list → the whole list, unwrapped from its answer. */
    all: <Result, Answer>(build: VitrinaBuilder, unwrap: (answer: Answer) => Result) =>
      build.query<Result, ClientArgs, Answer>({
        query: (args) => request(callOf('list'), args),
        extraOptions: BEARER,
        transformResponse: unwrap,
        providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
      }),
    /** GET one item. */
    one: <Result, Args extends ItemArgs<K>>(build: VitrinaBuilder) =>
      build.query<Result, Args>({
        query: (args) => request(callOf('get'), args),
        extraOptions: BEARER,
        providesTags: (_result, _error, args) => [itemTag(args)],
      }),
    /** POST to the collection → 201, the new item. */
    create: <Result, Args extends ClientArgs>(build: VitrinaBuilder, bodyOf: (args: Args) => unknown) =>
      build.mutation<Result, Args>({
        query: (args) => request(callOf('create'), args, bodyOf(args)),
        extraOptions: BEARER,
        invalidatesTags: (_result, _error, { clientId }) => changed(clientId),
      }),
    /** PUT (or PATCH) one item → the item as stored. */
    update: <Result, Args extends ItemArgs<K>>(build: VitrinaBuilder, bodyOf: (args: Args) => unknown, c: Call = callOf('replace')) =>
      build.mutation<Result, Args>({
        query: (args) => request(c, args, bodyOf(args)),
        extraOptions: BEARER,
        invalidatesTags: (_result, _error, args) => itemChanged(args),
      }),
    /** An action's call on one item → the item; without `bodyOf` the request has no body. */
    action: <Result, Args extends ItemArgs<K>>(build: VitrinaBuilder, c: Call, bodyOf?: (args: Args) => unknown) =>
      build.mutation<Result, Args>({
        query: (args) => request(c, args, bodyOf?.(args)),
        extraOptions: BEARER,
        invalidatesTags: (_result, _error, args) => itemChanged(args),
      }),
    /** DELETE one item → 204. The deleted item's own query is not refetched (it would answer 404). */
    destroy: <Args extends ItemArgs<K>>(build: VitrinaBuilder) =>
      build.mutation<null, Args>({
        query: (args) => request(callOf('erase'), args),
        extraOptions: BEARER,
        transformResponse: () => null,
        invalidatesTags: (_result, _error, { clientId }) => changed(clientId),
      }),
    /** DELETE one item → deleted, or only deactivated when others name it: the item is refetched. */
    remove: <Args extends ItemArgs<K>>(build: VitrinaBuilder) =>
      build.mutation<OwnerRemoval, Args>({
        query: (args) => request(callOf('remove'), args),
        extraOptions: BEARER,
        invalidatesTags: (_result, _error, args) => itemChanged(args),
      }),
  };
}

type Kit<K extends string> = ReturnType<typeof resourceKit<K>>;
/** A page's answer as the paging reads its cursor. */
type Paged<Answer> = Answer & { next_cursor: string | null };
type Base = typeof vitrinaBaseQuery;
type QueryDef<Result, Args, Raw = unknown> = QueryDefinition<Args, Base, VitrinaTag, Result, 'vitrinaApi', Raw>;
type PagesDef<Result, Args, Raw = unknown> = InfiniteQueryDefinition<Args, string, Base, VitrinaTag, Result, 'vitrinaApi', Raw>;
type MutationDef<Result, Args> = MutationDefinition<Args, Base, VitrinaTag, Result, 'vitrinaApi'>;

/** The filters of a list's first page: its query without the cursor (none when the call takes no query). */
type FiltersOf<C> = [QueryOf<C>] extends [never] ? object : Omit<QueryOf<C>, 'cursor'>;

/** A resource's definitions, each answering its call's answer and sending its call's body. */
export interface OwnerResource<K extends string, C extends OwnerResourceCalls> extends Pick<
  Kit<K>,
  'listTag' | 'itemTag' | 'changed' | 'itemChanged' | 'destroy'
> {
  /** The path parameters of an item's call (`{ id, productId }`), for a call of the resource's own. */
  itemParams: (args: ItemArgs<K>) => { id: number } & Record<K, number>;
  /** GET the list?{filters}&cursor= → pages by cursor, each the answer as `pageOf` reads it. */
  pages: <Page extends { nextCursor: string | null }, Args extends ClientArgs>(
    build: VitrinaBuilder,
    filters: (args: Args) => FiltersOf<C['list']>,
    pageOf: (answer: AnswerOf<C['list']>) => Page,
  ) => PagesDef<Page, Args, AnswerOf<C['list']>>;
  /** The same for an answer the screen reads as the contract sends it (`next_cursor`). */
  answerPages: <Args extends ClientArgs>(
    build: VitrinaBuilder,
    filters: (args: Args) => FiltersOf<C['list']>,
  ) => PagesDef<Paged<AnswerOf<C['list']>>, Args>;
  /** GET the list → the whole list, unwrapped from its answer. */
  all: <Result>(
    build: VitrinaBuilder,
    unwrap: (answer: AnswerOf<C['list']>) => Result,
  ) => QueryDef<Result, ClientArgs, AnswerOf<C['list']>>;
  /** GET one item. */
  one: <Args extends ItemArgs<K>>(build: VitrinaBuilder) => QueryDef<AnswerOf<C['get']>, Args>;
  /** POST to the collection → 201, the new item. */
  create: <Args extends ClientArgs>(
    build: VitrinaBuilder,
    bodyOf: (args: Args) => BodyOf<C['create']>,
  ) => MutationDef<AnswerOf<C['create']>, Args>;
  /** PUT one item → the item as stored. */
  update: <Args extends ItemArgs<K>>(
    build: VitrinaBuilder,
    bodyOf: (args: Args) => BodyOf<C['replace']>,
  ) => MutationDef<AnswerOf<C['replace']>, Args>;
  /** An action's call on one item (`…/{id}/cancel`) → its answer; without `bodyOf` the request has no body. */
  action: <A extends Call, Args extends ItemArgs<K> = ItemArgs<K>>(
    build: VitrinaBuilder,
    c: A,
    bodyOf?: (args: Args) => BodyOf<A>,
  ) => MutationDef<AnswerOf<A>, Args>;
  /** DELETE one item → deleted, or only deactivated when others name it: the item is refetched. */
  remove: <Args extends ItemArgs<K>>(build: VitrinaBuilder) => MutationDef<OwnerRemoval, Args>;
}

/** One back-office resource requested through its calls (contracts/calls): its tags and definitions. */
export function ownerResource<K extends string, C extends OwnerResourceCalls>(spec: OwnerResourceSpec<K, C>): OwnerResource<K, C> {
  const calls: OwnerResourceCalls = spec.calls;
  const kit = resourceKit(spec, (name) => {
    const c = calls[name];
    if (!c) throw new Error(`the resource names no ${name} call`);
    return c;
  });
  return {
    ...kit,
    itemParams: (args) => ({ ...args, id: args.clientId }),
    answerPages: <Args extends ClientArgs>(build: VitrinaBuilder, filters: (args: Args) => FiltersOf<C['list']>) =>
      kit.answerPages<Paged<AnswerOf<C['list']>>, Args>(build, filters),
    update: <Args extends ItemArgs<K>>(build: VitrinaBuilder, bodyOf: (args: Args) => BodyOf<C['replace']>) =>
      kit.update<AnswerOf<C['replace']>, Args>(build, bodyOf),
  };
}
