import { defaultMainSiteVariables, SECTION_NAMES } from '@vitrina/core-model';
import type { Section } from '@vitrina/core-model';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultSectionRegistry } from './section-registry.js';
import { SiteSections } from './site-sections.js';
import { fullSiteFixture, products } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

/** Ids of the section roots, in page order. */
const anchors = (container: HTMLElement) => [...container.children].map((el) => el.id);

describe('SiteSections on a complete home page (spec §2 Home, §3 sections, §4 store section)', () => {
  it('§3 every section name has a component in the registry', () => {
    expect(Object.keys(defaultSectionRegistry).sort()).toEqual([...SECTION_NAMES].sort());
  });

  it('§4 the store section is inserted right after the services, each section root carries its anchor id', () => {
    const { container } = renderWithI18n(<SiteSections site={fullSiteFixture()} />);
    expect(anchors(container)).toEqual([
      'section-header',
      'section-hero',
      'section-about',
      'section-service',
      'section-store',
      'section-location',
      'section-gallery',
      'section-footer',
    ]);
  });

  it.each([
    ['en', 'Our Online Store'],
    ['es', 'Nuestra tienda en línea'],
  ] as const)('§4 with ecommerce_url /store the inserted section has #f9f9f9 / #ffffff and its title (%s)', (lng, title) => {
    renderWithI18n(<SiteSections site={fullSiteFixture()} />, { lng });
    const store = screen.getByRole('region', { name: title });
    expect(store).toHaveStyle({ backgroundColor: '#f9f9f9' });
    expect(store.firstElementChild).toHaveStyle({ backgroundColor: '#ffffff' });
  });

  it.each([
    ['§3 display_location_section 0 hides the location section', { display_location_section: 0 as const }, 'section-location'],
    ['§3 homepage_store_enabled off hides the store section', { homepage_store_enabled: false }, 'section-store'],
  ])('%s', (_name, variables, id) => {
    const site = fullSiteFixture();
    const { container } = renderWithI18n(
      <SiteSections site={{ ...site, main_site_variables: { ...site.main_site_variables, ...variables } }} />,
    );
    expect(container.querySelector(`#${id}`)).toBeNull();
    expect(container.querySelector('#section-hero')).not.toBeNull();
  });

  it('a gallery section without images is not shown', () => {
    const { container } = renderWithI18n(<SiteSections site={fullSiteFixture({ gallery: [] })} />);
    expect(container.querySelector('#section-gallery')).toBeNull();
  });

  it('edit mode keeps hidden sections, marked, so the owner can turn them back on', () => {
    const site = fullSiteFixture();
    const hidden = { ...site, main_site_variables: defaultMainSiteVariables({ display_location_section: 0 }) };
    const { container } = renderWithI18n(
      <SiteSections site={hidden} mode="edit" renderEditControls={(s: Section) => <button type="button">Edit {s.section_name}</button>} />,
    );
    const frame = container.querySelector('[data-section="location"]');
    expect(frame).toHaveAttribute('data-hidden', 'true');
    expect(frame).toHaveTextContent('Hidden on the site');
  });

  it('exclude leaves out sections a layout renders itself (header and footer around <main>)', () => {
    const { container } = renderWithI18n(<SiteSections site={fullSiteFixture()} exclude={['header', 'footer']} />);
    expect(container.querySelector('#section-header')).toBeNull();
    expect(container.querySelector('#section-footer')).toBeNull();
    expect(container.querySelector('#section-hero')).not.toBeNull();
  });

  it('§2 contact in the header nav reaches onContact; products reach the store section', async () => {
    const onContact = vi.fn();
    renderWithI18n(<SiteSections site={fullSiteFixture()} onContact={onContact} products={products} />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
    expect(onContact).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Beard oil' })).toHaveAttribute('href', '/product/beard-oil');
  });

  it('the page has exactly one h1 (the hero)', () => {
    renderWithI18n(<SiteSections site={fullSiteFixture()} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
