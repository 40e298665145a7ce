// Clients: DTO mapping and the host lookup of spec §4 "Site load" / "Custom domain".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, uniqueLabel } from '../../testing/builders.js';
import { createTestDatabase, testDatabases } from '../../testing/test-db.js';
import type { TestDatabase } from '../../testing/test-db.js';
import { findClientByCustomDomain, findClientByHost, findClientById, findClientBySubdomain } from './clients.js';
import type { ClientRecord } from './clients.js';

const SITE_DOMAIN = 'localhost';

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  let plain: ClientRecord;
  let custom: ClientRecord;
  let customDomain: string;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    plain = await buildClient(t.db, {
      language_id: 2,
      subscription_trial_enabled: true,
      subscription_trial_ends_at: '2024-03-01T12:00:00.000Z',
    });
    customDomain = `${uniqueLabel('shop')}.test`;
    custom = await buildClient(t.db, { custom_domain: `WWW.${customDomain.toUpperCase()}` });
  });
  afterAll(() => t.dispose());

  it('§3 client: every field comes back as the core-model DTO (language follows language_id)', async () => {
    const found = await findClientById(t.db, plain.client.id);
    expect(found).toEqual(plain);
    expect(found?.client).toMatchObject({
      language_id: 2,
      language: 'es',
      is_active: 1,
      currency_code: 'USD',
      country: { country_code: 'US' },
      subscription_trial_ends_at: '2024-03-01T12:00:00.000Z',
    });
    expect(found?.templateId).toBe(4);
  });

  it('custom domains are stored lower-case without www.', () => {
    expect(custom.client.custom_domain).toBe(customDomain);
  });

  it('lookups by sub-domain and custom domain ignore case; unknown ones give null', async () => {
    expect((await findClientBySubdomain(t.db, plain.client.wurkzen_subdomain.toUpperCase()))?.client.id).toBe(plain.client.id);
    expect((await findClientByCustomDomain(t.db, `www.${customDomain}`))?.client.id).toBe(custom.client.id);
    expect(await findClientBySubdomain(t.db, 'no-such-client')).toBeNull();
    expect(await findClientById(t.db, 999_999)).toBeNull();
    expect(await findClientById(t.db, Number.NaN)).toBeNull();
    expect(await findClientById(t.db, 2 ** 40)).toBeNull();
  });

  it.each([
    ['§4 Site load: <subdomain>.<siteDomain> → that client', (p: string) => `${p}.${SITE_DOMAIN}`, 'plain'],
    ['§4 Custom domain: the custom domain itself', () => 'CUSTOM', 'custom'],
    ['§4 Custom domain: a sub-domain of the custom domain', () => 'shop.CUSTOM', 'custom'],
    ['§4 Custom domain: a deeper sub-domain of the custom domain', () => 'a.b.CUSTOM', 'custom'],
    ['an unknown label of the site domain → none', () => `nobody-here.${SITE_DOMAIN}`, null],
    ['a two-level label of the site domain is not a sub-domain', (p: string) => `x.${p}.${SITE_DOMAIN}`, null],
    ['the bare site domain → none', () => SITE_DOMAIN, null],
    ['an unrelated domain → none', () => 'example.org', null],
    ['a domain that merely ends with the custom domain text → none', () => 'evilCUSTOM', null],
  ] as const)('%s', async (_name, host, expected) => {
    const h = host(plain.client.wurkzen_subdomain).replace('CUSTOM', customDomain);
    const found = await findClientByHost(t.db, h, SITE_DOMAIN);
    const want = expected === 'plain' ? plain.client.id : expected === 'custom' ? custom.client.id : null;
    expect(found?.client.id ?? null).toBe(want);
  });

  it('a sub-domain and a custom domain can each belong to one client only', async () => {
    await expect(buildClient(t.db, { wurkzen_subdomain: plain.client.wurkzen_subdomain })).rejects.toThrow();
    await expect(buildClient(t.db, { custom_domain: customDomain })).rejects.toThrow();
  });
});
