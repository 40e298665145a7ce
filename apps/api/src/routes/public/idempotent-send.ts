// The Idempotency-Key protocol of the public money-moving calls (checkout, quote/invoice payments; issue 13):
// the same key and body replay the first answer byte for byte; the same key with another body → 422
// idempotency_mismatch; a duplicate sent while the first runs waits for it (409 in_progress after the wait).
// A 4xx ApiError is an answer like any other (kept and replayed); a 5xx frees the key for a retry.
import type { FastifyReply } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { abandonIdempotent, finishIdempotent, purgeIdempotencyKeys, startIdempotent } from '../../services/idempotency.js';
import type { IdempotencyScope } from '../../services/idempotency.js';

export interface IdempotentResult {
  status: number;
  body: unknown;
}

/** An ApiError as the answer kept for its key. */
export const apiErrorResult = (err: ApiError): IdempotentResult => ({
  status: err.statusCode,
  body: {
    error: err.fields ? { code: err.code, message: err.message, fields: err.fields } : { code: err.code, message: err.message },
    ...err.extra,
  },
});

export async function sendIdempotent(
  reply: FastifyReply,
  db: AppDb,
  scope: IdempotencyScope,
  hash: string,
  run: () => Promise<IdempotentResult>,
): Promise<FastifyReply> {
  const start = await startIdempotent(db, scope, hash);
  if (start.kind === 'mismatch') throw new ApiError(422, 'idempotency_mismatch', 'This Idempotency-Key was used with another request');
  if (start.kind === 'in_progress') throw new ApiError(409, 'in_progress', 'The first request with this Idempotency-Key is still running');
  if (start.kind === 'replay') {
    return reply
      .status(start.answer.status)
      .type('application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(start.answer.body);
  }
  let result: IdempotentResult;
  try {
    result = await run();
  } catch (err) {
    if (!(err instanceof ApiError) || err.statusCode >= 500) {
      await abandonIdempotent(db, scope);
      throw err;
    }
    result = apiErrorResult(err);
  }
  const text = JSON.stringify(result.body);
  await finishIdempotent(db, scope, { status: result.status, body: text });
  // Now and then, forget keys older than the kept window.
  if (Math.random() < 0.01) void purgeIdempotencyKeys(db).catch(() => {});
  return reply.status(result.status).type('application/json; charset=utf-8').send(text);
}
