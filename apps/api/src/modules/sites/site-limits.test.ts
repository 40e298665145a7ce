// Limits of a site document: a draft with 9,000 services was accepted and rendered a 5.3 MB page. A save past
// core-model's SITE_DATA_LIMITS (counts, text lengths, total size) is a 400 with the field and a
// validation message key, and writes and publishes nothing; a document at the limits saves. The gallery
// holds at most SITE_DATA_LIMITS.galleryImages images.
import { SITE_DATA_LIMITS, defaultNav, defaultSection } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGalleryImage, listGallery } from '../content/gallery-repository.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const L = SITE_DATA_LIMITS;
const service = (i: number) => ({
  id: i,
  name: `Service ${i}`,
  description: 'Freshly made.',
  img_url: null,
  price: '12.50',
  booking_types: [],
});
const location = (i: number) => ({
  id: i,
  name: `Place ${i}`,
  address1: `${i} Main St`,
  address2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
  phone: '',
  lat: null,
  lon: null,
  is_mobile: false,
  is_virtual: false,
  is_online_store: false,
});

describe.each(testDatabases())('site document limits (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const siteJson = async () =>
    (await f.server.app.ctx.assets.get(`sites/${f.clients.bistro.subdomain}.localhost/site.json`))?.body.toString() ?? null;
  const save = async (change: (d: SiteData) => unknown) => {
    const loaded = await f.site(f.clients.bistro.id);
    const res = await f.inject({
      method: 'PUT',
      url: `/api/client/${f.clients.bistro.id}/websitedata/draft`,
      headers: await f.as(f.users.owner),
      payload: { data: change(loaded.data) as object, last_updated: loaded.last_updated },
    });
    return { res, loaded };
  };

  it.each([
    [
      '9,000 services in one section',
      (d: SiteData) => ({
        ...d,
        sections: [...d.sections, { section_name: 'service', serviceinfo: Array.from({ length: 9000 }, (_, i) => ({ name: `S${i}` })) }],
      }),
      (d: SiteData) => `data.sections[${d.sections.length}].serviceinfo`,
      'validation:invalid.tooMany',
    ],
    [
      '41 sections',
      (d: SiteData) => ({ ...d, sections: Array.from({ length: 41 }, () => defaultSection('about')) }),
      () => 'data.sections',
      'validation:invalid.tooMany',
    ],
    [
      '21 locations',
      (d: SiteData) => ({
        ...d,
        sections: [defaultSection('location', { locationinfo: Array.from({ length: 21 }, (_, i) => location(i)) })],
      }),
      () => 'data.sections[0].locationinfo',
      'validation:invalid.tooMany',
    ],
    [
      '31 nav items',
      (d: SiteData) => ({ ...d, nav: Array.from({ length: 31 }, () => defaultNav()[0]) }),
      () => 'data.nav',
      'validation:invalid.tooMany',
    ],
    [
      'a body of 5,001 characters',
      (d: SiteData) => ({ ...d, sections: [defaultSection('about', { body: 'b'.repeat(5001) })] }),
      () => 'data.sections[0].body',
      'validation:invalid.tooLong',
    ],
    [
      'a title of 501 characters',
      (d: SiteData) => ({ ...d, main_site_variables: { ...d.main_site_variables, title: 't'.repeat(501) } }),
      () => 'data.main_site_variables.title',
      'validation:invalid.tooLong',
    ],
    [
      '600 KB of text in 40 sections',
      (d: SiteData) => ({
        ...d,
        sections: Array.from({ length: 40 }, () =>
          defaultSection('about', { body: 'b'.repeat(5000), header_text: 'h'.repeat(5000), title_subtext: 's'.repeat(5000) }),
        ),
      }),
      () => 'data',
      'validation:invalid.tooLarge',
    ],
  ])('%s → 400 with the field and its message; nothing written or published', async (_name, change, field, message) => {
    const before = await siteJson();
    const { res, loaded } = await save(change);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_request', fields: { [field(loaded.data)]: message } });
    expect(await f.site(f.clients.bistro.id)).toEqual(loaded);
    expect(await siteJson()).toBe(before);
  });

  it('a document at every limit saves and is published', async () => {
    const sections = Array.from({ length: L.sections }, (_, i) =>
      defaultSection(i === 0 ? 'service' : i === 1 ? 'location' : 'about', {
        ordering: i + 1,
        title: 'T'.repeat(L.shortText),
        body: i < 10 ? 'B'.repeat(L.longText) : 'About us',
        serviceinfo: i === 0 ? Array.from({ length: L.servicesPerSection }, (_, j) => service(j)) : [],
        locationinfo: i === 1 ? Array.from({ length: L.locationsPerSection }, (_, j) => location(j)) : [],
      }),
    );
    const nav = Array.from({ length: L.navItems }, (_, i) => ({ ...defaultNav()[i % 5]!, ordering: i + 1 }));
    const { res, loaded } = await save((d) => ({ ...d, sections, nav }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: loaded.version + 1, published: true });
    const saved = (await f.site(f.clients.bistro.id)).data;
    expect(saved.sections).toHaveLength(L.sections);
    expect(saved.sections[0]!.serviceinfo).toHaveLength(L.servicesPerSection);
    expect(saved.sections[1]!.locationinfo).toHaveLength(L.locationsPerSection);
    expect(JSON.parse((await siteJson())!)).toEqual(saved);
  });

  it(`the gallery holds at most ${L.galleryImages} images: one more → 400 gallery_full, nothing added`, async () => {
    const c = f.clients.other;
    const headers = await f.as(f.users.otherAdmin);
    const have = (await listGallery(f.server.database.db, c.id)).length;
    for (let i = have; i < L.galleryImages; i += 1)
      await addGalleryImage(f.server.database.db, c.id, { image: c.imageUrl, description: `#${i}` });
    const add = () =>
      f.inject({
        method: 'POST',
        url: `/api/client/${c.id}/gallery`,
        headers,
        payload: { image_url: c.imageUrl, description: 'One too many' },
      });
    const res = await add();
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'gallery_full', fields: { image_url: 'validation:invalid.tooMany' } });
    // Several at once cannot pass the limit together either.
    const [first] = await listGallery(f.server.database.db, c.id);
    expect((await f.inject({ method: 'DELETE', url: `/api/client/${c.id}/gallery/${first!.id}`, headers })).statusCode).toBe(204);
    const codes = (await Promise.all([add(), add(), add()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 400, 400]);
    expect(await listGallery(f.server.database.db, c.id)).toHaveLength(L.galleryImages);
  });
});
