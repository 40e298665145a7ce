// Issue 25, finding 9: secrets never reach the request log (docs/decisions.md "Secrets are never logged nor
// stored in clear"). Log lines are captured from the server as it runs.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-db.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { REDACTED, redactUrl } from './request-log.js';

describe('redactUrl', () => {
  it.each([
    ['/oidc/set-password/abcDEF_123', `/oidc/set-password/${REDACTED}`],
    ['http://bistro.localhost:8080/oidc/set-password/abc?x=1', `http://bistro.localhost:8080/oidc/set-password/${REDACTED}?x=1`],
    ['/oidc/Set%2Dpassword/abc', `/oidc/Set%2Dpassword/${REDACTED}`],
    [
      '/admin/callback?code=c0de&state=s7&iss=http%3A%2F%2Flocalhost',
      `/admin/callback?code=${REDACTED}&state=${REDACTED}&iss=http%3A%2F%2Flocalhost`,
    ],
    [
      '/oidc/session/end?id_token_hint=eyJ&client_id=vitrina-editor',
      `/oidc/session/end?id_token_hint=${REDACTED}&client_id=vitrina-editor`,
    ],
    ['/x?CODE=1&%63ode=2&token=3&ticket=4', `/x?CODE=${REDACTED}&%63ode=${REDACTED}&token=${REDACTED}&ticket=${REDACTED}`],
    ['/store?utm_source=x&p=1', '/store?utm_source=x&p=1'],
    ['/set-password', '/set-password'],
    ['/forms/customer/3f1c2d4e-aaaa-4bbb-8ccc-1234567890ab/form/x', `/forms/customer/${REDACTED}/form/x`],
    ['/api/client/9/forms/customer/k3y/appointment/a1?x=1', `/api/client/9/forms/customer/${REDACTED}/appointment/a1?x=1`],
    ['/customer/k3y', '/customer/k3y'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe.each(testDatabases())('%s: the request log', (kind) => {
  let t: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestServer(kind, {
      builtInProvider: true,
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('a set-password link and a sign-in callback leave no token, code or state in any log line', async () => {
    const token = randomBytes(32).toString('base64url');
    const code = randomBytes(32).toString('base64url');
    const state = randomBytes(16).toString('hex');
    const host = { host: 'bistro.localhost:8080' };
    await t.app.inject({ url: `/oidc/set-password/${token}`, headers: host });
    await t.app.inject({
      method: 'POST',
      url: `/oidc/set-password/${token}`,
      headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=whatever-long&confirm=whatever-long',
    });
    await t.app.inject({ url: `/admin/callback?code=${code}&state=${state}`, headers: host });
    const log = lines.join('');
    expect(log).toContain(`/oidc/set-password/${REDACTED}`);
    expect(log).toContain(`/admin/callback?code=${REDACTED}&state=${REDACTED}`);
    for (const secret of [token, code, state]) expect(log).not.toContain(secret);
  });
});
