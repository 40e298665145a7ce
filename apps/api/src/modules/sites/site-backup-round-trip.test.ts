// Issue 26 item 5: a restore brings back EVERYTHING the version holds. A site document with every field
// the owner can change changed (every main_site_variables field, nav, social, every section with every
// field, the template) and every editor client setting changed (contact number, chat, service area) is
// saved; another save changes them all again; restoring the first version answers, keeps and publishes
// exactly what the first save answered, compared whole.
import { SECTION_NAMES, SOCIAL_NETWORKS, defaultLocationInfo, defaultSection } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTemplateIfMissing } from '../../db/index.js';
import { DEMO_TEMPLATES } from '../../seed/demo-templates.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

interface Draft {
  data: SiteData;
  last_updated: string | null;
  version: number;
}

interface Settings {
  contactNumber: string;
  chatEnabled: boolean;
  mobileHomeZip: string;
  mobileHomeZipRadius: number;
}

/** A document with every editable field set from `n`: two of them (n = 1, 2) differ in every field. */
function everyFieldChanged(base: SiteData, n: number, templateId: number, imageUrl: string): SiteData {
  const tag = `v${n}`;
  return {
    ...base,
    template: { ...base.template, id: templateId },
    main_site_variables: {
      title: `Title ${tag}`,
      seo: { description: `Description ${tag}`, keywords: `keywords, ${tag}` },
      logo_preference: n % 2 ? 'image' : 'text',
      logo_text: `Logo ${tag}`,
      logo_url: `${imageUrl}?logo=${tag}`,
      favicon_url: `${imageUrl}?favicon=${tag}`,
      primary_color: n % 2 ? '#123456' : '#abcdef',
      service_section_style: n % 2 ? 'list' : 'carousel',
      display_location_section: n % 2 ? 1 : 0,
      mobile_only_display_map: n % 2 ? 'city' : 'country',
      ecommerce_url: `https://shop-${tag}.example.com/`,
      homepage_store_enabled: n % 2 === 1,
      gallery_url: `https://gallery-${tag}.example.com/`,
      online_services_purchase_url: `https://services-${tag}.example.com/`,
      blog_url: `https://blog-${tag}.example.com/`,
    },
    nav: (['home', 'about', 'service', 'location', 'contact', 'gallery', 'blog'] as const).map((type, i) => ({
      type,
      label: `${type} ${tag}`,
      ordering: n % 2 ? i + 1 : 17 - i,
      enabled: (i + n) % 2 === 0,
    })),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, `https://${network}.example.com/${tag}`])),
    sections: SECTION_NAMES.map((name, i) =>
      defaultSection(name, {
        title: `${name} title ${tag}`,
        title_subtext: `${name} subtitle ${tag}`,
        body: `${name} body ${tag}`,
        header_text: `${name} header ${tag}`,
        book: `Book ${tag}`,
        ordering: n % 2 ? i + 1 : 20 - i,
        bg_color: n % 2 ? '#111111' : '#eeeeee',
        inner_bg_color: n % 2 ? '#222222' : '#dddddd',
        bg_img_url: `${imageUrl}?bg=${name}-${tag}`,
        img_url: `${imageUrl}?img=${name}-${tag}`,
        serviceinfo: [
          {
            id: 100 + n,
            name: `Service ${tag}`,
            description: `What it is ${tag}`,
            img_url: `${imageUrl}?service=${tag}`,
            price: n % 2 ? '45.00' : '60.50',
            booking_types: n % 2 ? [0, 1] : [2],
          },
        ],
        locationinfo: [
          defaultLocationInfo({
            id: 200 + n,
            name: `Place ${tag}`,
            address1: `${n} Main St`,
            address2: `Suite ${tag}`,
            city: `City ${tag}`,
            state: n % 2 ? 'MA' : 'NY',
            postal_code: n % 2 ? '02110' : '10001',
            country: n % 2 ? 'US' : 'CA',
            phone: n % 2 ? '(617) 555-0101' : '(212) 555-0102',
            lat: 40 + n,
            lon: -70 - n,
            is_mobile: n % 2 === 1,
            is_virtual: n % 2 === 0,
            is_online_store: n % 2 === 1,
          }),
        ],
      }),
    ),
  };
}

/** Every leaf path where `a` and `b` hold the same value (a test of the test data: none should). */
function sameLeaves(a: unknown, b: unknown, path = ''): string[] {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return Object.keys(a).flatMap((key) =>
      sameLeaves((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  return Object.is(a, b) ? [path] : [];
}

/** The owner's parts of a document, lists keyed by what names their items (not changeable themselves). */
const editable = (data: SiteData) => ({
  template: data.template.id,
  main_site_variables: data.main_site_variables,
  nav: Object.fromEntries(data.nav.map(({ type, ...item }) => [type, item])),
  social: data.social,
  sections: Object.fromEntries(data.sections.map(({ section_name, ...section }) => [section_name, section])),
  settings: {
    contact_info: data.client.contact_info,
    contact_number: data.client.contact_number,
    zenchat_enabled: data.client.zenchat_enabled,
    mobile_home_zip: data.client.mobile_home_zip,
    mobile_home_zip_radius: data.client.mobile_home_zip_radius,
  },
});

/** A document as a version keeps it, without the stamp every new version gets. */
const unstamped = ({ last_updated: _stamp, ...rest }: SiteData) => rest;

describe.each(testDatabases())('backup restore round trip (%s)', (kind) => {
  let f: OwnerFixture;
  let base: string;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    for (const template of DEMO_TEMPLATES) await insertTemplateIfMissing(f.server.database.db, template);
    base = `/api/client/${f.clients.bistro.id}`;
  }, 60_000);
  afterAll(() => f?.server.close());

  const save = async (data: SiteData, settings: Settings, loaded: Draft): Promise<Draft> => {
    const res = await f.inject({
      method: 'PUT',
      url: `${base}/websitedata/draft`,
      headers: await f.as(f.users.owner),
      payload: { data, client_settings: settings, last_updated: loaded.last_updated, version: loaded.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Draft>();
  };
  const draft = async (): Promise<Draft> =>
    (await f.inject({ url: `${base}/websitedata/draft`, headers: await f.as(f.users.owner) })).json<Draft>();
  const published = async (): Promise<SiteData> => {
    const asset = await f.server.app.ctx.assets.get(`sites/${f.clients.bistro.subdomain}.localhost/site.json`);
    return JSON.parse(asset!.body.toString()) as SiteData;
  };

  it('every field of the site data and every editor setting comes back, and is published', async () => {
    const start = await draft();
    const first = everyFieldChanged(start.data, 1, 9, f.clients.bistro.imageUrl);
    const saved = await save(
      first,
      { contactNumber: '(555) 010-4477', chatEnabled: true, mobileHomeZip: '94110', mobileHomeZipRadius: 35 },
      start,
    );

    const second = everyFieldChanged(saved.data, 2, 5, f.clients.bistro.imageUrl);
    const changedAgain = await save(
      second,
      { contactNumber: '(617) 555-0199', chatEnabled: false, mobileHomeZip: '02110', mobileHomeZipRadius: 12 },
      saved,
    );
    // The second save changed every one of them (so the restore below has everything to bring back).
    expect(sameLeaves(editable(changedAgain.data), editable(saved.data))).toEqual([]);

    const res = await f.inject({ method: 'POST', url: `${base}/backups/${saved.version}/restore`, headers: await f.as(f.users.owner) });
    expect(res.statusCode).toBe(200);
    const restored = res.json<Draft & { restored_from: number }>();
    expect(restored.restored_from).toBe(saved.version);
    expect(unstamped(restored.data)).toEqual(unstamped(saved.data));
    expect(unstamped((await draft()).data)).toEqual(unstamped(saved.data));
    expect(unstamped(await published())).toEqual(unstamped(saved.data));
  });
});
