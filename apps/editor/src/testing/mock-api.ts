// A fetch for the store (api-client `fetchFn`) that answers like the API and the asset store of the bistro
// site; tests override single routes ("GET /api/editor/config") and read every request made.
import { vi } from 'vitest';
import { CLIENT_ID, SITE_ORIGIN, bistroDraft, bistroSite, editorConfig } from './fixtures.js';

export type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const routeKeys = {
  config: 'GET /api/editor/config',
  site: 'GET /assets/sites/bistro.localhost/site.json',
  authorize: `GET /api/user/uid/vitrina/7/authorize/client/${CLIENT_ID}`,
  profile: 'GET /api/user/uid/vitrina/7',
  invites: 'GET /api/user/uid/vitrina/7/invites',
  draft: `GET /api/client/${CLIENT_ID}/websitedata/draft`,
  save: `PUT /api/client/${CLIENT_ID}/websitedata/draft`,
} as const;

/** Saves answer the saved draft one version on, stamped now. */
const saveEcho: Handler = async (request) => {
  const body = (await request.json()) as { data: unknown; version: number };
  return json({ data: body.data, last_updated: '2025-03-02T09:00:00.000Z', version: body.version + 1, published: true });
};

export function defaultHandlers(): Record<string, Handler> {
  return {
    [routeKeys.config]: () => json(editorConfig),
    [routeKeys.site]: () => json(bistroSite()),
    [routeKeys.authorize]: () => json(true),
    [routeKeys.profile]: () => json({ sub: 'vitrina|7', employee: { role_id: 1, language_id: 1 } }),
    [routeKeys.invites]: () => json({ invites: [] }),
    [routeKeys.draft]: () => json(bistroDraft()),
    [routeKeys.save]: saveEcho,
  };
}

export interface MockApi {
  fetchFn: typeof fetch;
  /** Every request, in order (clones: bodies can be read). */
  requests: Request[];
  /** The requests of one route, e.g. `calls(routeKeys.save)`. */
  calls: (key: string) => Request[];
}

export function mockApi(overrides: Record<string, Handler> = {}): MockApi {
  const handlers = { ...defaultHandlers(), ...overrides };
  const requests: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = url.origin === SITE_ORIGIN ? handlers[`${request.method} ${url.pathname}`] : undefined;
    return handler ? handler(request) : json({ error: { code: 'not_found', message: request.url } }, 404);
  });
  const calls = (key: string) => requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === key);
  return { fetchFn: fetchFn as unknown as typeof fetch, requests, calls };
}
