// Back office, Design → Templates on a real database (issue 16): the gallery's builder session is made from
// the business's draft (spec §3 builder data), old ones are swept; "Use this template" is an ordinary draft
// save (a saved version, published) and a backup restore brings the old template back.
import { adoptTemplate } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getBuilderSession, insertTemplateIfMissing } from '../../db/index.js';
import { builderSessions } from '../../db/schema.js';
import { DEMO_TEMPLATES } from '../../seed/demo-templates.js';
import { testDatabases } from '../../testing/test-db.js';
import { newBuilderSessionId } from './templates-service.js';
import { ownerSuite } from '../../testing/owner-test-fixture.js';
import { insertBuilderSession } from './builder-sessions-repository.js';

describe.each(testDatabases())('template routes (%s)', (kind) => {
  const s = ownerSuite(kind);
  const session = async (user = s.f.users.owner, clientId = s.clientId) =>
    s.call('POST', `/api/client/${clientId}/builder-session`, undefined, user);

  it('a builder session holds the draft’s name, hero, about, services, colour and language (spec §3)', async () => {
    const res = await session();
    expect(res.statusCode, res.body).toBe(201);
    const { builder_id } = res.json<{ builder_id: string }>();
    expect(builder_id).toMatch(/^client-\d+-[A-Za-z0-9_-]{32}$/);
    const data = await s.f.inject({ url: `/api/builder/${builder_id}/data` });
    expect(data.statusCode).toBe(200);
    const site = (await s.f.site(s.clientId)).data;
    expect(data.json()).toMatchObject({
      business_name: site.client.name,
      tagline_text: 'Welcome',
      about_us_text: 'We make things.',
      primary_brand_color: site.main_site_variables.primary_color,
      language_id: site.client.language_id,
    });
  });

  it('each call is a new, unguessable session; the client’s sessions older than a day are swept, no one else’s', async () => {
    const db = s.db();
    const old = await insertBuilderSession(db, { id: newBuilderSessionId(s.clientId), template_id: 4, data: {} as never });
    const othersOld = await insertBuilderSession(db, { id: newBuilderSessionId(s.f.clients.other.id), template_id: 4, data: {} as never });
    const recent = await insertBuilderSession(db, { id: newBuilderSessionId(s.clientId), template_id: 4, data: {} as never });
    await db
      .update(builderSessions)
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where(sql`${builderSessions.id} in (${old.id}, ${othersOld.id})`);
    const [a, b] = [await session(), await session()].map((r) => r.json<{ builder_id: string }>().builder_id);
    expect(a).not.toBe(b);
    expect(await getBuilderSession(db, old.id)).toBeNull();
    expect(await getBuilderSession(db, othersOld.id)).not.toBeNull();
    expect(await getBuilderSession(db, recent.id)).not.toBeNull();
  });

  it('a manager cannot (the owner’s screen), nor another business’s owner', async () => {
    expect((await session(s.f.users.manager)).json()).toMatchObject({ error: { code: 'forbidden_screen' } });
    expect((await session(s.f.users.otherAdmin)).statusCode).toBe(403);
  });

  it('"Use this template": the draft saved with another designed template is a published version; a restore brings the old one back', async () => {
    const db = s.db();
    for (const template of DEMO_TEMPLATES) await insertTemplateIfMissing(db, template);
    const nine = DEMO_TEMPLATES.find((t) => t.id === 9)!;
    const loaded = await s.f.site(s.clientId);
    expect(loaded.data.template.id).toBe(4);
    const res = await s.call('PUT', `${s.base}/websitedata/draft`, {
      data: adoptTemplate(loaded.data, nine.data),
      last_updated: loaded.last_updated,
      version: loaded.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: SiteData; version: number; published: boolean }>();
    expect(saved.published).toBe(true);
    expect(saved.data.template).toMatchObject({ id: 9, url: nine.url });
    expect(saved.data.main_site_variables.service_section_style).toBe(nine.data.main_site_variables.service_section_style);
    // The business's own content stays.
    expect(saved.data.sections.map((x) => x.body)).toEqual(loaded.data.sections.map((x) => x.body));
    const published = await s.f.server.app.ctx.assets.get(`sites/${s.f.clients.bistro.subdomain}.localhost/site.json`);
    expect((JSON.parse(published!.body.toString()) as SiteData).template.id).toBe(9);

    const restored = await s.call('POST', `${s.base}/backups/${loaded.version}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ data: SiteData }>().data.template).toEqual(loaded.data.template);
    expect((await s.f.site(s.clientId)).data.template).toEqual(loaded.data.template);
  });

  it('a save naming the placeholder or an unknown template keeps the current one (the template is the server’s)', async () => {
    for (const id of [1, 99]) {
      const loaded = await s.f.site(s.clientId);
      const res = await s.call('PUT', `${s.base}/websitedata/draft`, {
        data: { ...loaded.data, template: { ...loaded.data.template, id, url: 'https://evil.test/' } },
        last_updated: loaded.last_updated,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: SiteData }>().data.template).toEqual(loaded.data.template);
    }
  });
});
