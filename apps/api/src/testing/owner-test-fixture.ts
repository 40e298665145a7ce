// Test fixture of the owner routes: a server on a real database with one client per situation and one
// user per kind of caller (owner, another client's admin, role 3, role 4, freemium owner, Spanish owner).
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { getSite } from '../db/index.js';
import { addGalleryImage } from '../modules/content/gallery-repository.js';
import { createChatConversation } from '../modules/messages/chat-repository.js';
import type { CurrentSite, DatabaseKind, UserRecord } from '../db/index.js';
import { buildClientWithSite, buildUser } from './builders.js';
import { apiAs } from './owner-api.js';
import type { ApiCaller, OwnerRole } from './owner-api.js';
import { createTestServer } from './test-server.js';
import type { TestServer } from './test-server.js';

export interface FixtureClient {
  id: number;
  subdomain: string;
  /** An image file of the client in the asset store (for gallery additions). */
  imageUrl: string;
}

export interface OwnerFixture {
  server: TestServer;
  clients: { bistro: FixtureClient; other: FixtureClient; freebie: FixtureClient; salon: FixtureClient };
  users: {
    owner: UserRecord;
    otherAdmin: UserRecord;
    manager: UserRecord;
    staff: UserRecord;
    freemiumOwner: UserRecord;
    spanishOwner: UserRecord;
  };
  /** Bearer headers of a user. */
  as(user: UserRecord): Promise<{ authorization: string }>;
  /** Typed calls on the bistro's paths as its owner, manager or employee (owner-api.ts), or as any user. */
  api(who?: OwnerRole | UserRecord): ApiCaller;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  site(clientId: number): Promise<CurrentSite>;
  /** A new gallery image of the client; returns its id. */
  addImage(client: FixtureClient, description?: string): Promise<number>;
  /** A new chat conversation on the client's site; returns its id. */
  addConversation(client: FixtureClient): Promise<string>;
}

export async function pngBytes(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file part. */
export function multipartBody(file: Buffer, { field = 'file', filename = 'image.png', type = 'image/png' } = {}) {
  const boundary = `----vitrina${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function createOwnerFixture(kind: DatabaseKind): Promise<OwnerFixture> {
  const server = await createTestServer(kind);
  const db = server.database.db;
  const png = await pngBytes();

  async function client(overrides: Parameters<typeof buildClientWithSite>[1] = {}): Promise<FixtureClient> {
    const { record } = await buildClientWithSite(db, overrides);
    const key = `clients/${record.client.id}/gallery/fixture.png`;
    await server.app.ctx.assets.put(key, png, 'image/png');
    const fixture = { id: record.client.id, subdomain: record.client.wurkzen_subdomain, imageUrl: `/assets/${key}` };
    await addGalleryImage(db, fixture.id, { image: fixture.imageUrl, description: 'First' });
    await addGalleryImage(db, fixture.id, { image: fixture.imageUrl, description: 'Second' });
    return fixture;
  }

  const bistro = await client();
  const other = await client();
  const freebie = await client({ plan_slug: 'freemium', freemium: true });
  const salon = await client({ language_id: 2, name: 'Salón Lucía', plan_slug: 'premium' });
  const users = {
    owner: await buildUser(db, { clientIds: [bistro.id] }),
    otherAdmin: await buildUser(db, { clientIds: [other.id] }),
    manager: await buildUser(db, { role_id: 3, clientIds: [bistro.id] }),
    staff: await buildUser(db, { role_id: 4, clientIds: [bistro.id] }),
    freemiumOwner: await buildUser(db, { clientIds: [freebie.id] }),
    spanishOwner: await buildUser(db, { language_id: 2, clientIds: [salon.id] }),
  };

  const bistroUsers = { owner: users.owner, manager: users.manager, employee: users.staff };

  return {
    server,
    clients: { bistro, other, freebie, salon },
    users,
    as: (user) => server.bearer(user.sub),
    api: (who = 'owner') => apiAs(server, typeof who === 'string' ? bistroUsers[who] : who, bistro.id),
    inject: (options) => server.app.inject(options),
    async site(clientId) {
      const site = await getSite(db, clientId);
      if (!site) throw new Error(`no site for client ${clientId}`);
      return site;
    },
    async addImage(c, description = 'Added') {
      return (await addGalleryImage(db, c.id, { image: c.imageUrl, description })).id;
    },
    async addConversation(c) {
      const conversation = await createChatConversation(db, {
        id: randomUUID(),
        clientId: c.id,
        name: 'Ana',
        email: 'ana@example.com',
        tokenHash: 'unused',
      });
      return conversation.id;
    },
  };
}

export type OwnerCallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One describe block's fixture: started before its tests and closed after them (read it inside tests). */
export interface OwnerSuite {
  f: OwnerFixture;
  /** The bistro, the client the owner runs. */
  clientId: number;
  /** `/api/client/{clientId}` followed by the suite's path. */
  base: string;
  db(): TestServer['database']['db'];
  /** Typed calls on the bistro's paths (owner-api.ts), as its owner unless said. */
  api(who?: OwnerRole | UserRecord): ApiCaller;
  /** A request as a user of the client (the owner unless said). */
  call(method: OwnerCallMethod, url: string, payload?: object, user?: UserRecord): Promise<LightMyRequestResponse>;
}

export function ownerSuite(kind: DatabaseKind, path = ''): OwnerSuite {
  const suite: OwnerSuite = {
    f: undefined as unknown as OwnerFixture,
    clientId: 0,
    base: '',
    db: () => suite.f.server.database.db,
    api: (who) => suite.f.api(who),
    call: async (method, url, payload, user = suite.f.users.owner) =>
      suite.f.inject({ method, url, payload, headers: await suite.f.as(user) }),
  };
  beforeAll(async () => {
    suite.f = await createOwnerFixture(kind);
    suite.clientId = suite.f.clients.bistro.id;
    suite.base = `/api/client/${suite.clientId}${path}`;
  }, 60_000);
  afterAll(() => suite.f?.server.close());
  return suite;
}
