// @vitest-environment node
// The site renders on the server: no browser API may run during render, and the
// hero text and the whole home page are in the HTML before any script runs.
import { createI18n } from '@vitrina/i18n';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SiteSections, templateRootProps } from '@vitrina/sections';
import { fullSiteFixture, products } from '../testing/fixtures.js';

describe('SiteSections on the server', () => {
  it.each(['en', 'es'] as const)('renders the whole home page to HTML without window or document (%s)', (lng) => {
    const site = fullSiteFixture();
    const html = renderToString(
      <I18nextProvider i18n={createI18n({ lng })}>
        <div {...templateRootProps(4, site.main_site_variables.primary_color)}>
          <SiteSections site={site} products={products} />
        </div>
      </I18nextProvider>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('Sharp Cuts Barbershop</h1>');
    for (const id of ['header', 'hero', 'about', 'service', 'store', 'location', 'gallery', 'footer'])
      expect(html).toContain(`id="section-${id}"`);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('data-template="4"');
  });
});
