// Shared pieces of the public routes: id parameters as JSON schemas (so a non-numeric id is a 400 and
// the OpenAPI document says "integer"), the 404 of an unknown client, and no-cache JSON answers.
import type { FastifyReply } from 'fastify';
import type { ClientRecord } from '../../db/index.js';
import { findClientById } from '../../db/index.js';
import type { AppDb } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';

/** Postgres `integer`: ids beyond it can name nothing. */
export const DB_ID_SCHEMA = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const clientIdParams = (name: 'id' | 'client_id' = 'id') =>
  ({ type: 'object', required: [name], properties: { [name]: DB_ID_SCHEMA } }) as const;

export function notFound(message: string, extra?: Record<string, unknown>): ApiError {
  return new ApiError(404, 'not_found', message, undefined, extra);
}

export async function requireClient(db: AppDb, id: number): Promise<ClientRecord> {
  const record = await findClientById(db, id);
  if (!record) throw notFound('No such client');
  return record;
}

/** Spec §7 "Cache is disabled on requests": public JSON is always revalidated. */
export function noCache(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache');
}

/** Text ids the API hands out (uuids, slugs); anything else names nothing and never reaches the database. */
export const SAFE_TEXT_ID = /^[A-Za-z0-9_-]{1,128}$/;
