import { defaultClient, defaultMainSiteVariables, defaultSection } from '@vitrina/core-model';
import type { ServiceSectionStyle } from '@vitrina/core-model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityHref } from '../section-props.js';
import { ServiceSection } from './service-section.js';
import { serviceSection, siteFixture } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

function renderServices(
  style?: ServiceSectionStyle,
  section = serviceSection,
  currency = 'USD',
  hrefFor = identityHref,
  lng: 'en' | 'es' = 'en',
) {
  const site = siteFixture({
    client: defaultClient({ name: 'Sharp Cuts', currency_code: currency }),
    main_site_variables: defaultMainSiteVariables(style ? { service_section_style: style } : {}),
  });
  return renderWithI18n(<ServiceSection section={section} site={site} mode="view" hrefFor={hrefFor} />, { lng });
}

describe('ServiceSection (spec §3 serviceinfo, service_section_style)', () => {
  it('§3 service_section_style list: every service is an item of one list, no carousel', () => {
    const { container } = renderServices('list');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });

  it.each([
    ['§3 service_section_style carousel', 'carousel' as const],
    ['§9 default section style is carousel', undefined],
  ])('%s: one slide shown at a time, with previous / next', (_name, style) => {
    const { container } = renderServices(style);
    // Named apart from the section's own region (unique landmarks).
    expect(container.querySelector('[aria-roledescription="carousel"]')).toHaveAttribute('aria-label', 'Carousel');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('§3 each service shows its name, description, price (in the client’s currency) and duration', () => {
    renderServices('list', serviceSection, 'EUR');
    const [cut, shave, beard] = screen.getAllByRole('article');
    expect(within(cut!).getByRole('heading', { level: 3 })).toHaveTextContent('Classic cut');
    expect(cut).toHaveTextContent('Scissor or clipper cut with a hot-towel finish.');
    expect(cut).toHaveTextContent('€30.00');
    expect(cut).toHaveTextContent('45 min');
    expect(shave).toHaveTextContent('€1,250.50');
    expect(beard).not.toHaveTextContent('€');
  });

  it('a Spanish page shows euros as Spanish write them, from the ISO code (issue 25)', () => {
    renderServices('list', serviceSection, 'EUR', identityHref, 'es');
    const [cut, shave] = screen.getAllByRole('article');
    expect(cut).toHaveTextContent('30,00 €');
    expect(shave).toHaveTextContent('1.250,50 €');
  });

  it.each([
    ['1.005', '$1.01'],
    ['2.675', '$2.68'],
    ['1,234.5', '$1,234.50'],
  ])('§5 a price of %s shows as %s, the amount the cart charges (half a cent rounds up)', (price, shown) => {
    const [first] = serviceSection.serviceinfo;
    renderServices('list', defaultSection('service', { serviceinfo: [{ ...first!, price }] }));
    expect(screen.getByRole('article')).toHaveTextContent(shown);
  });

  it('§3 `book` labels every booking button, which leads to /appointment through hrefFor', () => {
    renderServices('list', serviceSection, 'USD', (path) => `/open${path}`);
    const buttons = screen.getAllByRole('link', { name: 'Book this' });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toHaveAttribute('href', '/open/appointment');
    expect(buttons[0]).toHaveAccessibleDescription('Classic cut');
  });

  it.each(['en', 'es'] as const)('empty title and book fall back to the translated defaults (%s)', (lng) => {
    const section = defaultSection('service', { serviceinfo: serviceSection.serviceinfo.slice(0, 1) });
    renderWithI18n(<ServiceSection section={section} site={siteFixture()} mode="view" hrefFor={identityHref} />, { lng });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(lng === 'en' ? 'Our Services' : 'Nuestros servicios');
    expect(screen.getByRole('link')).toHaveTextContent(lng === 'en' ? 'Book now' : 'Reservar ahora');
  });

  it('services without a name are left out; no services, no list', () => {
    renderServices('list', defaultSection('service', { title: 'Soon', serviceinfo: [{ ...serviceSection.serviceinfo[0]!, name: ' ' }] }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Soon');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
