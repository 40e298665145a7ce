// The Idempotency-Key protocol of the public money-moving calls (checkout, quote/invoice payments; issue 13):
// the same key and body replay the first answer byte for byte; the same key with another body → 422
// idempotency_mismatch; a duplicate sent while the first runs waits for it (409 in_progress after the wait).
// The running request renews its lease on the key; a retry of a key whose holder died takes it over and runs
// the work again, which resumes what was left (issue 32). A 4xx ApiError is an answer like any other (kept
// and replayed); a 5xx (payment_pending included) lets go of the lease, so the retry resumes at once.
// Every read and write of the keys is services/idempotency.ts's (issue 27: this helper imports nothing of src/db).
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import {
  finishIdempotent,
  purgeIdempotencyKeys,
  releaseIdempotent,
  renewIdempotent,
  startIdempotent,
  storedAnswer,
} from '../../services/idempotency.js';
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
  ctx: Pick<AppContext, 'database'> & { config: Pick<AppContext['config'], 'idempotencyLeaseMs'> },
  scope: IdempotencyScope,
  hash: string,
  /** `fresh`: this request wrote the key just now (no earlier request with it left work to resume). */
  run: (fresh: boolean) => Promise<IdempotentResult>,
): Promise<FastifyReply> {
  const { db } = ctx.database;
  const leaseMs = ctx.config.idempotencyLeaseMs;
  const start = await startIdempotent(db, scope, hash, { leaseMs });
  if (start.kind === 'mismatch') throw new ApiError(422, 'idempotency_mismatch', 'This Idempotency-Key was used with another request');
  if (start.kind === 'in_progress') throw new ApiError(409, 'in_progress', 'The first request with this Idempotency-Key is still running');
  if (start.kind === 'replay') {
    return reply
      .status(start.answer.status)
      .type('application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(start.answer.body);
  }
  const { holder } = start;
  // The lease lasts while this request works: renewed every third of it, so only a dead process loses it.
  const heartbeat = setInterval(() => void renewIdempotent(db, scope, holder, leaseMs).catch(() => {}), Math.max(50, leaseMs / 3));
  let result: IdempotentResult;
  try {
    result = await run(start.kind === 'first');
  } catch (err) {
    if (!(err instanceof ApiError) || err.statusCode >= 500) {
      clearInterval(heartbeat);
      await releaseIdempotent(db, scope, holder);
      throw err;
    }
    result = apiErrorResult(err);
  } finally {
    clearInterval(heartbeat);
  }
  const text = JSON.stringify(result.body);
  // A holder that stalled past its lease may find another's answer kept: every request gets that one.
  const kept = (await finishIdempotent(db, scope, { status: result.status, body: text })) ? null : await storedAnswer(db, scope);
  if (kept && kept.body !== text) return reply.status(kept.status).type('application/json; charset=utf-8').send(kept.body);
  // Now and then, forget keys older than the kept window.
  if (Math.random() < 0.01) void purgeIdempotencyKeys(db).catch(() => {});
  return reply.status(result.status).type('application/json; charset=utf-8').send(text);
}
