import type { BuilderData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTemplateIfMissing } from '../../db/index.js';
import { insertWizardSession } from '../signup/wizard-repository.js';
import { insertBuilderSession } from './builder-sessions-repository.js';
import { buildClient, siteDataFor } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

const data: BuilderData = {
  business_name: 'Joe’s Bakery',
  location_lat: 40.7,
  location_lon: -74,
  industry_id: 3,
  language_id: 1,
  primary_brand_color: '#aa3300',
  s3_map_url: null,
  tagline_text: 'Bread every morning',
  hero_subtext: 'Since 1999',
  about_us_text: 'We bake.',
  services_json: '[{"name":"Bread","description":"Sourdough"}]',
};

describe.each(testDatabases())('%s: template previews (spec §2 preview parameters, §7)', (kind) => {
  let t: TestServer;
  let clientId: number;
  beforeAll(async () => {
    t = await createTestServer(kind);
    const record = await buildClient(t.database.db, { plan_slug: 'premium' });
    clientId = record.client.id;
    await insertTemplateIfMissing(t.database.db, { id: 9, name: 'Atelier', url: '/assets/templates/9/', data: siteDataFor(record) });
    await insertBuilderSession(t.database.db, { id: 'b-1', template_id: 9, data: { ...data, extra: 'not §3' } as BuilderData });
    await insertWizardSession(t.database.db, { id: 'w-1', template_id: 9, data });
    await insertWizardSession(t.database.db, { id: 'w-2', client_id: clientId, template_id: 4, data });
  }, 60_000);
  afterAll(() => t?.close());

  it('§7 builder/{builder_id}/data answers the §3 builder data of the session, nothing else', async () => {
    const res = await t.app.inject('/api/builder/b-1/data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(data);
  });

  it('§7 wizard/session/{id}/preview/{template_id} answers the template’s SiteData with the session’s texts', async () => {
    const res = await t.app.inject('/api/wizard/session/w-1/preview/9');
    expect(res.statusCode).toBe(200);
    const site = res.json();
    expect(site).toMatchObject({
      template: { id: 9, url: '/assets/templates/9/' },
      main_site_variables: { title: 'Joe’s Bakery', primary_color: '#aa3300' },
    });
    expect(site.sections.find((s: { section_name: string }) => s.section_name === 'hero')).toMatchObject({ title: 'Bread every morning' });
  });

  it('a wizard session of a signed-up client previews with that client', async () => {
    const res = await t.app.inject('/api/wizard/session/w-2/preview/9');
    expect(res.json()).toMatchObject({ client: { id: clientId, plan_slug: 'premium', name: 'Joe’s Bakery' } });
  });

  it.each([
    ['§8 an unknown builder session', '/api/builder/nope/data', 404],
    ['a builder id no session can have', '/api/builder/%00%2F..%2F/data', 404],
    ['§8 an unknown wizard session', '/api/wizard/session/nope/preview/9', 404],
    ['an unknown template', '/api/wizard/session/w-1/preview/77', 404],
    ['a template id that is not a number', '/api/wizard/session/w-1/preview/abc', 400],
    ['a template id beyond any database id', '/api/wizard/session/w-1/preview/99999999999', 400],
  ])('%s (%s) → %i in the error shape', async (_name, url, status) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code: status === 404 ? 'not_found' : 'invalid_request', message: expect.any(String) } });
  });
});
