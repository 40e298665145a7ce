// One error shape for every failure: { error: { code, message, fields? } }. Bad input is a 4xx
// with the field messages of packages/validation (i18n keys), never a 5xx.
import type { ErrorBody } from '@vitrina/api-client/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

// The one error shape is a contract (contracts/shared.ts ErrorBody): the api-client reads every failure with it.
export type { ErrorBody };

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `value` when there is one; else the error `missing` makes is thrown (a read or write that found no row: a 404). */
export function foundOr<T>(value: T | null | undefined, missing: () => Error): T {
  if (value === null || value === undefined) throw missing();
  return value;
}

/**
 * 409 `{ error: { code: 'slug_taken', message, field: 'slug' } }` (a ready body, which the error handler sends
 * as it is): another record of the business already uses this address; the owner's form shows it on its slug
 * field. `message` names the kind of record ("Another product already uses this address").
 */
export class SlugTaken extends Error {
  readonly statusCode = 409;
  readonly error: { code: 'slug_taken'; message: string; field: 'slug' };
  constructor(message: string) {
    super(message);
    this.error = { code: 'slug_taken', message, field: 'slug' };
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply.status(status).send(errorBody(code, message, fields));
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_type',
  429: 'rate_limited',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.statusCode).send({ ...errorBody(err.code, err.message, err.fields), ...err.extra });
    }
    // Plugins such as the rate limiter throw a ready body of our shape.
    const ready = (err as { error?: ErrorBody['error'] }).error;
    if (ready && typeof ready.code === 'string' && typeof err.statusCode === 'number') {
      return reply.status(err.statusCode).send({ error: ready });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send(errorBody('internal', 'Something went wrong'));
    }
    if (err.validation) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const field = (v.instancePath || `/${String((v.params as { missingProperty?: string }).missingProperty ?? '')}`)
          .replace(/^\//, '')
          .replace(/\//g, '.');
        fields[field || err.validationContext || 'body'] = v.message ?? 'invalid';
      }
      return reply.status(400).send(errorBody('invalid_request', err.message, fields));
    }
    return reply.status(status).send(errorBody(CODE_BY_STATUS[status] ?? 'bad_request', err.message));
  });
}
