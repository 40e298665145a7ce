// A route registered from its call (contracts/call.ts): the call names the method, the path and the types of
// the request and the answer; the route adds its schemas (which check the request at run time), its guard or
// rate limit, and its handler. A route file writes no path of its own (route-contracts.test.ts).
import type { AnswerOf, BodyOf, Call, HeadersOf, QueryOf } from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';

/** A request part's type: the call's, or Fastify's default when the call takes none. */
type Part<T> = [T] extends [never] ? unknown : T;

/**
 * The path parameters as the route's `params` schema checks them: a contract's TypeBox type, or a plain JSON
 * schema's properties (integers as numbers); none without a schema.
 */
export type ParamsFrom<S> = S extends { params: { static: infer P } }
  ? P
  : S extends { params: { properties: infer Props } }
    ? { [K in keyof Props]: Props[K] extends { type: 'integer' } ? number : string }
    : Record<never, never>;

/** A call's request as its route's handler reads it: the params its schema checked, the call's query, body and headers. */
export interface CallRequest<C extends Call, S = unknown> {
  Params: ParamsFrom<S>;
  Querystring: Part<QueryOf<C>>;
  Body: Part<BodyOf<C>>;
  Headers: Part<HeadersOf<C>>;
}

/** The options of a route besides its method, URL and handler (schema, guard, config). */
export type CallOptions<S extends FastifySchema> = Omit<RouteShorthandOptions, 'schema'> & { schema: S };

/**
 * Registers the call's route: its method and path, `options` (the schema from publicRoute/ownerRoute, a guard,
 * a rate limit), and a handler that answers the call's answer (or sends the reply itself).
 */
export function onCall<C extends Call, S extends FastifySchema>(
  app: FastifyInstance,
  c: C,
  options: CallOptions<S>,
  handler: (req: FastifyRequest<CallRequest<C, S>>, reply: FastifyReply) => Promise<AnswerOf<C> | FastifyReply>,
): void {
  app.route<CallRequest<C, S>>({ method: c.method, url: c.path, ...options, handler });
}
