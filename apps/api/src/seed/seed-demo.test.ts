// The demo clients: seeded on first start, idempotent.
import { PLACEHOLDER_TEMPLATE, decideSiteEntry, locationDesign, migrateSiteData, parseSubject, readBuilderData } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { TEMPLATE_CATALOG } from '@vitrina/sections/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBlogPosts } from '../modules/content/blog-public-repository.js';
import { findClientByHost, findClientBySubdomain, findCustomDomainState } from '../db/repos/clients.js';
import { listGallery } from '../modules/content/gallery-repository.js';
import { getSite } from '../db/repos/sites.js';
import { listVersions } from '../modules/sites/site-versions-repository.js';
import { getBuilderSession } from '../db/repos/sessions.js';
import { getTemplate } from '../db/repos/templates.js';
import { findLoginUser, findUserByEmail, hasClientAccess } from '../db/repos/users.js';
import { sanitizeRichText } from '../services/rich-text.js';
import * as schema from '../db/schema.js';
import { verifyPassword } from '../identity/password.js';
import { createTestDatabase, testDatabases } from '../testing/test-db.js';
import type { TestDatabase } from '../testing/test-db.js';
import type { AssetWriter } from './asset-writer.js';
import { DEMO_CLIENTS } from './demo-clients.js';
import { SHOWCASE_BUILDER_DATA } from './demo-showcase.js';
import { seedDemo } from './seed-demo.js';

class MemoryAssets implements AssetWriter {
  files = new Map<string, { body: Buffer; type: string }>();
  async put(key: string, body: Buffer, type: string) {
    this.files.set(key, { body, type });
  }
}

const NOW = new Date('2025-06-15T12:00:00.000Z');

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  let assets: MemoryAssets;
  let report: Awaited<ReturnType<typeof seedDemo>>;
  const client = async (subdomain: string): Promise<Client> => (await findClientBySubdomain(t.db, subdomain))!.client;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    assets = new MemoryAssets();
    report = await seedDemo(t.db, assets, { now: NOW });
  }, 60_000);
  afterAll(() => t.dispose());

  it('creates the nine demo clients, every template and six users', () => {
    expect(report.createdClients).toEqual(['bistro', 'salon', 'freebie', 'corner', 'closed', 'expired', 'newbie', 'moved', 'tienda']);
    // The placeholder, then the sections catalog in gallery order (templates are added there, not here).
    expect(report.createdTemplates).toEqual([1, ...TEMPLATE_CATALOG.map((t) => t.id)]);
    expect(report.createdUsers).toHaveLength(6);
    expect(DEMO_CLIENTS.map((c) => c.subdomain)).toEqual(report.createdClients);
  });

  it('a second run changes nothing', async () => {
    const tables = Object.values(schema) as PgTable[];
    const snapshot = async () => Promise.all(tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n));
    const sites = async () =>
      (await t.db.execute(sql`select client_id, version, updated_at, md5(data::text) from sites order by client_id`)) as unknown as {
        rows: unknown[];
      };
    const before = [await snapshot(), (await sites()).rows];
    const filesBefore = new Map(assets.files);
    const again = await seedDemo(t.db, assets, { now: new Date(NOW.getTime() + 86_400_000) });
    expect(again).toEqual({ createdClients: [], createdUsers: [], createdTemplates: [] });
    expect([await snapshot(), (await sites()).rows]).toEqual(before);
    expect([...assets.files.keys()]).toEqual([...filesBefore.keys()]);
    for (const [key, file] of assets.files) expect(file.body.equals(filesBefore.get(key)!.body)).toBe(true);
  }, 60_000);

  it.each([
    ['bistro', { plan_slug: 'business', language: 'en', freemium: false, is_active: 1 }, 4],
    ['salon', { plan_slug: 'premium', language: 'es', language_id: 2 }, 14],
    ['freebie', { plan_slug: 'freemium', freemium: true }, 5],
    ['corner', { plan_slug: 'starter' }, 9],
    ['closed', { is_active: 0 }, 4],
    ['expired', { subscription_trial_enabled: true, subscription_trial_ends_at: '2025-06-14T12:00:00.000Z' }, 5],
    ['newbie', { external_website_url: null }, 1],
    ['moved', { external_website_url: 'https://example.com/' }, 1],
    ['tienda', { plan_slug: 'business', custom_domain: 'tienda-example.test' }, 9],
  ] as const)('%s has the client fields and template the issue lists', async (subdomain, fields, templateId) => {
    const record = await findClientBySubdomain(t.db, subdomain);
    expect(record?.client).toMatchObject(fields);
    expect(record?.templateId).toBe(templateId);
    const site = await getSite(t.db, record!.client.id);
    expect(site?.data.template.id).toBe(templateId);
    expect(migrateSiteData(site!.data)).toEqual(site!.data);
    expect(await listVersions(t.db, record!.client.id)).toEqual([expect.objectContaining({ version: 1, action: 'seed' })]);
  });

  it.each([
    ['bistro', '/', { kind: 'render' }],
    ['closed', '/', { kind: 'redirect', location: '/website_disabled' }],
    ['expired', '/', { kind: 'redirect', location: '/website_disabled' }],
    ['newbie', '/', { kind: 'redirect', location: '/setup-website' }],
    ['moved', '/', { kind: 'redirect', location: 'https://example.com/' }],
    ['freebie', '/', { kind: 'render' }],
  ] as const)('§4 Site load: %s on %s → %o', async (subdomain, path, decision) => {
    const c = await client(subdomain);
    const host = `${subdomain}.localhost`;
    const site = await getSite(t.db, c.id);
    const input = { path, host, client: c, templateId: site!.data.template.id, framed: false, now: new Date(), siteDomain: 'localhost' };
    expect(decideSiteEntry(input)).toMatchObject(decision);
  });

  it('§4 Custom domain: tienda is found by its custom domain and its sub-domains', async () => {
    expect((await findClientByHost(t.db, 'tienda-example.test', 'localhost'))?.client.wurkzen_subdomain).toBe('tienda');
    expect((await findClientByHost(t.db, 'shop.tienda-example.test', 'localhost'))?.client.wurkzen_subdomain).toBe('tienda');
    // Issue 25: the embedded default takes the demo's custom domain as verified (no DNS to ask), so its team signs in there.
    expect((await findCustomDomainState(t.db, 'tienda-example.test'))?.verified).toBe(true);
  });

  it('bistro has every home section, a storefront location, 6 gallery images and 3 blog posts', async () => {
    const c = await client('bistro');
    const site = (await getSite(t.db, c.id))!;
    expect(site.data.sections.map((s) => s.section_name)).toEqual([
      'header',
      'hero',
      'about',
      'service',
      'store',
      'location',
      'gallery',
      'footer',
    ]);
    expect(site.data.sections.every((s) => s.title.length > 0)).toBe(true);
    expect(site.data.sections.find((s) => s.section_name === 'service')!.serviceinfo.length).toBeGreaterThanOrEqual(3);
    expect(locationDesign(site.data.sections.find((s) => s.section_name === 'location')!.locationinfo)).toMatchObject({ physical: true });
    expect(await listGallery(t.db, c.id)).toHaveLength(6);
    expect(site.data.gallery).toHaveLength(6);
    const posts = await listBlogPosts(t.db, c.id, NOW);
    expect(posts.map((p) => p.slug)).toHaveLength(3);
    // Bodies are HTML as the Blog screen stores it: already what the sanitiser keeps.
    for (const post of posts) expect(sanitizeRichText(post.body)).toBe(post.body);
    expect(posts.every((p) => p.body.startsWith('<p>'))).toBe(true);
  });

  it('bistro and salon can take bookings: staff with hours, bookable and sold services, the employee linked to her login', async () => {
    const rows = async (subdomain: string) => {
      const id = (await client(subdomain)).id;
      const q = (table: string) => sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${id}`;
      const counts: Record<string, number> = {};
      for (const table of ['locations', 'service_areas', 'staff', 'staff_hours', 'services']) {
        const result = (await t.db.execute(q(table))) as unknown as { rows: { n: number }[] };
        counts[table] = result.rows[0]!.n;
      }
      return counts;
    };
    expect(await rows('bistro')).toEqual({ locations: 2, service_areas: 1, staff: 3, staff_hours: 6 + 7 + 7, services: 7 });
    expect(await rows('salon')).toEqual({ locations: 0, service_areas: 1, staff: 2, staff_hours: 6 + 7, services: 6 });
    const priya = await findUserByEmail(t.db, 'staff@bistro.test');
    const linked = (await t.db.execute(sql`select name from staff where user_id = ${priya!.id}`)) as unknown as {
      rows: { name: string }[];
    };
    expect(linked.rows).toEqual([{ name: 'Priya Nair' }]);
  });

  it('salon offers mobile and virtual services with Spanish texts', async () => {
    const site = (await getSite(t.db, (await client('salon')).id))!;
    const services = site.data.sections.find((s) => s.section_name === 'service')!.serviceinfo;
    expect(services.flatMap((s) => s.booking_types)).toEqual(expect.arrayContaining([1, 2]));
    expect(locationDesign(site.data.sections.find((s) => s.section_name === 'location')!.locationinfo)).toMatchObject({ design: 3 });
    expect(site.data.sections.find((s) => s.section_name === 'hero')!.title).toBe('Tu salón, en tu casa');
  });

  it('every image the demo data points to was written to the asset store as a small WebP', async () => {
    const c = await client('bistro');
    const site = (await getSite(t.db, c.id))!;
    const urls = [
      ...site.data.sections.flatMap((s) => [s.bg_img_url, s.img_url, ...s.serviceinfo.map((i) => i.img_url)]),
      ...(await listGallery(t.db, c.id)).flatMap((g) => [g.image, g.thumb_url]),
      ...(await listBlogPosts(t.db, c.id, NOW)).map((p) => p.image_url),
    ].filter((u): u is string => !!u);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const file = assets.files.get(url.replace(/^\/assets\//, ''));
      expect(file?.type, url).toBe('image/webp');
      expect(file!.body.length).toBeLessThan(30_000);
      expect((await sharp(file!.body).metadata()).format).toBe('webp');
    }
  });

  it('templates 1, 4, 5, 9 and 14 have their template.json data, also in the asset store', async () => {
    for (const id of [1, 4, 5, 9, 14]) {
      const template = await getTemplate(t.db, id);
      expect(template?.url).toBe(`/assets/templates/${id}/`);
      expect(template?.data.template.id).toBe(id);
      expect(JSON.parse(assets.files.get(`templates/${id}/json/template.json`)!.body.toString())).toEqual(template!.data);
    }
  });

  it.each([PLACEHOLDER_TEMPLATE, ...TEMPLATE_CATALOG].map((look) => [look.id, look] as const))(
    "template %i is seeded from core-model's template data (name, §9 colour, service style, section colours)",
    async (id, look) => {
      const template = (await getTemplate(t.db, id))!;
      expect(template.name).toBe(look.name);
      expect(template.data.main_site_variables).toMatchObject({
        primary_color: look.primaryColor,
        service_section_style: look.serviceSectionStyle,
      });
      const bg = (name: string) => template.data.sections.find((s) => s.section_name === name)?.bg_color;
      const colors = 'sectionColors' in look ? look.sectionColors : null;
      expect([bg('about'), bg('service'), bg('location'), bg('footer')]).toEqual(
        colors ? [colors.about, colors.service, colors.location, colors.footer] : ['', '', '', ''],
      );
    },
  );

  it('§2 builder preview: the "showcase" session holds one business’s §3 builder data with three services and no brand colour (each template shows its own)', async () => {
    const session = await getBuilderSession(t.db, 'showcase');
    expect(session?.data).toEqual(SHOWCASE_BUILDER_DATA);
    expect(readBuilderData(session!.data)).toEqual(session!.data);
    expect(session!.data).toMatchObject({
      business_name: expect.stringMatching(/\S/),
      primary_brand_color: '',
    });
    expect(JSON.parse(session!.data.services_json)).toEqual([
      expect.objectContaining({ name: expect.any(String) }),
      expect.anything(),
      expect.anything(),
    ]);
  });

  it('template 4 (the §9 Montserrat template) is Modern in #1f3b57, as the sections package themes it', async () => {
    expect(await getTemplate(t.db, 4)).toMatchObject({ name: 'Modern', data: { main_site_variables: { primary_color: '#1f3b57' } } });
  });

  it.each([
    ['owner@bistro.test', 'bistro', 1, 1],
    ['owner@salon.test', 'salon', 1, 2],
    ['manager@bistro.test', 'bistro', 3, 1],
    ['staff@bistro.test', 'bistro', 4, 1],
    ['owner@freebie.test', 'freebie', 1, 1],
    ['owner@corner.test', 'corner', 1, 1],
  ] as const)('§6 user %s: client %s, role %i, language %i, password "vitrina"', async (email, subdomain, role, language) => {
    const user = (await findUserByEmail(t.db, email))!;
    expect(parseSubject(user.sub)).toEqual({ provider: 'vitrina', id: user.id });
    expect(await verifyPassword('vitrina', user.password_hash!)).toBe(true);
    expect(await findLoginUser(t.db, user.sub)).toEqual({ sub: user.sub, employee: { role_id: role, language_id: language } });
    expect(await hasClientAccess(t.db, user.sub, (await client(subdomain)).id)).toBe(true);
    expect(await hasClientAccess(t.db, user.sub, (await client('tienda')).id)).toBe(false);
  });
});
