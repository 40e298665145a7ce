// Blog (spec §3 "Blog: list and selected blog"), builder/wizard sessions (§3 "Builder data", §7),
// templates, contact messages (§3 "Contact-us form"), tracking records (§3, §7) and uploads (§9 kinds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuilderData } from '@vitrina/core-model';
import { buildClient, buildClientWithSite } from '../../testing/builders.js';
import { createTestDatabase, testDatabases } from '../../testing/test-db.js';
import type { TestDatabase } from '../../testing/test-db.js';
import { getBlogPostBySlug, insertBlogPost, listBlogPosts } from '../../modules/content/blog-public-repository.js';
import { insertContactMessage, listContactMessages } from '../../modules/messages/messages-repository.js';
import { insertTrackingRecord, listTrackingRecords } from './tracking.js';
import { insertWizardSession } from '../../modules/signup/wizard-repository.js';
import { insertBuilderSession } from '../../modules/sites/builder-sessions-repository.js';
import { getBuilderSession, getWizardSession } from './sessions.js';
import { getTemplate, insertTemplateIfMissing, listTemplates } from './templates.js';
import { getUpload, insertUpload } from '../../modules/sites/uploads-repository.js';

const DAY = 86_400_000;
const builderData: BuilderData = {
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

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('§3 Blog: the list shows published posts newest first; a post is found by slug within its client only', async () => {
    const { client } = await buildClient(t.db);
    const other = await buildClient(t.db);
    const now = Date.now();
    const post = (slug: string, daysAgo: number) =>
      insertBlogPost(t.db, client.id, {
        slug,
        title: slug,
        summary: `About ${slug}`,
        body: 'Text',
        published_at: new Date(now - daysAgo * DAY),
      });
    await post('older', 10);
    await post('newer', 1);
    await post('scheduled', -3);
    expect((await listBlogPosts(t.db, client.id)).map((p) => p.slug)).toEqual(['newer', 'older']);
    expect(await getBlogPostBySlug(t.db, client.id, 'older')).toMatchObject({
      slug: 'older',
      summary: 'About older',
      body: 'Text',
      image_url: null,
    });
    expect(await getBlogPostBySlug(t.db, client.id, 'scheduled')).toBeNull();
    expect(await getBlogPostBySlug(t.db, other.client.id, 'older')).toBeNull();
    await expect(post('older', 2)).rejects.toThrow();
  });

  it('§7 builder/{builder_id}/data and wizard sessions keep the §3 builder data', async () => {
    const b = await insertBuilderSession(t.db, { template_id: 5, data: builderData });
    expect(await getBuilderSession(t.db, b.id)).toEqual(b);
    expect(b.data).toEqual(builderData);
    const { client } = await buildClient(t.db);
    const w = await insertWizardSession(t.db, { id: 'wiz-1', client_id: client.id, template_id: 9, data: builderData });
    expect(await getWizardSession(t.db, 'wiz-1')).toEqual(w);
    expect(await getBuilderSession(t.db, 'missing')).toBeNull();
    expect(await getWizardSession(t.db, 'missing')).toBeNull();
  });

  it('templates: inserted once, never overwritten', async () => {
    const { site } = await buildClientWithSite(t.db);
    const template = { id: 77, name: 'Test', url: '/assets/templates/77/', data: site.data };
    expect(await insertTemplateIfMissing(t.db, template)).toBe(true);
    expect(await insertTemplateIfMissing(t.db, { ...template, name: 'Changed' })).toBe(false);
    expect(await getTemplate(t.db, 77)).toMatchObject({ id: 77, name: 'Test', url: '/assets/templates/77/' });
    expect((await listTemplates(t.db)).map((x) => x.id)).toContain(77);
    expect(await getTemplate(t.db, 78)).toBeNull();
  });

  it('§3 Contact-us form: a message is stored for its client', async () => {
    const { client } = await buildClient(t.db);
    const stored = await insertContactMessage(t.db, client.id, {
      name: 'Ann',
      email: 'ann@example.test',
      phone: '555-123-4567',
      message: 'Table for 6?',
    });
    expect(await listContactMessages(t.db, client.id)).toEqual([stored]);
  });

  it('§7 tracking record: stored for a known client; an unknown client is dropped silently', async () => {
    const { client } = await buildClient(t.db);
    const record = {
      client_id: client.id,
      wurkzen_subdomain: client.wurkzen_subdomain,
      ip_address: '203.0.113.9',
      user_agent: 'UA',
      utm_data: { utm_source: 'news', gclid: 'abc' },
    };
    expect(await insertTrackingRecord(t.db, record)).toBe(true);
    expect(await insertTrackingRecord(t.db, { ...record, client_id: 999_999 })).toBe(false);
    expect(await insertTrackingRecord(t.db, { ...record, client_id: 2 ** 33 })).toBe(false);
    expect(await listTrackingRecords(t.db, client.id)).toEqual([{ ...record, created_at: expect.any(String) }]);
  });

  it('§9 upload kinds: an upload is found by id for its own client only', async () => {
    const { client } = await buildClient(t.db);
    const other = await buildClient(t.db);
    const upload = await insertUpload(t.db, {
      client_id: client.id,
      kind: 'logo',
      key: 'clients/1/logo.webp',
      thumb_key: null,
      mime: 'image/webp',
      bytes: 1234,
      width: 200,
      height: 80,
    });
    expect(await getUpload(t.db, client.id, upload.id)).toEqual(upload);
    expect(await getUpload(t.db, other.client.id, upload.id)).toBeNull();
    expect(await getUpload(t.db, client.id, 'nope')).toBeNull();
    await expect(insertUpload(t.db, { ...upload, id: undefined, kind: 'video' as never })).rejects.toThrow();
  });
});
