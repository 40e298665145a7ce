// The editor's draft (spec §2 "Editor popups"): GET/PUT the draft; a stale save gets 409 with the current data and loses nothing;
// publish on save; the server never takes client-owned fields from the body.
import { defaultSection } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import {
  createSiteConfigPopupSchema,
  sectionPopupSchema,
  servicePopupSchema,
  storePopupSchema,
  validatePayload,
} from '@vitrina/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantClientAccess } from '../team/users-repository.js';
import { listVersions } from './site-versions-repository.js';
import { buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const withTitle = (data: SiteData, title: string): SiteData => ({ ...data, main_site_variables: { ...data.main_site_variables, title } });

describe.each(testDatabases())('draft routes (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const url = (id: number) => `/api/client/${id}/websitedata/draft`;
  const put = async (id: number, payload: unknown) =>
    f.inject({ method: 'PUT', url: url(id), headers: await f.as(f.users.owner), payload: payload as object });
  const publishedTitle = async (host: string) => {
    const asset = await f.server.app.ctx.assets.get(`sites/${host}/site.json`);
    return asset ? (JSON.parse(asset.body.toString()) as SiteData).main_site_variables.title : null;
  };

  it('GET answers the site data with its last_updated and version, gallery and client included', async () => {
    const res = await f.inject({ url: url(f.clients.bistro.id), headers: await f.as(f.users.owner) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const site = await f.site(f.clients.bistro.id);
    expect(body).toEqual({ data: site.data, last_updated: site.last_updated, version: site.version });
    expect(body.data.client.id).toBe(f.clients.bistro.id);
    expect(body.data.gallery.length).toBeGreaterThanOrEqual(2);
  });

  it('PUT with the loaded last_updated saves a new version, keeps a backup with its author and publishes site.json', async () => {
    const before = await f.site(f.clients.bistro.id);
    const res = await put(f.clients.bistro.id, { data: withTitle(before.data, 'Saved title'), last_updated: before.last_updated });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ version: before.version + 1, published: true, data: { main_site_variables: { title: 'Saved title' } } });
    expect(body.last_updated).not.toBe(before.last_updated);
    expect(body.data.last_updated).toBe(body.last_updated);
    const [latest] = await listVersions(f.server.database.db, f.clients.bistro.id);
    expect(latest).toMatchObject({ version: body.version, action: 'save', author: f.users.owner.email });
    expect(await publishedTitle(`${f.clients.bistro.subdomain}.localhost`)).toBe('Saved title');
  });

  it('when the asset store fails after the save, the save stands and the answer says published: false', async () => {
    const assets = f.server.app.ctx.assets;
    const put0 = assets.put.bind(assets);
    assets.put = async () => {
      throw new Error('store down');
    };
    try {
      const loaded = await f.site(f.clients.bistro.id);
      const res = await put(f.clients.bistro.id, { data: withTitle(loaded.data, 'Unpublished'), last_updated: loaded.last_updated });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ version: loaded.version + 1, published: false });
    } finally {
      assets.put = put0;
    }
    expect((await f.site(f.clients.bistro.id)).data.main_site_variables.title).toBe('Unpublished');
  });

  it('a stale save → 409 with the current data, and nothing is written (loses nothing)', async () => {
    const loaded = await f.site(f.clients.bistro.id);
    expect((await put(f.clients.bistro.id, { data: withTitle(loaded.data, 'First'), last_updated: loaded.last_updated })).statusCode).toBe(
      200,
    );
    const current = await f.site(f.clients.bistro.id);
    const res = await put(f.clients.bistro.id, { data: withTitle(loaded.data, 'Stale'), last_updated: loaded.last_updated });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'conflict', message: expect.any(String) },
      current: { data: current.data, last_updated: current.last_updated, version: current.version },
    });
    expect(await f.site(f.clients.bistro.id)).toEqual(current);
  });

  it('two saves from the same loaded version at once: exactly one wins, the other gets 409', async () => {
    const loaded = await f.site(f.clients.bistro.id);
    const results = await Promise.all(
      ['Tab A', 'Tab B'].map((title) =>
        put(f.clients.bistro.id, { data: withTitle(loaded.data, title), last_updated: loaded.last_updated }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await f.site(f.clients.bistro.id)).version).toBe(loaded.version + 1);
  });

  it('client-owned fields, template and gallery are never taken from the body', async () => {
    const loaded = await f.site(f.clients.bistro.id);
    const forged: SiteData = {
      ...loaded.data,
      client: {
        ...loaded.data.client,
        plan_slug: 'enterprise',
        freemium: true,
        is_active: 0,
        custom_domain: 'evil.test',
        premium_domain_package: true,
      },
      template: { ...loaded.data.template, id: 99, url: 'https://evil.test/' },
      gallery: [],
    };
    const res = await put(f.clients.bistro.id, { data: forged, last_updated: loaded.last_updated });
    expect(res.statusCode).toBe(200);
    const saved = await f.site(f.clients.bistro.id);
    expect(saved.data.client).toEqual(loaded.data.client);
    expect(saved.data.template).toEqual(loaded.data.template);
    expect(saved.data.gallery).toEqual(loaded.data.gallery);
    expect(await f.server.app.ctx.assets.exists('sites/evil.test/site.json')).toBe(false);
  });

  const settings = { contactNumber: '(555) 010-4477', chatEnabled: true, mobileHomeZip: '94110', mobileHomeZipRadius: 35 };

  it('client_settings: the contact number, chat on/off and service area are saved with the version and published', async () => {
    const loaded = await f.site(f.clients.bistro.id);
    const res = await put(f.clients.bistro.id, {
      data: withTitle(loaded.data, 'With settings'),
      last_updated: loaded.last_updated,
      client_settings: settings,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      contact_info: '(555) 010-4477',
      contact_number: '(555) 010-4477',
      zenchat_enabled: true,
      mobile_home_zip: '94110',
      mobile_home_zip_radius: 35,
    };
    expect(res.json().data.client).toMatchObject(expected);
    expect((await f.site(f.clients.bistro.id)).data.client).toMatchObject(expected);
    const asset = await f.server.app.ctx.assets.get(`sites/${f.clients.bistro.subdomain}.localhost/site.json`);
    expect((JSON.parse(asset!.body.toString()) as SiteData).client).toMatchObject(expected);
    // Plan, domain and the rest of the client record are untouched.
    expect(res.json().data.client).toMatchObject({
      plan_slug: loaded.data.client.plan_slug,
      custom_domain: loaded.data.client.custom_domain,
    });
    // An empty contact number removes it; chat goes off.
    const next = await f.site(f.clients.bistro.id);
    const off = await put(f.clients.bistro.id, {
      data: next.data,
      last_updated: next.last_updated,
      client_settings: { ...settings, contactNumber: '', chatEnabled: false },
    });
    expect(off.json().data.client).toMatchObject({ contact_info: null, contact_number: null, zenchat_enabled: false });
  });

  it('invalid client_settings → 400 with their fields, and neither the site nor the client changes', async () => {
    const loaded = await f.site(f.clients.bistro.id);
    const res = await put(f.clients.bistro.id, {
      data: withTitle(loaded.data, 'Half write?'),
      last_updated: loaded.last_updated,
      client_settings: { ...settings, contactNumber: 'call me', mobileHomeZipRadius: -3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'client_settings.contactNumber': 'validation:invalid.phone',
      'client_settings.mobileHomeZipRadius': 'validation:invalid.radius',
    });
    expect(await f.site(f.clients.bistro.id)).toEqual(loaded);
  });

  it('a stale save with client_settings → 409 and the client record keeps its settings', async () => {
    const loaded = await f.site(f.clients.bistro.id);
    expect((await put(f.clients.bistro.id, { data: withTitle(loaded.data, 'Newer'), last_updated: loaded.last_updated })).statusCode).toBe(
      200,
    );
    const current = await f.site(f.clients.bistro.id);
    const res = await put(f.clients.bistro.id, {
      data: loaded.data,
      last_updated: loaded.last_updated,
      client_settings: { ...settings, contactNumber: '555-999-0000' },
    });
    expect(res.statusCode).toBe(409);
    expect(await f.site(f.clients.bistro.id)).toEqual(current);
  });

  it('§5 HTML tags are removed from entered text before it is saved', async () => {
    const loaded = await f.site(f.clients.bistro.id);
    const res = await put(f.clients.bistro.id, {
      data: withTitle(loaded.data, ' <b>Fresh</b> <script>x()</script>bread '),
      last_updated: loaded.last_updated,
    });
    expect(res.json().data.main_site_variables.title).toBe('Fresh x()bread');
  });

  it.each([
    [
      'an unsafe link → 400 with its field',
      (d: SiteData) => ({ data: { ...d, main_site_variables: { ...d.main_site_variables, logo_url: 'javascript:alert(1)' } } }),
      { 'data.main_site_variables.logo_url': 'validation:invalid.link' },
    ],
    [
      'a colour that is not #rrggbb → 400',
      (d: SiteData) => ({ data: { ...d, main_site_variables: { ...d.main_site_variables, primary_color: 'red' } } }),
      { 'data.main_site_variables.primary_color': 'validation:invalid.color' },
    ],
    ['no data → 400', () => ({ data: undefined }), { data: expect.any(String) }],
    ['data that is a list → 400', () => ({ data: [] }), { data: expect.any(String) }],
  ])('%s and nothing is saved', async (_name, change, fields) => {
    const loaded = await f.site(f.clients.bistro.id);
    const res = await put(f.clients.bistro.id, { last_updated: loaded.last_updated, ...change(loaded.data) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_request', fields });
    expect((await f.site(f.clients.bistro.id)).version).toBe(loaded.version);
  });

  // The server judges a save with the popups' own yup fields: the 400 names each field with the message
  // the popup editing it shows (the same `validatePayload` the API uses, run on the popup's values).
  it.each([
    [
      'a section colour that is not #rrggbb',
      (d: SiteData) => ({ ...d, sections: d.sections.map((s, i) => (i === 0 ? { ...s, bg_color: 'red' } : s)) }),
      'data.sections[0].bg_color',
      () => validatePayload(sectionPopupSchema, { bgColor: 'red' }),
      'bgColor',
    ],
    [
      'a price with letters',
      (d: SiteData) => ({
        ...d,
        sections: [
          ...d.sections,
          {
            ...defaultSection('service'),
            serviceinfo: [{ id: null, name: 'Brunch', description: '', img_url: null, price: '12,50 €', booking_types: [] }],
          },
        ],
      }),
      `data.sections[SECTIONS].serviceinfo[0].price`,
      () => validatePayload(servicePopupSchema, { services: [{ name: 'Brunch', price: '12,50 €' }] }),
      'services[0].price',
    ],
    [
      'a theme colour left empty',
      (d: SiteData) => ({ ...d, main_site_variables: { ...d.main_site_variables, primary_color: '' } }),
      'data.main_site_variables.primary_color',
      () => validatePayload(createSiteConfigPopupSchema({ country: 'US' }), { primaryColor: '' }),
      'primaryColor',
    ],
    [
      'a store link that is neither a page nor http(s)',
      (d: SiteData) => ({ ...d, main_site_variables: { ...d.main_site_variables, ecommerce_url: 'shop.example' } }),
      'data.main_site_variables.ecommerce_url',
      () => validatePayload(storePopupSchema, { link: 'shop.example' }),
      'link',
    ],
  ])('%s → 400 with the message its popup shows, and nothing is saved', async (_name, change, field, form, formField) => {
    const loaded = await f.site(f.clients.bistro.id);
    const res = await put(f.clients.bistro.id, { data: change(loaded.data), last_updated: loaded.last_updated });
    const expected = form();
    expect(expected.ok).toBe(false);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      [field.replace('SECTIONS', String(loaded.data.sections.length))]: expected.ok ? null : expected.fields[formField],
    });
    expect((await f.site(f.clients.bistro.id)).version).toBe(loaded.version);
  });

  it('a save without the last_updated it was loaded at → 400', async () => {
    const loaded = await f.site(f.clients.bistro.id);
    const res = await put(f.clients.bistro.id, { data: loaded.data });
    expect(res.statusCode).toBe(400);
  });

  it('§8 freemium: the save is refused with the upgrade message and nothing changes', async () => {
    const loaded = await f.site(f.clients.freebie.id);
    const res = await f.inject({
      method: 'PUT',
      url: url(f.clients.freebie.id),
      headers: await f.as(f.users.freemiumOwner),
      payload: { data: withTitle(loaded.data, 'Nope'), last_updated: loaded.last_updated },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'freemium', message: 'Upgrade to business to edit the website' } });
    expect(await f.site(f.clients.freebie.id)).toEqual(loaded);
  });

  it('a client without a site yet → 404 site_not_found (spec §2 /setup-website)', async () => {
    const { client } = await buildClient(f.server.database.db);
    await grantClientAccess(f.server.database.db, f.users.owner.id, client.id);
    const res = await f.inject({ url: url(client.id), headers: await f.as(f.users.owner) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('site_not_found');
  });
});
