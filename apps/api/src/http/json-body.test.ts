// JSON nested 2,000 levels deep answered 500 on public and owner routes (issue 25 finding 8): every JSON
// body is now refused past MAX_PAYLOAD_DEPTH with 400 `payload_too_deep` and a message (an i18n key of en
// and es), before a handler walks it; a body within the bound still reaches the route.
import { MAX_PAYLOAD_DEPTH, VALIDATION_MESSAGES } from '@vitrina/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerFixture, type OwnerFixture } from '../testing/owner-test-fixture.js';
import { testDatabases } from '../testing/test-db.js';

/** `levels` objects nested inside each other, as text: `{"a":{"a":…"x"}}`. */
const nested = (levels: number, leaf = '"x"') => `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;

/** A body of `levels` in all: the route's usual fields, one of them nested the rest of the way. */
const body = (levels: number, field: string, extra: Record<string, unknown> = {}) =>
  `{${Object.entries(extra)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`)
    .join('')}${JSON.stringify(field)}:${nested(levels - 1)}}`;

type Call = [name: string, method: 'POST' | 'PUT', path: string, field: string, owner: boolean];

const CALLS: Call[] = [
  ['contact form', 'POST', '/api/client/:id/contact', 'message', false],
  ['sign-up wizard', 'POST', '/api/wizard/session', 'business_name', false],
  ['chat start', 'POST', '/api/client/:id/chat/conversations', 'name', false],
  ['sign-up', 'POST', '/api/signup', 'email', false],
  ['draft save', 'PUT', '/api/client/:id/websitedata/draft', 'data', true],
  ['product', 'POST', '/api/client/:id/owner-products', 'name', true],
  ['customer form', 'POST', '/api/client/:id/owner-forms', 'fields', true],
  ['settings', 'PUT', '/api/client/:id/settings', 'business_name', true],
  ['quote', 'POST', '/api/client/:id/owner-quotes', 'lines', true],
];

describe.each(testDatabases())('%s: deeply nested JSON bodies', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const send = async (method: 'POST' | 'PUT', path: string, payload: string, owner: boolean) =>
    f.inject({
      method,
      url: path.replace(':id', String(f.clients.bistro.id)),
      headers: { ...(owner ? await f.as(f.users.owner) : {}), 'content-type': 'application/json' },
      payload,
    });

  it.each(CALLS)('%s (%s %s): 2,000 levels → 400 payload_too_deep with a message', async (_name, method, path, field, owner) => {
    const res = await send(method, path, body(2_000, field), owner);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'payload_too_deep', message: VALIDATION_MESSAGES.invalid.tooDeep } });
  });

  it.each(CALLS)(
    `%s (%s %s): ${MAX_PAYLOAD_DEPTH} levels, the bound, reach the route (never payload_too_deep, never a 5xx)`,
    async (_name, method, path, field, owner) => {
      const res = await send(method, path, body(MAX_PAYLOAD_DEPTH, field), owner);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.body).not.toContain('payload_too_deep');
      const over = await send(method, path, body(MAX_PAYLOAD_DEPTH + 1, field), owner);
      expect(over.json()).toMatchObject({ error: { code: 'payload_too_deep' } });
    },
  );

  it('arrays count as levels, a deep branch among shallow ones is found; malformed and poisoned bodies stay 400', async () => {
    const arrays = `{"message":${'['.repeat(5_000)}1${']'.repeat(5_000)}}`;
    expect((await send('POST', '/api/client/:id/owner-products', arrays, true)).json()).toMatchObject({
      error: { code: 'payload_too_deep' },
    });
    const wide = `{"message":[${Array.from({ length: 50 }, (_, i) => (i === 49 ? nested(40) : '{"a":1}')).join(',')}]}`;
    expect((await send('POST', '/api/client/:id/contact', wide, false)).json()).toMatchObject({ error: { code: 'payload_too_deep' } });
    expect((await send('POST', '/api/client/:id/contact', '{"message":', false)).statusCode).toBe(400);
    expect((await send('POST', '/api/client/:id/contact', '{"__proto__":{"x":1}}', false)).statusCode).toBe(400);
  });
});
