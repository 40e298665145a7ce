import { defaultClient, defaultMainSiteVariables } from '@vitrina/core-model';
import type { Client, LocationInfo, MainSiteVariables, Section } from '@vitrina/core-model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityHref } from '../section-props.js';
import { LocationSection } from './location-section.js';
import { locationSection, mobileArea, siteFixture, storefront, virtualArea } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

const mobileClient = { name: 'Sharp Cuts', mobile_only: true, mobile_home_zip: '78701', mobile_home_zip_radius: 15 };

function renderLocation(
  locations: LocationInfo[],
  {
    variables = {},
    client = {},
    section = {},
    lng = 'en',
  }: { variables?: Partial<MainSiteVariables>; client?: Partial<Client>; section?: Partial<Section>; lng?: 'en' | 'es' } = {},
) {
  const site = siteFixture({
    client: defaultClient({ name: 'Sharp Cuts', ...client }),
    main_site_variables: defaultMainSiteVariables({ display_location_section: 1, ...variables }),
  });
  return renderWithI18n(<LocationSection section={locationSection(locations, section)} site={site} mode="view" hrefFor={identityHref} />, {
    lng,
  });
}

const text = (container: HTMLElement) => container.textContent ?? '';

describe('LocationSection designs (spec §4 "Location design")', () => {
  it('§4 physical: address block with name, address lines, city/state/postal code, country name and a tel link', () => {
    const { container } = renderLocation([storefront]);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Sharp Cuts Downtown');
    const address = container.querySelector('address');
    expect([...(address?.querySelectorAll('.vs-location__line') ?? [])].map((l) => l.textContent)).toEqual([
      '123 Congress Ave',
      'Suite 4',
      'Austin, TX 78701',
      'United States',
      'Phone (512) 555-0142',
    ]);
    expect(screen.getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:5125550142');
  });

  it('§4 physical: the section image is the map; no image, no map (nothing from a third-party host)', () => {
    const { unmount } = renderLocation([storefront], { section: { img_url: 'https://assets.test/map.png' } });
    expect(screen.getByRole('img', { name: 'Map of Austin' })).toHaveAttribute('src', 'https://assets.test/map.png');
    unmount();
    const { container } = renderLocation([storefront]);
    expect(container.querySelector('img, iframe, svg')).toBeNull();
  });

  it.each([
    ['§4 design 1 mobile only: the service area and its radius diagram', [mobileArea], true, false],
    ['§4 design 2 virtual only: online appointments', [virtualArea], false, true],
    ['§4 design 3 mobile and virtual: both', [mobileArea, virtualArea], true, true],
  ] as const)('%s', (_name, locations, mobile, virtual) => {
    const { container } = renderLocation([...locations], { client: mobileClient, variables: { mobile_only_display_map: 'map' } });
    expect(text(container).includes('We come to you within 15 miles of Austin.')).toBe(mobile);
    expect(container.querySelector('svg') !== null).toBe(mobile);
    expect(text(container).includes('Online appointments')).toBe(virtual);
    expect(container.querySelector('address')).toBeNull();
  });

  it('§4 design 1: the diagram is an inline SVG named by its radius and place, not a map from another host', () => {
    const { container } = renderLocation([mobileArea], { client: mobileClient, variables: { mobile_only_display_map: 'map' } });
    expect(screen.getByRole('img', { name: 'Service area: 15 miles around Austin' }).tagName).toBe('svg');
    expect(container.querySelector('img, iframe')).toBeNull();
  });

  // Issue 26: the salon in Madrid read its service area in miles.
  it.each([
    [
      'es, a business in Spain: kilometres',
      'es',
      'ES',
      'Vamos a donde estés, a menos de 24 kilómetros de Madrid.',
      'Zona de servicio: 24 kilómetros alrededor de Madrid',
    ],
    [
      'en, a business in Spain: kilometres',
      'en',
      'ES',
      'We come to you within 24 kilometers of Madrid.',
      'Service area: 24 kilometers around Madrid',
    ],
    ['en, a business in the UK: miles', 'en', 'GB', 'We come to you within 15 miles of Madrid.', 'Service area: 15 miles around Madrid'],
  ] as const)('%s', (_name, lng, country, sentence, diagram) => {
    const { container } = renderLocation([{ ...mobileArea, city: 'Madrid' }], {
      client: { ...mobileClient, country: { country_code: country } },
      variables: { mobile_only_display_map: 'map' },
      lng,
    });
    expect(text(container)).toContain(sentence);
    expect(screen.getByRole('img', { name: diagram })).toBeInTheDocument();
  });

  it('§9 the radius defaults to 50 miles', () => {
    const { container } = renderLocation([mobileArea], {
      client: { ...mobileClient, mobile_home_zip_radius: null },
      variables: { mobile_only_display_map: 'map' },
    });
    expect(text(container)).toContain('We come to you within 50 miles of Austin.');
  });

  it.each([
    [
      '§4 the map option needs a zip code: without one, text only',
      { mobile_home_zip: null },
      'map',
      'We come to you within 15 miles of Austin.',
      false,
    ],
    ['mobile_only_display_map city: text only', {}, 'city', 'We come to you within 15 miles of Austin.', false],
    ['mobile_only_display_map country: the country name', {}, 'country', 'We come to you anywhere in United States.', false],
  ] as const)('%s', (_name, client, display, sentence, diagram) => {
    const { container } = renderLocation([mobileArea], {
      client: { ...mobileClient, ...client },
      variables: { mobile_only_display_map: display },
    });
    expect(text(container)).toContain(sentence);
    expect(container.querySelector('svg') !== null).toBe(diagram);
  });

  it('§3 display_location_section 0 (the default): the section is not rendered at all', () => {
    const { container } = renderLocation([storefront], { variables: { display_location_section: 0 } });
    expect(container).toBeEmptyDOMElement();
  });

  it('§4 design 0 (no locations): nothing to show, nothing rendered', () => {
    const { container } = renderLocation([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('§1 Spanish: texts and the country name in Spanish', () => {
    const { container } = renderLocation([mobileArea, virtualArea], {
      client: mobileClient,
      variables: { mobile_only_display_map: 'country' },
      lng: 'es',
    });
    expect(text(container)).toContain('Vamos a donde estés en Estados Unidos.');
    expect(text(container)).toContain('Citas en línea');
  });

  it('edit mode shows a hidden location section so the owner can find it', () => {
    const site = siteFixture({ main_site_variables: defaultMainSiteVariables({ display_location_section: 0 }) });
    renderWithI18n(<LocationSection section={locationSection([storefront])} site={site} mode="edit" hrefFor={identityHref} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Find us');
  });
});
