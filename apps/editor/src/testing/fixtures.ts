// Data for the editor's tests: the bistro's site, its owner's sign-in, the editor configuration.
import { defaultClient, defaultSection, defaultSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import type { EditorConfig, WebsiteDraft } from '@vitrina/api-client';
import type { AuthUser } from '../auth/auth-service.js';

export const SITE_ORIGIN = 'http://bistro.localhost:8080';
export const CLIENT_ID = 11;

export const editorConfig: EditorConfig = {
  oidc: { issuer: 'http://localhost:8080/oidc', clientId: 'vitrina-editor', audience: 'urn:vitrina:api' },
  adminAppUrl: 'https://admin.vitrina.test/',
  demoHost: 'bistro.localhost',
};

export const ownerUser: AuthUser = { sub: 'vitrina|7', accessToken: 'token-7', name: 'Dana Whitaker', email: 'owner@bistro.test' };

export function bistroSite(overrides: Partial<SiteData> = {}): SiteData {
  return defaultSiteData({
    last_updated: '2025-03-01T10:00:00.000Z',
    client: defaultClient({ id: CLIENT_ID, name: 'Bistro Verde', wurkzen_subdomain: 'bistro', language_id: 1 }),
    sections: [
      defaultSection('hero', { title: 'Bistro Verde', title_subtext: 'Seasonal plates', ordering: 1 }),
      defaultSection('about', { title: 'Our kitchen', body: 'Local produce.', ordering: 2 }),
      defaultSection('footer', { title: 'Visit us', body: '1 Main St', ordering: 3 }),
    ],
    ...overrides,
  });
}

export function bistroDraft(overrides: Partial<WebsiteDraft> = {}): WebsiteDraft {
  const data = bistroSite();
  return { data, last_updated: data.last_updated, version: 4, ...overrides };
}
