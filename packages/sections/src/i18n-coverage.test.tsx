// Spec §1 Languages: every section renders in English and Spanish, with no raw translation key visible
// (i18next shows the key itself when one is missing) and no English left on a Spanish page.
import { defaultSection } from '@vitrina/core-model';
import type { SectionName } from '@vitrina/core-model';
import { resources } from '@vitrina/i18n';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GalleryGrid } from './gallery-grid/gallery-grid.js';
import { identityHref } from './section-props.js';
import { defaultSectionRegistry } from './site-sections/section-registry.js';
import { fullSiteFixture, galleryImages, mobileArea, products, virtualArea } from './testing/fixtures.js';
import { renderWithI18n } from './testing/render.js';

type Tree = { readonly [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

const keys = (['sections', 'common', 'commerce', 'ui'] as const).flatMap((ns) => leafKeys(resources.en[ns] as unknown as Tree));

/** Everything a visitor or a screen reader gets: text and the accessible attributes. */
function visibleText(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll('[aria-label], [alt], [title]')].flatMap((el) =>
    ['aria-label', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** What a missing key looks like on the page: `nav.home`, `location.comeToYou` (i18next shows the path). */
const KEY_SHAPE = /(^|\s)[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+(?=\s|$)/m;

function expectNoRawKeys(root: HTMLElement) {
  const text = visibleText(root);
  expect(text.trim()).not.toBe('');
  expect(text).not.toMatch(KEY_SHAPE);
  expect(keys.filter((key) => key.includes('.') && new RegExp(`(^|[^\\w.])${key.replace(/\./g, '\\.')}($|[^\\w.])`).test(text))).toEqual(
    [],
  );
}

const site = () => {
  const base = fullSiteFixture();
  return {
    ...base,
    main_site_variables: { ...base.main_site_variables, mobile_only_display_map: 'map' as const },
    client: { ...base.client, mobile_home_zip: '78701' },
  };
};

/** A section with only defaults, so every fallback text shows; location gets all three designs' texts. */
function emptySection(name: SectionName) {
  const fromSite = site().sections.find((s) => s.section_name === name);
  return defaultSection(name, {
    serviceinfo: fromSite?.serviceinfo ?? [],
    locationinfo: name === 'location' ? [mobileArea, virtualArea] : [],
  });
}

const names = Object.keys(defaultSectionRegistry) as SectionName[];

describe('§1 every section in English and Spanish without raw keys', () => {
  it.each(names.flatMap((name) => (['en', 'es'] as const).map((lng) => [name, lng] as const)))('%s (%s)', (name, lng) => {
    const Component = defaultSectionRegistry[name];
    const { container } = renderWithI18n(
      <Component
        section={emptySection(name)}
        site={site()}
        mode="view"
        hrefFor={identityHref}
        products={products}
        onContact={() => undefined}
      />,
      { lng },
    );
    expectNoRawKeys(container);
  });

  it('a Spanish page shows Spanish defaults, not English ones', () => {
    const { container } = renderWithI18n(
      <>
        {names.map((name) => {
          const Component = defaultSectionRegistry[name];
          return <Component key={name} section={emptySection(name)} site={site()} mode="view" hrefFor={identityHref} products={products} />;
        })}
      </>,
      { lng: 'es' },
    );
    const text = visibleText(container);
    const en = resources.en.sections;
    for (const english of [
      en.nav.home,
      en.defaults.hero.title,
      en.defaults.about.title,
      en.services.bookNow,
      en.location.onlineAppointments,
      en.store.visitStore,
      en.gallery.viewAll,
    ]) {
      expect(text).not.toContain(english);
    }
    expect(text).toContain(resources.es.sections.nav.home);
  });

  it('the check itself spots a key shown in place of a text', () => {
    const probe = document.createElement('p');
    probe.textContent = 'Welcome location.comeToYou';
    expect(() => expectNoRawKeys(probe)).toThrow();
  });

  it.each(['en', 'es'] as const)('the gallery page and its lightbox (%s)', async (lng) => {
    renderWithI18n(<GalleryGrid images={galleryImages} />, { lng });
    await userEvent.click(screen.getAllByRole('button')[0]!);
    expectNoRawKeys(document.body);
  });
});
