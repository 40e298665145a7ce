// Issue 26 item 8: the published site changes when the owner is told it has. "Use this template" is a draft
// save; once its answer is back, the very next public page request (the page cache primed with the old one,
// site.json cached in memory, websitedata cached) is rendered with the new template — by a renderer that
// reads site.json through the in-process fetch, as the site's does.
import type { SiteData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSite, insertTemplateIfMissing } from '../../db/index.js';
import type { UserRecord } from '../../db/index.js';
import { DEMO_TEMPLATES } from '../../seed/demo-templates.js';
import { buildClientWithSite, buildUser } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe.each(testDatabases())('template switch shows on the next page (%s)', (kind) => {
  let server: TestServer;
  let owner: UserRecord;
  let clientId: number;
  let host: string;
  let renders = 0;

  beforeAll(async () => {
    server = await createTestServer(kind, {
      site: {
        render: async (request, context) => {
          renders += 1;
          const url = new URL(request.url);
          const res = await context.fetch(`/assets/sites/${url.hostname}/site.json`);
          const site = (await res.json()) as SiteData;
          return new Response(`<html data-template="${site.template.id}"></html>`, {
            headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
          });
        },
      },
    });
    const db = server.database.db;
    for (const template of DEMO_TEMPLATES) await insertTemplateIfMissing(db, template);
    const { record } = await buildClientWithSite(db);
    clientId = record.client.id;
    host = `${record.client.wurkzen_subdomain}.localhost`;
    owner = await buildUser(db, { clientIds: [clientId] });
    // The first publish (site.json) as every save makes it.
    const site = (await getSite(db, clientId))!;
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/client/${clientId}/websitedata/draft`,
      headers: await server.bearer(owner.sub),
      payload: { data: site.data, last_updated: site.last_updated, version: site.version },
    });
    expect(res.statusCode, res.body).toBe(200);
  }, 60_000);
  afterAll(() => server?.close());

  const homeTemplate = async () => {
    const res = await server.app.inject({ url: '/', headers: { host } });
    expect(res.statusCode).toBe(200);
    return /data-template="(\d+)"/.exec(res.body)?.[1];
  };

  it('the answer of the switch is back → the next request of the home page shows the new template', async () => {
    expect(await homeTemplate()).toBe('4');
    const before = renders;
    expect(await homeTemplate()).toBe('4'); // from the page cache
    expect(renders).toBe(before);
    await server.app.inject({ url: `/api/client/${clientId}/websitedata`, headers: { host } }); // websitedata cached too

    const site = (await getSite(server.database.db, clientId))!;
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/client/${clientId}/websitedata/draft`,
      headers: await server.bearer(owner.sub),
      payload: {
        data: { ...site.data, template: { ...site.data.template, id: 9 } },
        last_updated: site.last_updated,
        version: site.version,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ published: true, data: { template: { id: 9 } } });
    expect(await homeTemplate()).toBe('9');
    const json = await server.app.inject({ url: `/api/client/${clientId}/websitedata`, headers: { host } });
    expect(json.json<SiteData>().template.id).toBe(9);
  });
});
