import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { listContactMessages } from './messages-repository.js';
import { CONTACT_RATE_LIMIT } from './messages-routes.js';

const valid = { name: 'Ana López', email: 'ana@example.com', phone: '(555) 123-4567', message: 'Do you open on Sundays?' };

describe.each(testDatabases())('%s: POST /api/client/{id}/contact (spec §3 Contact-us form, §5)', (kind) => {
  let t: TestServer;
  let clientId: number;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(t.database.db)).client.id;
  }, 60_000);
  afterAll(() => t?.close());

  /** Each call comes from its own visitor unless told, so the rate limit stays out of the way. */
  const post = (payload: unknown, options: { id?: number | string; ip?: string; contentType?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/client/${options.id ?? clientId}/contact`,
      headers: {
        'x-forwarded-for': options.ip ?? `198.51.100.${(ipCounter += 1)}`,
        'content-type': options.contentType ?? 'application/json',
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('§5 stores the message as plain text (tags stripped, trimmed) → 201', async () => {
    const res = await post({ ...valid, name: ' <b>Ana</b> López ', message: '<script>alert(1)</script> Hello ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    const [stored] = await listContactMessages(t.database.db, clientId);
    expect(stored).toMatchObject({ name: 'Ana López', email: 'ana@example.com', message: 'alert(1) Hello' });
  });

  it.each([
    ['§5 required name', { name: '' }, { name: 'validation:required.name' }],
    ['§5 required e-mail', { email: undefined }, { email: 'validation:required.email' }],
    ['§5 valid e-mail', { email: 'ana@example' }, { email: 'validation:invalid.email' }],
    ['§5 valid contact number', { phone: '123' }, { phone: 'validation:invalid.phone' }],
    ['§5 required message (tags only)', { message: '<p></p>' }, { message: 'validation:required.message' }],
    ['an overlong message', { message: 'x'.repeat(6000) }, { message: 'validation:invalid.value' }],
  ])('%s → 400 invalid_request with the field’s i18n key', async (_name, change, fields) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message: 'validation:forms.completeRequired', fields } });
  });

  it.each([
    ['a body that is not JSON', '{"name":', 'application/json', 400],
    ['a JSON list', '[1,2]', 'application/json', 400],
    ['a form-encoded body', 'name=Ana', 'application/x-www-form-urlencoded', 415],
    ['plain text', 'hello', 'text/plain', 400],
  ])('%s → %s %s, never 5xx', async (_name, body, contentType, status) => {
    const res = await post(body, { contentType });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it.each([
    ['an unknown client', 2147483000, 404],
    ['a non-numeric client id', 'abc', 400],
  ])('%s (%s) → %i', async (_name, id, status) => {
    expect((await post(valid, { id })).statusCode).toBe(status);
  });

  it(`a public write: more than ${CONTACT_RATE_LIMIT.max} a minute from one IP to one client → 429 in the error shape`, async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) expect((await post(valid, { ip })).statusCode).toBe(201);
    const res = await post(valid, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'rate_limited', message: expect.any(String) } });
    // The same visitor may still write to another business.
    const other = (await buildClient(t.database.db)).client.id;
    expect((await post(valid, { ip, id: other })).statusCode).toBe(201);
  });

  it('the same client spelt differently shares one allowance', async () => {
    const ip = '203.0.113.51';
    const spellings = [`${clientId}`, `0${clientId}`, `00${clientId}`, `+${clientId}`, `${clientId}.0`, `${clientId}e0`];
    const statuses = [];
    for (const id of spellings) statuses.push((await post(valid, { ip, id })).statusCode);
    expect(statuses.slice(0, CONTACT_RATE_LIMIT.max)).toEqual(Array(CONTACT_RATE_LIMIT.max).fill(201));
    expect(statuses[CONTACT_RATE_LIMIT.max]).toBe(429);
  });
});
