// newbie and moved: template 1 (placeholder) sites. Spec §4: "/" goes to /setup-website without an
// external_website_url, and to the external site with one.
import { defaultSiteData } from '@vitrina/core-model';
import type { DemoClient } from '../demo-client.js';
import { demoClientFields } from '../demo-client.js';
import { templateRef } from '../site-doc.js';

export const newbie: DemoClient = {
  subdomain: 'newbie',
  description: 'Newbie Bakery: template 1, no external URL → /setup-website',
  client: () => demoClientFields({ name: 'Newbie Bakery', plan_slug: 'starter', template_id: 1, timezone: 'America/New_York' }),
  images: [],
  site: (client) => defaultSiteData({ template: templateRef(1), client }),
};

export const moved: DemoClient = {
  subdomain: 'moved',
  description: 'Moved Photography: template 1 with external_website_url → https://example.com/',
  client: () =>
    demoClientFields({
      name: 'Moved Photography',
      plan_slug: 'starter',
      template_id: 1,
      external_website_url: 'https://example.com/',
      timezone: 'America/New_York',
    }),
  images: [],
  site: (client) => defaultSiteData({ template: templateRef(1), client }),
};
