// Every documented TRUST_PROXY form, through a real forwarding hop (issue 25 finding 14): the API listens on
// a loopback port, a node:http proxy on another one forwards each request from 127.0.0.2 and appends the
// visitor's address to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` does. Visitors connect
// from their own loopback addresses (127.0.0.5, 127.0.0.6); a visitor may forge X-Forwarded-For itself.
// What a visitor would notice: the address /api/ip answers, and whose allowance a rate limit spends.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../modules/messages/messages-routes.js';
import { buildClient } from '../testing/builders.js';
import { testDatabases } from '../testing/test-db.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

const PROXY_ADDRESS = '127.0.0.2';
const VISITOR = '127.0.0.5';
const OTHER_VISITOR = '127.0.0.6';
const DIRECT_CLIENT = '127.0.0.7';

interface Answer {
  status: number;
  body: string;
}

/** One request on a fresh connection from `from` to 127.0.0.1:`port`. */
function send(port: number, path: string, options: { from: string; method?: string; headers?: IncomingHttpHeaders; body?: string }) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from,
        agent: false,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A one-hop reverse proxy to the API, connecting from PROXY_ADDRESS. */
async function startProxy(apiPort: number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const sent = req.headers['x-forwarded-for'];
    const forwardedFor = [sent, req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: apiPort,
        localAddress: PROXY_ADDRESS,
        agent: false,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const FORGED = { 'x-forwarded-for': '203.0.113.66' };

/**
 * [TRUST_PROXY, what /api/ip answers a visitor behind the proxy (who forged X-Forwarded-For when `forges`),
 * whether a forged header sent straight to the API (not through the proxy) is ignored].
 */
const FORMS: { value: string; name: string; forges: boolean; seen: string; directIgnored: boolean | null }[] = [
  { value: '', name: 'unset: the proxy is every visitor', forges: true, seen: PROXY_ADDRESS, directIgnored: true },
  { value: '1', name: 'a hop count', forges: true, seen: VISITOR, directIgnored: false },
  { value: PROXY_ADDRESS, name: "the proxy's address", forges: true, seen: VISITOR, directIgnored: true },
  { value: '127.0.0.0/30', name: "a CIDR holding the proxy's address", forges: true, seen: VISITOR, directIgnored: true },
  { value: '::1, 192.0.2.0/24, 127.0.0.2/32', name: 'a list of addresses and CIDRs', forges: true, seen: VISITOR, directIgnored: true },
  { value: 'true', name: 'true (the proxy overwrites what visitors send)', forges: false, seen: VISITOR, directIgnored: false },
];

describe.each(testDatabases())('%s: TRUST_PROXY through a real forwarding hop', (kind) => {
  describe.each(FORMS)('TRUST_PROXY="$value" ($name)', ({ value, forges, seen, directIgnored }) => {
    let t: TestServer;
    let apiPort: number;
    let proxy: { server: Server; port: number };
    let clientId: number;
    beforeAll(async () => {
      t = await createTestServer(kind, { env: { TRUST_PROXY: value } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      apiPort = (t.app.server.address() as AddressInfo).port;
      proxy = await startProxy(apiPort);
      clientId = (await buildClient(t.database.db)).client.id;
    }, 60_000);
    afterAll(async () => {
      await new Promise((resolve) => proxy?.server.close(resolve));
      await t?.close();
    });

    const viaProxy = (path: string, from: string, options: { method?: string; headers?: IncomingHttpHeaders; body?: string } = {}) =>
      send(proxy.port, path, { from, ...options, headers: { ...(forges ? FORGED : {}), ...options.headers } });

    it(`/api/ip behind the proxy answers ${seen}`, async () => {
      const answer = await viaProxy('/api/ip', VISITOR);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ ip: seen });
    });

    it(`a rate limit counts per ${seen === VISITOR ? 'visitor' : 'proxy: one allowance for all'}`, async () => {
      const contact = (from: string) =>
        viaProxy(`/api/client/${clientId}/contact`, from, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) expect((await contact(VISITOR)).status).toBe(400);
      expect((await contact(VISITOR)).status).toBe(429);
      expect((await contact(OTHER_VISITOR)).status).toBe(seen === VISITOR ? 400 : 429);
    });

    if (directIgnored !== null) {
      it(`forwarded headers sent straight to the API, not from a proxy, are ${directIgnored ? 'ignored' : 'believed'}`, async () => {
        const answer = await send(apiPort, '/api/ip', { from: DIRECT_CLIENT, headers: { ...FORGED, 'x-forwarded-host': 'not a host!' } });
        if (directIgnored) {
          expect(answer.status).toBe(200);
          expect(JSON.parse(answer.body)).toEqual({ ip: DIRECT_CLIENT });
        } else {
          expect(answer.status).toBe(400);
        }
      });
    }
  });
});
