// Shared pieces of the public routes: id parameters as JSON schemas (so a non-numeric id is a 400 and
// the OpenAPI document says "integer"), the 404 of an unknown client (modules/sites), and no-cache JSON answers.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifySchema } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { requireClient } from '../../modules/sites/clients-service.js';
import type { ClientRecord } from '../../modules/sites/clients-service.js';

// The tenancy guard (404 for an unknown client) belongs to the sites module; re-exported so its callers keep
// this one import. From the part itself, not the module's index: the index registers routes that import
// this file, which would make a cycle.
export { requireClient } from '../../modules/sites/clients-service.js';

/** Postgres `integer`: ids beyond it can name nothing. */
export const DB_ID_SCHEMA = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const clientIdParams = <N extends 'id' | 'client_id' = 'id'>(name: N = 'id' as N) =>
  ({ type: 'object', required: [name], properties: { [name]: DB_ID_SCHEMA } as Record<N, typeof DB_ID_SCHEMA> }) as const;

export function notFound(message: string, extra?: Record<string, unknown>): ApiError {
  return new ApiError(404, 'not_found', message, undefined, extra);
}

/** Spec §7 "Cache is disabled on requests": public JSON is always revalidated. */
export function noCache(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache');
}

/**
 * The handler of a public read about one client (`:id` in its path): the client's lookup first (404 for an
 * unknown id, the shared tenancy guard), then the service's answer from the checked request and the client's
 * record, sent never cached (an error on the way carries no cache header, as these routes always answered).
 */
export function clientAnswer<R extends { params: { id: number } }, A>(
  ctx: AppContext,
  answer: (req: R, client: ClientRecord['client']) => Promise<A>,
) {
  return async (req: R, reply: FastifyReply): Promise<FastifyReply> => {
    const { client } = await requireClient(ctx.database.db, req.params.id);
    const body = await answer(req, client);
    return noCache(reply).send(body);
  };
}

/**
 * As clientAnswer, but the reply is marked never cached before the service runs, so its refusals are never
 * cached either (the order's payment steps and the subscription's page, as they always answered).
 */
export function clientCall<R extends { params: { id: number } }, A>(ctx: AppContext, answer: (req: R) => Promise<A>) {
  return async (req: R, reply: FastifyReply): Promise<A> => {
    await requireClient(ctx.database.db, req.params.id);
    noCache(reply);
    return answer(req);
  };
}

/** Text ids the API hands out (uuids, slugs); anything else names nothing and never reaches the database. */
export const SAFE_TEXT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A public route's contract: its schema without the tag every public route carries, and its rate limit if any. */
export type PublicSchema = Omit<FastifySchema, 'tags'> & { summary: string; tags?: string[]; rateLimit?: RateLimitOptions };

/**
 * The options of a public route (no login): its schema tagged `public` unless it names its own tags, and its
 * per-route rate limit when it has one — as `ownerRoute` is for the back office's routes.
 */
export function publicRoute<S extends PublicSchema>({ rateLimit, ...schema }: S) {
  return {
    ...(rateLimit === undefined ? {} : { config: { rateLimit } }),
    schema: { tags: ['public'], ...schema },
  };
}
