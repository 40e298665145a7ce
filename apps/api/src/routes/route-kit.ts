// The one shape of a back-office screen's routes (issue 27: "a route validates, calls one service function and
// shapes the answer"). A module's route file declares only what differs from screen to screen: its paths, its
// contracts (summary, params, querystring, body, answer), how a body becomes the service's fields and which
// service function answers. The kit adds what every such route repeated by hand: the screen's guard (reads
// pass every role of the screen, writes are refused on freemium sites), `config.owner` and the bearer
// requirement (ownerRoute), the answer never cached, and the status code of its kind (201 for a create, 204 for
// a delete without a body).
import { OwnerRemoval } from '@vitrina/api-client/contracts';
import type { AnswerOf, Call, CallMethod } from '@vitrina/api-client/contracts';
import type { BackOfficeScreen } from '@vitrina/core-model';
import type { ValidationResult } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteGenericInterface, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context.js';
import { ApiError } from '../http/errors.js';
import type { OwnerChanger } from '../services/owner-publish.js';
import type { CallRequest } from './call-route.js';
import { changerOf, clientGuard, ownerRoute } from './owner/owner-guard.js';
import { clientParams } from './owner/owner-schemas.js';
import { noCache } from './public/route-helpers.js';

/** A body judged by its form's yup schema: its value, else 400 invalid_request with the failing fields. */
export function validOr400<T>(checked: ValidationResult<T>, message?: string): T {
  if (!checked.ok) throw new ApiError(400, 'invalid_request', message ?? checked.message, checked.fields);
  return checked.value;
}

/** A page's `cursor` and `limit` as the query sends them (digits), as numbers for the service. */
export function pageNumbers(query: { cursor?: string | number; limit?: string | number }): { cursor?: number; limit?: number } {
  const { cursor, limit } = query;
  return { cursor: cursor === undefined ? undefined : Number(cursor), limit: limit === undefined ? undefined : Number(limit) };
}

/**
 * A public write's rate limit: `max` calls a minute per address and purpose (`name`), and per client of the
 * path when `perClient` (the key reads `ip|name` or `ip|name|id`).
 */
export function perMinute(max: number, name: string, { perClient = false } = {}) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) =>
      perClient ? `${req.ip}|${name}|${String((req.params as { id?: unknown }).id)}` : `${req.ip}|${name}`,
  } as const;
}

/** Larger than any database id (int4): a cursor no row can have. */
const MAX_ID = 2_147_483_647;

/** A list's query as the service takes it: its filters, and its `cursor` and `limit` as numbers. */
export type Paged<Query> = Omit<Query, 'cursor' | 'limit'> & { cursor?: number; limit?: number };

/** The contract of a page of the client's records (GET, the client's path params). */
export interface PageContract<Page> {
  summary: string;
  /** The querystring: the list's filters, `cursor` and `limit` (digits). */
  query: unknown;
  /** The page's answer. */
  page: unknown;
  /** The answer to a cursor past any id (no row follows it), given without asking the service. */
  pastLastId?: Page;
}

/** A route's contract without what the kit adds (its tags and the bearer requirement). */
export type ScreenSchema = Omit<FastifySchema, 'tags' | 'security'> & { summary: string };

/**
 * The parts of a request a route's contract checks. Its answer (`Reply`) stays out: the answer is the
 * service's, returned to the kit, and Fastify cannot type a handler's return for a route generic over it.
 */
type RequestOf<G extends RouteGenericInterface> = {
  Params: G['Params'];
  Querystring: G['Querystring'];
  Body: G['Body'];
  Headers: G['Headers'];
};

/** The service call of a route: the request's checked parts in, the answer out. */
type Answer<G extends RouteGenericInterface> = (req: FastifyRequest<RequestOf<G>>) => Promise<G['Reply']>;

/**
 * A route of one kind, registered from its call (contracts/calls): the call's method must be the kind's, and
 * the handler answers the call's answer. The second form names the request types itself, for the kit's own
 * routes that are generic over their record (resource).
 */
export interface RouteKind {
  <C extends Call, S extends ScreenSchema>(c: C, schema: S, answer: (req: FastifyRequest<CallRequest<C, S>>) => Promise<AnswerOf<C>>): void;
  <G extends RouteGenericInterface>(c: Call, schema: ScreenSchema, answer: Answer<G>): void;
}

/** The routes of one back-office screen, by kind; each answers with what its service function returns. */
export interface ScreenRoutes {
  /** The screen's guards, for a route of its own shape (a file download): `ownerRoute(guards.read, schema)`. */
  guards: { read: onRequestAsyncHookHandler; write: onRequestAsyncHookHandler };
  /** GET, 200 with the answer. */
  read: RouteKind;
  /** POST that makes a record, 201 with it. */
  create: RouteKind;
  /** PUT that replaces a record, 200 with it. */
  replace: RouteKind;
  /** PATCH that changes part of a record, 200 with it. */
  change: RouteKind;
  /** POST of an action on a record (publish, cancel…), 200 with the record. */
  act: RouteKind;
  /** DELETE that may keep the record (deactivated), 200 with the outcome. */
  remove: RouteKind;
  /** DELETE, 204 without a body. */
  erase: RouteKind;
  /** DELETE, 204 without a body and without the no-cache header (the team's removals, as they always answered). */
  discard: RouteKind;
  /** GET of the client's collection, 200: the service gets the client's id and the query as its schema checked it. */
  list<Query, Page>(c: Call, contract: PageContract<Page>, answer: (clientId: number, query: Query) => Promise<Page>): void;
  /**
   * GET of one page of the client's records (keyset paging), 200 with the page: the service gets the client's
   * id and the query, `cursor` and `limit` as numbers.
   */
  page<Query extends PageQuery, Page = unknown>(
    c: Call,
    contract: PageContract<Page>,
    answer: (clientId: number, query: Paged<Query>) => Promise<Page>,
  ): void;
  /** The list/get/create/replace/remove (or erase) routes of one kind of record, declared at once. */
  resource<Item, Fields, List, Query>(declaration: ResourceDeclaration<Item, Fields, List, Query>): void;
}

/**
 * A back-office record's routes in one declaration: the collection (`url`: list, create) and the item
 * (`url/:key`: get, replace, remove or erase). It names its contracts, the service function of each route
 * and the routes' summaries; the kit calls each function the one way they all take (the client's id or the
 * changer, the item's id, the body's checked fields) and adds the params, body and answer schemas of its kind.
 * `remove` answers `{ outcome }` (deleted or deactivated); `erase` answers 204, described by `summaries.deleted`.
 */
export interface ResourceDeclaration<Item, Fields, List, Query> {
  /**
   * The calls of the record (contracts/calls), one per service function: `list` and `create` on the collection,
   * `get`, `replace`, `remove` or `erase` on the item, whose last path parameter is the item's id.
   */
  calls: ResourceCalls;
  schemas: { params: unknown; item: unknown; input?: unknown; list?: unknown; query?: unknown };
  /** A create or replace body's checked fields (a 400 when it fails its form's schema). */
  fieldsOf?: (body: unknown) => Fields;
  /** A check before a create or replace (the plan allows the feature). */
  beforeSave?: (req: FastifyRequest) => void;
  service: {
    list?: (clientId: number, query: Query) => Promise<List>;
    get?: (ctx: AppContext, clientId: number, id: number) => Promise<Item>;
    create?: (ctx: AppContext, by: OwnerChanger, fields: Fields) => Promise<Item>;
    replace?: (ctx: AppContext, by: OwnerChanger, id: number, fields: Fields) => Promise<Item>;
    remove?: (ctx: AppContext, by: OwnerChanger, id: number) => Promise<OwnerRemoval['outcome']>;
    erase?: (ctx: AppContext, by: OwnerChanger, id: number) => Promise<void>;
  };
  summaries: Partial<Record<'list' | 'get' | 'create' | 'replace' | 'remove' | 'erase' | 'deleted', string>>;
}

/** A resource's calls, by the service function each serves. */
export type ResourceCalls = Partial<Record<'list' | 'get' | 'create' | 'replace' | 'remove' | 'erase', Call>>;

type ClientId = { id: number };
type PageQuery = { cursor?: string | number; limit?: string | number };

export interface ScreenOptions {
  /** The back-office screen whose roles may call (core-model `canUseScreen`). */
  screen: BackOfficeScreen;
  /** The OpenAPI tags of every route of the screen. */
  tags: string[];
  /**
   * Whether freemium sites may write too: the screen changes the business, not its website (the team).
   * Otherwise writes answer 403 `freemium` there.
   */
  freemiumWrites?: boolean;
}

/** The path of a route: its call's, which must use the kind's method. */
function pathOf(target: Call, method: CallMethod): string {
  if (target.method !== method) throw new Error(`${target.method} ${target.path} registered as a ${method} route`);
  return target.path;
}

/** The route kinds of one screen, registered on `app` (the owner scope) with the screen's guard. */
export function screenRoutes(app: FastifyInstance, ctx: AppContext, { screen, tags, freemiumWrites = false }: ScreenOptions): ScreenRoutes {
  const read = clientGuard(ctx, { write: false, screen });
  const write = freemiumWrites ? read : clientGuard(ctx, { write: true, screen });

  const register =
    (method: CallMethod, writes: boolean, status: 200 | 201 | 204, cached = false) =>
    <G extends RouteGenericInterface>(target: Call, schema: ScreenSchema, answer: Answer<G>): void => {
      app.route<RequestOf<G>>({
        method,
        url: pathOf(target, method),
        ...ownerRoute(writes ? write : read, { tags, ...schema }),
        handler: async (req, reply) => {
          const body = await answer(req);
          return (cached ? reply : noCache(reply)).status(status).send(body);
        },
      });
    };

  const kind = (method: CallMethod, writes: boolean, status: 200 | 201 | 204, cached = false): RouteKind =>
    register(method, writes, status, cached);

  const list = <Query, Page>(c: Call, contract: PageContract<Page>, answer: (clientId: number, query: Query) => Promise<Page>) => {
    const { summary, query, page } = contract;
    const schema = { summary, params: clientParams, ...(query === undefined ? {} : { querystring: query }), response: { 200: page } };
    // Fastify leaves a generic querystring unresolved; the route's schema checked it as `Query`.
    register('GET', false, 200)<{ Params: ClientId; Querystring: Query }>(c, schema, (req) =>
      answer(req.owner!.clientId, req.query as Query),
    );
  };

  const routes: Omit<ScreenRoutes, 'resource'> = {
    guards: { read, write },
    read: kind('GET', false, 200),
    create: kind('POST', true, 201),
    replace: kind('PUT', true, 200),
    change: kind('PATCH', true, 200),
    act: kind('POST', true, 200),
    remove: kind('DELETE', true, 200),
    erase: kind('DELETE', true, 204),
    discard: kind('DELETE', true, 204, true),
    list,
    page: <Query extends PageQuery, Page>(
      c: Call,
      contract: PageContract<Page>,
      answer: (clientId: number, query: Paged<Query>) => Promise<Page>,
    ) =>
      list<Query, Page>(c, contract, async (clientId, { cursor, limit, ...filters }) => {
        const numbers = pageNumbers({ cursor, limit });
        const { pastLastId } = contract;
        if (pastLastId !== undefined && numbers.cursor !== undefined && numbers.cursor > MAX_ID) return pastLastId;
        return answer(clientId, { ...filters, ...numbers });
      }),
  };
  return { ...routes, resource: (declaration) => declareResource(ctx, routes, declaration) };
}

function declareResource<Item, Fields, List, Query>(
  ctx: AppContext,
  routes: Omit<ScreenRoutes, 'resource'>,
  d: ResourceDeclaration<Item, Fields, List, Query>,
): void {
  const { calls, schemas, service, summaries } = d;
  const params = schemas.params;
  type Of<P> = { Params: P; Body: unknown };
  type ItemParams = Record<string, number>;
  const itemCalls = [calls.get, calls.replace, calls.remove, calls.erase].filter((c) => c !== undefined);
  const key = itemCalls[0]?.path.match(/:(\w+)$/)?.[1];
  const callOf = (name: keyof ResourceCalls): Call => {
    const c = calls[name];
    if (!c) throw new Error(`the resource serves ${name} but names no call for it`);
    return c;
  };
  const idOf = (req: FastifyRequest<Of<ItemParams>>): number => req.params[key!]!;
  const fieldsOf = (req: FastifyRequest<Of<ItemParams>>): Fields => {
    d.beforeSave?.(req);
    return d.fieldsOf!(req.body);
  };
  const text = (summary: string | undefined): string => summary ?? '';
  const { list, get, create, replace, remove, erase } = service;
  if (list) routes.list(callOf('list'), { summary: text(summaries.list), query: schemas.query, page: schemas.list }, list);
  if (get) {
    const schema = { summary: text(summaries.get), params, response: { 200: schemas.item } };
    routes.read<Of<ItemParams>>(callOf('get'), schema, (req) => get(ctx, req.owner!.clientId, idOf(req)));
  }
  if (create) {
    const schema = { summary: text(summaries.create), params: clientParams, body: schemas.input, response: { 201: schemas.item } };
    routes.create<Of<ItemParams>>(callOf('create'), schema, async (req) => create(ctx, changerOf(req), fieldsOf(req)));
  }
  if (replace) {
    const schema = { summary: text(summaries.replace), params, body: schemas.input, response: { 200: schemas.item } };
    routes.replace<Of<ItemParams>>(callOf('replace'), schema, async (req) => replace(ctx, changerOf(req), idOf(req), fieldsOf(req)));
  }
  if (remove) {
    const schema = { summary: text(summaries.remove), params, response: { 200: OwnerRemoval } };
    routes.remove<Of<ItemParams>>(callOf('remove'), schema, async (req) => ({
      outcome: await remove(ctx, changerOf(req), idOf(req)),
    }));
  }
  if (erase) {
    const schema = { summary: text(summaries.erase), params, response: { 204: { type: 'null', description: summaries.deleted } } };
    routes.erase<Of<ItemParams>>(callOf('erase'), schema, (req) => erase(ctx, changerOf(req), idOf(req)));
  }
}
