// Every JSON body of the API is read here (issue 25: JSON nested 2,000 levels deep answered 500 on 19
// routes, whose handlers walk bodies recursively). Fastify's own parser (secure-json-parse: prototype
// poisoning refused, empty or malformed bodies a 400) reads it; then a body nested deeper than
// MAX_PAYLOAD_DEPTH is refused with 400 `payload_too_deep` before any route sees it. JSON.parse and the
// depth measure both work without recursion, so no body can exhaust the stack on the way.
import { VALIDATION_MESSAGES, payloadTooDeep } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

export const payloadTooDeepError = () => new ApiError(400, 'payload_too_deep', VALIDATION_MESSAGES.invalid.tooDeep);

/** Replaces the `application/json` parser of `app` (and of every scope registered after this call). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err, value) => {
      if (err) return done(err, undefined);
      if (payloadTooDeep(value)) return done(payloadTooDeepError(), undefined);
      done(null, value);
    });
  });
}
