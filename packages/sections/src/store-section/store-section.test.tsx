import { defaultClient, defaultMainSiteVariables, defaultSection } from '@vitrina/core-model';
import type { Section } from '@vitrina/core-model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreContainerSection } from '../store-container-section/store-container-section.js';
import { StoreSection } from './store-section.js';
import { products, siteFixture } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

function renderStore(
  section: Section = defaultSection('store'),
  ecommerceUrl: string | null = '/store',
  withProducts = false,
  Component = StoreSection,
) {
  const site = siteFixture({
    client: defaultClient({ name: 'Sharp Cuts', currency_code: 'GBP' }),
    main_site_variables: defaultMainSiteVariables({ ecommerce_url: ecommerceUrl, homepage_store_enabled: true }),
  });
  return renderWithI18n(
    <Component section={section} site={site} mode="view" hrefFor={(p) => `/open${p}`} products={withProducts ? products : undefined} />,
  );
}

describe('StoreSection and StoreContainerSection (spec §4 "Store section")', () => {
  it('§4 defaults: title "Our Online Store", background #f9f9f9 and inner #ffffff', () => {
    renderStore();
    const region = screen.getByRole('region', { name: 'Our Online Store' });
    expect(region).toHaveAttribute('id', 'section-store');
    expect(region).toHaveStyle({ backgroundColor: '#f9f9f9' });
    expect(region.firstElementChild).toHaveStyle({ backgroundColor: '#ffffff' });
  });

  it('§3 the section’s own title and colours win', () => {
    renderStore(defaultSection('store', { title: 'Shop our grooming kit', bg_color: '#222222' }));
    const region = screen.getByRole('region', { name: 'Shop our grooming kit' });
    expect(region).toHaveStyle({ backgroundColor: '#222222', color: '#ffffff' });
  });

  it.each([
    ['§3 internal ecommerce_url goes through hrefFor', '/store', '/open/store', false],
    ['§3 no ecommerce_url: Vitrina’s /store', null, '/open/store', false],
    ['§2 an external ecommerce_url opens in a new tab', 'shop.sharpcuts.test', 'https://shop.sharpcuts.test', true],
  ])('%s', (_name, url, href, newTab) => {
    renderStore(defaultSection('store'), url);
    const link = screen.getByRole('link', { name: /^Visit our store/ });
    expect(link).toHaveAttribute('href', href);
    expect(link.getAttribute('target') === '_blank').toBe(newTab);
  });

  it('products, when given, are cards: name linking to the product, price in the client currency, sold-out mark', () => {
    renderStore(defaultSection('store'), '/store', true);
    const list = within(screen.getByRole('list', { name: 'Products' }));
    const [oil, pomade] = list.getAllByRole('listitem');
    expect(within(oil!).getByRole('link', { name: 'Beard oil' })).toHaveAttribute('href', '/open/product/beard-oil');
    expect(oil).toHaveTextContent('£18.00');
    expect(oil).not.toHaveTextContent('Sold out');
    expect(pomade).toHaveTextContent('£22.50');
    expect(pomade).toHaveTextContent('Sold out');
  });

  it('no products: no empty list', () => {
    renderStore();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('§3 storeContainerSection renders with its own anchor and the same store link', () => {
    renderStore(defaultSection('storeContainerSection'), '/store', true, StoreContainerSection);
    expect(screen.getByRole('region', { name: 'Our Online Store' })).toHaveAttribute('id', 'section-storeContainerSection');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
