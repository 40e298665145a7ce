// The owner-route matrix: every owner route against every kind of caller, and a
// meta-test that fails when an owner route has no row here.
import { canUseScreen, parseSubject } from '@vitrina/core-model';
import type { BackOfficeScreen } from '@vitrina/core-model';
import Fastify from 'fastify';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.js';
import { insertContactMessage, listGallery } from '../../db/index.js';
import type { UserRecord } from '../../db/index.js';
import { blogPosts, teamInvites } from '../../db/schema.js';
import { registerSecurity } from '../../http/security.js';
import { buildUser, uniqueLabel } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { registerRoutes } from '../index.js';
import { createOwnerFixture, multipartBody, pngBytes } from './owner-test-fixture.js';
import type { FixtureClient, OwnerFixture } from './owner-test-fixture.js';

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
type Request = Omit<InjectOptions, 'method'>;

interface Target {
  client: FixtureClient;
  subject: UserRecord;
}

interface MatrixRoute {
  method: Method;
  path: string;
  write: boolean;
  /** `/api/user/uid/…`: every role may read its own subject (the editor needs the role to redirect). */
  ownSubject?: boolean;
  /** A back-office route: the roles that may use this screen succeed, the others get 403 forbidden_screen. */
  screen?: BackOfficeScreen;
  success: number;
  request(f: OwnerFixture, t: Target): Promise<Request>;
}

const uid = (user: UserRecord) => {
  const s = parseSubject(user.sub)!;
  return `/api/user/uid/${encodeURIComponent(s.provider)}/${encodeURIComponent(s.id)}`;
};
const c = (t: Target) => `/api/client/${t.client.id}`;
const newMessage = async (f: OwnerFixture, t: Target) =>
  (await insertContactMessage(f.server.database.db, t.client.id, { name: 'Ana', email: 'ana@example.com', phone: '', message: 'Hello' }))
    .id;

/** A draft blog post of the target's client; returns its id. */
const newPost = async (f: OwnerFixture, t: Target) => {
  const [row] = await f.server.database.db
    .insert(blogPosts)
    .values({ client_id: t.client.id, slug: uniqueLabel('post'), title: 'Matrix post', status: 'draft' })
    .returning({ id: blogPosts.id });
  return row!.id;
};
const postBody = () => ({
  title: 'Matrix post',
  slug: uniqueLabel('post'),
  excerpt: '',
  body: '<p>Hello</p>',
  cover_image_url: null,
  seo_title: '',
  seo_description: '',
  published_at: null,
});

/** An employee with access to the target's client only. */
const newTeamMember = (f: OwnerFixture, t: Target) => buildUser(f.server.database.db, { role_id: 4, clientIds: [t.client.id] });

const MATRIX_ROUTES: MatrixRoute[] = [
  {
    method: 'GET',
    path: '/api/user/uid/:provider/:id/authorize/client/:clientId',
    write: false,
    ownSubject: true,
    success: 200,
    request: async (_f, t) => ({ url: `${uid(t.subject)}/authorize/client/${t.client.id}` }),
  },
  {
    method: 'GET',
    path: '/api/user/uid/:provider/:id',
    write: false,
    ownSubject: true,
    success: 200,
    request: async (_f, t) => ({ url: uid(t.subject) }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/websitedata/draft',
    write: false,
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/websitedata/draft` }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/websitedata/draft',
    write: true,
    success: 200,
    request: async (f, t) => {
      const site = await f.site(t.client.id);
      return { url: `${c(t)}/websitedata/draft`, payload: { data: site.data, last_updated: site.last_updated } };
    },
  },
  { method: 'GET', path: '/api/client/:id/backups', write: false, success: 200, request: async (_f, t) => ({ url: `${c(t)}/backups` }) },
  {
    method: 'GET',
    path: '/api/client/:id/backups/:version',
    write: false,
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/backups/1` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/backups/:version/restore',
    write: true,
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/backups/1/restore` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/uploads',
    write: true,
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/uploads?kind=logo`, ...multipartBody(await pngBytes()) }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/gallery',
    write: true,
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/gallery`, payload: { image_url: t.client.imageUrl, description: 'New' } }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/gallery/order',
    write: true,
    success: 200,
    request: async (f, t) => {
      const ids = (await listGallery(f.server.database.db, t.client.id)).map((i) => i.id).reverse();
      return { url: `${c(t)}/gallery/order`, payload: { ids } };
    },
  },
  {
    method: 'PATCH',
    path: '/api/client/:id/gallery/:imageId',
    write: true,
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/gallery/${await f.addImage(t.client)}`, payload: { description: 'Changed' } }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/gallery/:imageId',
    write: true,
    success: 204,
    request: async (f, t) => ({ url: `${c(t)}/gallery/${await f.addImage(t.client)}` }),
  },
  // The chat inbox (routes/chat) belongs to the Messages screen: owner and manager.
  {
    method: 'GET',
    path: '/api/client/:id/chat/conversations',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/chat/conversations` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/chat/conversations/:cid/messages',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/chat/conversations/${await f.addConversation(t.client)}/messages` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/chat/conversations/:cid/replies',
    write: true,
    screen: 'messages',
    success: 201,
    request: async (f, t) => ({
      url: `${c(t)}/chat/conversations/${await f.addConversation(t.client)}/replies`,
      payload: { body: 'Thanks for writing!' },
    }),
  },
  // The back office's Messages screen: owner and manager (back-office rights), not the employee.
  {
    method: 'GET',
    path: '/api/client/:id/messages',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/messages?status=all&limit=10` }),
  },
  {
    method: 'PATCH',
    path: '/api/client/:id/messages/:messageId',
    write: false,
    screen: 'messages',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/messages/${await newMessage(f, t)}`, payload: { read: true } }),
  },
  // The back office's Business settings screen: owner and manager; a freemium owner may read, not change.
  {
    method: 'GET',
    path: '/api/client/:id/settings',
    write: false,
    screen: 'settings',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/settings` }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/settings',
    write: true,
    screen: 'settings',
    success: 200,
    request: async (_f, t) => ({
      url: `${c(t)}/settings`,
      payload: {
        name: 'Matrix Bakery',
        contactNumber: '(617) 555-0142',
        timeZone: 'America/New_York',
        currencySymbol: '$',
        language: 'en',
        country: 'US',
      },
    }),
  },
  // The back office's Blog screen: owner and manager; a freemium owner may read, not change.
  {
    method: 'GET',
    path: '/api/client/:id/blog-posts',
    write: false,
    screen: 'blog',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/blog-posts?status=all&sort=title&limit=5` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/blog-posts/:postId',
    write: false,
    screen: 'blog',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/blog-posts',
    write: true,
    screen: 'blog',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/blog-posts`, payload: postBody() }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/blog-posts/:postId',
    write: true,
    screen: 'blog',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}`, payload: postBody() }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/blog-posts/:postId/publish',
    write: true,
    screen: 'blog',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}/publish` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/blog-posts/:postId/unpublish',
    write: true,
    screen: 'blog',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}/unpublish` }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/blog-posts/:postId',
    write: true,
    screen: 'blog',
    success: 204,
    request: async (f, t) => ({ url: `${c(t)}/blog-posts/${await newPost(f, t)}` }),
  },
  // The back office's Profile screen: every role, its own profile; a freemium business's staff may change it.
  {
    method: 'GET',
    path: '/api/client/:id/profile',
    write: false,
    screen: 'profile',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/profile` }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/profile',
    write: false,
    screen: 'profile',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/profile`, payload: { name: 'Matrix Person', language: 'en' } }),
  },
  // The back office's Activity screen (the audit log): the owner only (back-office rights).
  {
    method: 'GET',
    path: '/api/client/:id/activity',
    write: false,
    screen: 'activity',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/activity?limit=10` }),
  },
  // The back office's Team screen: the owner only (back-office rights); not the website, so freemium owners too.
  {
    method: 'GET',
    path: '/api/client/:id/team',
    write: false,
    screen: 'team',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/team` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/team',
    write: false,
    screen: 'team',
    success: 201,
    request: async (_f, t) => ({
      url: `${c(t)}/team`,
      payload: { email: `${uniqueLabel('m')}@example.com`, name: 'Matrix Person', role_id: 4 },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/client/:id/team/:userId',
    write: false,
    screen: 'team',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/team/${(await newTeamMember(f, t)).id}`, payload: { role_id: 3 } }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/team/:userId',
    write: false,
    screen: 'team',
    success: 204,
    request: async (f, t) => ({ url: `${c(t)}/team/${(await newTeamMember(f, t)).id}` }),
  },
  {
    method: 'DELETE',
    path: '/api/client/:id/team/invites/:email',
    write: false,
    screen: 'team',
    success: 204,
    request: async (f, t) => {
      const email = `${uniqueLabel('i')}@example.com`;
      await f.server.database.db.insert(teamInvites).values({ client_id: t.client.id, email, role_id: 4, invited_by: 'matrix' });
      return { url: `${c(t)}/team/invites/${encodeURIComponent(email)}` };
    },
  },
];

interface Expectation {
  status: number;
  code?: string;
}

interface Caller {
  name: string;
  headers(f: OwnerFixture): Promise<Record<string, string>>;
  target(f: OwnerFixture): Target;
  expect(route: MatrixRoute): Expectation;
}

const ok = (route: MatrixRoute): Expectation => ({ status: route.success });
const asOwnerOfBistro = (f: OwnerFixture): Target => ({ client: f.clients.bistro, subject: f.users.owner });
const unauthorized = (): Expectation => ({ status: 401, code: 'unauthorized' });
/** Roles 3 and 4: the editor's routes send them to the admin application; a back-office route asks its screen. */
const adminAppRole =
  (roleId: number) =>
  (r: MatrixRoute): Expectation => {
    if (r.ownSubject) return ok(r);
    if (r.screen) return canUseScreen(roleId, r.screen) ? ok(r) : { status: 403, code: 'forbidden_screen' };
    return { status: 403, code: 'forbidden_role' };
  };

const CALLERS: Caller[] = [
  { name: 'no token → 401', headers: async () => ({}), target: asOwnerOfBistro, expect: unauthorized },
  {
    name: 'an expired token → 401',
    headers: async (f) => ({ authorization: `Bearer ${await f.server.tokens.sign({ sub: f.users.owner.sub }, { expiresIn: -60 })}` }),
    target: asOwnerOfBistro,
    expect: unauthorized,
  },
  {
    name: 'a tampered token → 401',
    headers: async (f) => ({ authorization: `Bearer ${(await f.server.tokens.sign({ sub: f.users.owner.sub })).slice(0, -6)}AAAAAA` }),
    target: asOwnerOfBistro,
    expect: unauthorized,
  },
  {
    name: "§6 another client's admin → 403",
    headers: (f) => f.as(f.users.otherAdmin),
    target: asOwnerOfBistro,
    expect: (r) => ({ status: 403, code: r.ownSubject ? 'forbidden_subject' : 'no_access' }),
  },
  {
    name: '§4 Admin entry 3: role 3 → 403 forbidden_role (sent to the admin application); back-office screens of a manager succeed',
    headers: (f) => f.as(f.users.manager),
    target: (f) => ({ client: f.clients.bistro, subject: f.users.manager }),
    expect: adminAppRole(3),
  },
  {
    name: '§4 Admin entry 3: role 4 → 403 forbidden_role (sent to the admin application), 403 forbidden_screen beyond their own screens',
    headers: (f) => f.as(f.users.staff),
    target: (f) => ({ client: f.clients.bistro, subject: f.users.staff }),
    expect: adminAppRole(4),
  },
  { name: '§6 the owner (role 1 with access) → success', headers: (f) => f.as(f.users.owner), target: asOwnerOfBistro, expect: ok },
  {
    name: '§5/§8 a freemium owner: reads succeed, writes → 403 freemium',
    headers: (f) => f.as(f.users.freemiumOwner),
    target: (f) => ({ client: f.clients.freebie, subject: f.users.freemiumOwner }),
    expect: (r) => (r.write ? { status: 403, code: 'freemium' } : ok(r)),
  },
  {
    name: '§4 Admin entry 4: a Spanish owner gets the same',
    headers: (f) => f.as(f.users.spanishOwner),
    target: (f) => ({ client: f.clients.salon, subject: f.users.spanishOwner }),
    expect: ok,
  },
];

const CASES = MATRIX_ROUTES.flatMap((route) =>
  CALLERS.map((caller) => [`${route.method} ${route.path}: ${caller.name}`, route, caller] as const),
);

describe.each(testDatabases())('owner-route matrix (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  it.each(CASES)('%s', async (_name, route, caller) => {
    const request = await route.request(f, caller.target(f));
    const res = await f.inject({ ...request, method: route.method, headers: { ...request.headers, ...(await caller.headers(f)) } });
    const want = caller.expect(route);
    expect(res.statusCode, res.body).toBe(want.status);
    if (want.code) expect(res.json()).toMatchObject({ error: { code: want.code, message: expect.any(String) } });
    if (want.status === 401) expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    if (want.code === 'forbidden_role') expect(res.json().error.adminAppUrl).toBe(f.server.app.ctx.config.adminAppUrl);
    if (want.code === 'freemium') expect(res.json().error.message).toBe('Upgrade to business to edit the website');
  });
});

// --- Meta-test: the matrix above covers every owner route. ---

/**
 * Every `/api` route that is not an owner route is public on purpose (spec §7 calls, the visitor's chat, the
 * system routes); a new one must be added here — otherwise it needs the owner guard and a row above.
 */
const PUBLIC_API_ROUTES = [
  'GET /api/client/:/websitedata',
  'GET /api/client/:/mobile/country',
  'GET /api/client/:/blog',
  'GET /api/client/:/blog/:',
  'GET /api/client/:/gallery',
  'POST /api/client/:/contact',
  'POST /api/client/:/chat/conversations',
  'POST /api/client/:/chat/conversations/:/messages',
  // Spec §7 public calls that name no client: previews, the visitor's address and remote data, the tracking
  // pixel, the published assets' version, the editor's public configuration.
  'GET /api/assets/version',
  'GET /api/builder/:/data',
  'GET /api/wizard/session/:/preview/:',
  'GET /api/ip',
  'GET /api/user/remotedata',
  'GET /api/:/final-logo.png',
  'GET /api/editor/config',
];

interface SeenRoute {
  key: string;
  owner: boolean;
}

const normalize = (key: string) => key.replace(/:[^/]+/g, ':');

async function collectRoutes(ctx: AppContext, extra?: (app: FastifyInstance) => void): Promise<SeenRoute[]> {
  const app = Fastify();
  const seen: SeenRoute[] = [];
  app.addHook('onRoute', (r) => {
    const config = (r.config ?? {}) as { owner?: boolean };
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') seen.push({ key: `${method} ${r.url}`, owner: config.owner === true });
    }
  });
  app.decorate('ctx', ctx);
  await registerSecurity(app, { corsOrigins: [] });
  await registerRoutes(app, ctx);
  extra?.(app);
  await app.ready();
  await app.close();
  return seen;
}

function problems(seen: SeenRoute[]) {
  const rows = new Set(MATRIX_ROUTES.map((r) => `${r.method} ${r.path}`));
  const publicList = new Set(PUBLIC_API_ROUTES);
  return {
    ownerRoutesWithoutRow: seen.filter((r) => r.owner && !rows.has(r.key)).map((r) => r.key),
    unlistedApiRoutes: seen.filter((r) => /^[A-Z]+ \/api\//.test(r.key) && !r.owner && !publicList.has(normalize(r.key))).map((r) => r.key),
    rowsWithoutRoute: [...rows].filter((key) => !seen.some((r) => r.owner && r.key === key)),
  };
}

describe('owner-route meta-test: it fails when a new owner route has no row', () => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture('pglite');
  }, 60_000);
  afterAll(() => f?.server.close());

  it('every owner route has a row, every other /api route is listed as public, no row is stale', async () => {
    expect(problems(await collectRoutes(f.server.app.ctx))).toEqual({
      ownerRoutesWithoutRow: [],
      unlistedApiRoutes: [],
      rowsWithoutRoute: [],
    });
  });

  it('the OpenAPI document lists every owner route with the bearer requirement', async () => {
    const doc = (await f.inject({ url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    for (const route of MATRIX_ROUTES) {
      const operation = doc.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation?.security, `${route.method} ${route.path}`).toContainEqual({ bearer: [] });
    }
  });

  it('notices a new owner route without a row and an /api route that is neither an owner route nor listed as public', async () => {
    const seen = await collectRoutes(f.server.app.ctx, (app) => {
      app.get('/api/client/:id/secrets', { config: { owner: true } }, async () => ({}));
      app.delete('/api/client/:id/everything', async () => ({}));
    });
    expect(problems(seen)).toMatchObject({
      ownerRoutesWithoutRow: ['GET /api/client/:id/secrets'],
      unlistedApiRoutes: ['DELETE /api/client/:id/everything'],
    });
  });
});
