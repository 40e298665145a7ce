// An owner's change through the outbox (issue 27): the change and its SiteChanged event commit together,
// the answer's `published` says whether the publish subscriber succeeded, a failed publish is retried by
// the sweeper (nothing lost, the error kept), and a new subscriber hears every owner change without any
// route or service being touched.
import type { SiteData } from '@vitrina/core-model';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../db/schema.js';
import { createOwnerFixture } from '../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../testing/owner-test-fixture.js';
import { testDatabases } from '../testing/test-db.js';
import type { DomainEvent } from './domain-events.js';
import { sweepEvents } from './event-sweeper.js';
import { BOOKING_SLOTS_SUBSCRIBER } from '../modules/booking/index.js';
import { STORE_PRODUCTS_SUBSCRIBER } from '../modules/catalog/index.js';

const withTitle = (data: SiteData, title: string): SiteData => ({ ...data, main_site_variables: { ...data.main_site_variables, title } });

describe.each(testDatabases())('owner changes record and deliver SiteChanged (%s)', (kind) => {
  let f: OwnerFixture;
  const heard: DomainEvent[] = [];
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    // A future subscriber (e-mail, insights) plugs in here and nowhere else.
    f.server.app.ctx.events.subscribe('*', 'test:listener', (event) => void heard.push(event));
  }, 60_000);
  afterAll(() => f?.server.close());

  const db = () => f.server.database.db;
  const save = async (title: string) => {
    const loaded = await f.site(f.clients.bistro.id);
    return f.inject({
      method: 'PUT',
      url: `/api/client/${f.clients.bistro.id}/websitedata/draft`,
      headers: await f.as(f.users.owner),
      payload: { data: withTitle(loaded.data, title), last_updated: loaded.last_updated },
    });
  };
  const publishedTitle = async () => {
    const asset = await f.server.app.ctx.assets.get(`sites/${f.clients.bistro.subdomain}.localhost/site.json`);
    return asset ? (JSON.parse(asset.body.toString()) as SiteData).main_site_variables.title : null;
  };
  const undelivered = () => db().select().from(domainEvents).where(isNull(domainEvents.delivered_at));

  it('a save commits its SiteChanged event, delivers it before answering, and a new subscriber hears it', async () => {
    heard.length = 0;
    const res = await save('Through the outbox');
    expect(res.statusCode).toBe(200);
    expect(res.json().published).toBe(true);
    expect(await publishedTitle()).toBe('Through the outbox');
    expect(heard).toEqual([{ type: 'SiteChanged', clientId: f.clients.bistro.id }]);
    expect(await undelivered()).toEqual([]);
  });

  it('a refused change records no event', async () => {
    const before = (await db().select().from(domainEvents)).length;
    const missing = await f.inject({
      method: 'DELETE',
      url: `/api/client/${f.clients.bistro.id}/gallery/999999`,
      headers: await f.as(f.users.owner),
    });
    expect(missing.statusCode).toBe(404);
    expect((await db().select().from(domainEvents)).length).toBe(before);
  });

  it('a publish that fails leaves the event undelivered with its error; the sweeper publishes it later, once', async () => {
    heard.length = 0;
    const assets = f.server.app.ctx.assets;
    const put0 = assets.put.bind(assets);
    assets.put = async () => {
      throw new Error('store down');
    };
    try {
      const res = await save('Published by the sweeper');
      expect(res.statusCode).toBe(200);
      expect(res.json().published).toBe(false);
    } finally {
      assets.put = put0;
    }
    const [left, ...more] = await undelivered();
    expect(more).toEqual([]);
    expect(left).toMatchObject({
      type: 'SiteChanged',
      client_id: f.clients.bistro.id,
      attempts: 1,
      handled: [BOOKING_SLOTS_SUBSCRIBER, STORE_PRODUCTS_SUBSCRIBER, 'test:listener'],
    });
    expect(left!.last_error).toContain('store down');
    expect(await publishedTitle()).not.toBe('Published by the sweeper');

    // The back-off has passed.
    await db()
      .update(domainEvents)
      .set({ claimable_at: new Date(Date.now() - 1_000) })
      .where(eq(domainEvents.id, left!.id));
    expect(await sweepEvents(f.server.app.ctx.events, 0)).toEqual({ delivered: 1, failed: 0 });
    expect(await publishedTitle()).toBe('Published by the sweeper');
    // The listener had already handled it: the retry ran only the publish.
    expect(heard).toHaveLength(1);
    expect(await sweepEvents(f.server.app.ctx.events, 0)).toEqual({ delivered: 0, failed: 0 });
  });

  it('a store change records CatalogChanged: the client’s caches are dropped once after the commit, nothing is published', async () => {
    heard.length = 0;
    const { ctx } = f.server.app;
    const drops: number[] = [];
    const delete0 = ctx.websiteData.delete.bind(ctx.websiteData);
    ctx.websiteData.delete = (id: number) => {
      drops.push(id);
      return delete0(id);
    };
    try {
      const res = await f.inject({
        method: 'PUT',
        url: `/api/client/${f.clients.bistro.id}/store-settings`,
        headers: await f.as(f.users.owner),
        payload: { taxRate: '7', shippingRate: '3', paymentCountries: ['US'] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const refused = await f.inject({
        method: 'DELETE',
        url: `/api/client/${f.clients.bistro.id}/owner-products/999999`,
        headers: await f.as(f.users.owner),
      });
      expect(refused.statusCode).toBe(404);
    } finally {
      ctx.websiteData.delete = delete0;
    }
    expect(heard).toEqual([{ type: 'CatalogChanged', clientId: f.clients.bistro.id }]);
    expect(drops).toEqual([f.clients.bistro.id]);
    expect(await undelivered()).toEqual([]);
  });
});
