// What the request log says about a request (issue 25, docs/decisions.md "Secrets are never logged nor stored
// in clear"): its method, address and URL as the request identity computed it, with every secret a URL can
// carry replaced by `[redacted]`. The one place: Fastify's `req` serializer, so every log line that names a
// request goes through it. A route that puts a new secret in a path or query adds it here.
import { identityUrl, requestIdentity, type IdentityOptions, type RawRequest } from './request-identity.js';

export const REDACTED = '[redacted]';

/** Path segments that are secrets: the segment after each of these runs of segments. */
const SECRET_SEGMENTS_AFTER: readonly (readonly string[])[] = [
  // The built-in provider's one-time set-password links (`/oidc/set-password/<token>`).
  ['set-password'],
  // A customer's forms link, page and API alike (`/forms/customer/<key>`): a capability to their forms.
  ['forms', 'customer'],
];

const follows = (segments: readonly string[], i: number, run: readonly string[]) =>
  i >= run.length && run.every((name, k) => decoded(segments[i - run.length + k]!) === name);

/** Query parameters that are secrets wherever they appear. */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  // OAuth / OIDC: the editor's callback (`/admin/callback?code=…&state=…`), logout hints, tokens in URLs.
  'code',
  'state',
  'id_token_hint',
  'access_token',
  'refresh_token',
  'code_verifier',
  'client_secret',
  // Generic names a link may use for a capability.
  'token',
  'ticket',
  'password',
]);

function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return part.toLowerCase(); // malformed: kept as written, and not one of ours
  }
}

/** `path?query` (or an absolute URL) with its secrets replaced; the rest is kept as written. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i += 1) {
    if (segments[i] && SECRET_SEGMENTS_AFTER.some((run) => follows(segments, i, run))) segments[i] = REDACTED;
  }
  const redactedQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMS.has(decoded(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return queryAt === -1 ? segments.join('/') : `${segments.join('/')}?${redactedQuery}`;
}

/** Fastify's `req` serializer. */
export function requestLogSerializer(options: IdentityOptions) {
  return (req: { method: string; ip: string; raw: RawRequest }) => {
    const identity = requestIdentity(req.raw, options);
    return { method: req.method, url: identity.ok ? redactUrl(identityUrl(identity.identity)) : 'invalid', remoteAddress: req.ip };
  };
}
