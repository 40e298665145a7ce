import { defaultClient, defaultMainSiteVariables } from '@vitrina/core-model';
import type { NavItemType } from '@vitrina/core-model';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@vitrina/sections';
import { fullSiteFixture, headerSection, navOf } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

const variables = defaultMainSiteVariables({
  display_location_section: 1,
  logo_text: 'Sharp Cuts',
  ecommerce_url: '/store',
  gallery_url: '/gallery',
  online_services_purchase_url: 'shop.sharpcuts.test/services',
  blog_url: '/blog',
});

function renderHeader(
  types: NavItemType[],
  props: { onContact?: () => void; hrefFor?: (p: string) => string } = {},
  site = fullSiteFixture({ nav: navOf(types), main_site_variables: variables }),
) {
  return renderWithI18n(<SiteHeader site={site} section={headerSection} {...props} />);
}

const nav = () => within(screen.getByRole('navigation', { name: 'Site navigation' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteHeader nav items (spec §2 "Nav item types")', () => {
  it.each([
    ['§2 home: internal link to Home', 'home', 'Home', '/'],
    ['§2 about: page section (scroll anchor)', 'about', 'About', '/#section-about'],
    ['§2 location: page section (scroll anchor)', 'location', 'Location', '/#section-location'],
    ['§2 service: page section (scroll anchor)', 'service', 'Services', '/#section-service'],
    ['§2 ecommerce: main_site_variables.ecommerce_url', 'ecommerce', 'Store', '/store'],
    ['§2 gallery: main_site_variables.gallery_url', 'gallery', 'Gallery', '/gallery'],
    ['§2 blog: main_site_variables.blog_url', 'blog', 'Blog', '/blog'],
  ] as const)('%s', (_name, type, label, href) => {
    renderHeader([type]);
    expect(nav().getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('§2 servicePurchase: an external URL gets https://, opens in a new tab with rel=noopener and says so', () => {
    renderHeader(['servicePurchase']);
    const link = nav().getByRole('link', { name: 'Buy services (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://shop.sharpcuts.test/services');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('§2 targets fall back to Vitrina pages when main_site_variables has no URL', () => {
    const site = fullSiteFixture({ nav: navOf(['ecommerce', 'servicePurchase']), main_site_variables: defaultMainSiteVariables() });
    renderHeader([], {}, site);
    expect(nav().getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
    expect(nav().getByRole('link', { name: 'Buy services' })).toHaveAttribute('href', '/services-store');
  });

  it('§2 contact: a button that calls onContact (the site opens its contact modal)', async () => {
    const onContact = vi.fn();
    renderHeader(['contact'], { onContact });
    await userEvent.click(nav().getByRole('button', { name: 'Contact' }));
    expect(onContact).toHaveBeenCalledTimes(1);
  });

  it('§2 logo: the logo links Home and a logo nav item is not repeated in the list', () => {
    renderHeader(['logo', 'home']);
    expect(screen.getByRole('link', { name: 'Sharp Cuts' })).toHaveAttribute('href', '/');
    expect(nav().getAllByRole('link')).toHaveLength(1);
  });

  it('§4 preview mode: internal links and section anchors go through hrefFor', () => {
    renderHeader(['home', 'about', 'gallery'], { hrefFor: (path) => `${path}?template_id=4` });
    expect(nav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/?template_id=4');
    expect(nav().getByRole('link', { name: 'About' })).toHaveAttribute('href', '/?template_id=4#section-about');
    expect(nav().getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery?template_id=4');
  });

  it('a section entry goes when its section is not shown: a location section with no place to show', () => {
    const site = fullSiteFixture({ nav: navOf(['about', 'location', 'service']), main_site_variables: variables });
    const withoutPlaces = {
      ...site,
      sections: site.sections.map((s) => (s.section_name === 'location' ? { ...s, locationinfo: [] } : s)),
    };
    renderHeader([], {}, withoutPlaces);
    expect(nav().queryByRole('link', { name: 'Location' })).toBeNull();
    expect(nav().getByRole('link', { name: 'About' })).toBeTruthy();
    expect(nav().getByRole('link', { name: 'Services' })).toBeTruthy();
  });

  it('a section entry goes when the location section is turned off (display_location_section 0)', () => {
    renderHeader(
      ['about', 'location'],
      {},
      fullSiteFixture({ nav: navOf(['about', 'location']), main_site_variables: { ...variables, display_location_section: 0 } }),
    );
    expect(nav().queryByRole('link', { name: 'Location' })).toBeNull();
    expect(nav().getByRole('link', { name: 'About' })).toBeTruthy();
  });

  it('the owner label wins over the default; disabled items and ordering are honoured', () => {
    const site = fullSiteFixture({
      main_site_variables: variables,
      nav: [
        { type: 'gallery', label: 'Our work', ordering: 2, enabled: true },
        { type: 'home', label: '', ordering: 1, enabled: true },
        { type: 'blog', label: '', ordering: 3, enabled: false },
      ],
    });
    renderHeader([], {}, site);
    expect(
      nav()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Our work']);
  });

  it('an about click on the home page scrolls to the section instead of navigating', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let now = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((step) => {
      now += 300; // past the 250 ms of spec §9: the next frame ends the scroll
      step(now);
      return 0;
    });
    const { container } = renderHeader(['about']);
    const about = document.createElement('section');
    about.id = 'section-about';
    container.append(about);
    await userEvent.click(nav().getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalled();
    expect(about).toHaveFocus();
  });
});

describe('SiteHeader logo, phone and mobile menu (spec §3 logo_preference, §9 mobile view)', () => {
  it('§3 logo_preference image shows the uploaded logo with alt text, sized so nothing shifts', () => {
    const site = fullSiteFixture({
      main_site_variables: defaultMainSiteVariables({ logo_preference: 'image', logo_url: 'https://images.test/logo.png' }),
    });
    renderWithI18n(<SiteHeader site={site} />);
    const logo = screen.getByRole('img', { name: 'Sharp Cuts logo' });
    expect(logo).toHaveAttribute('src', 'https://images.test/logo.png');
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
  });

  it('§3 logo_preference text shows logo_text, else the header title, else the business name', () => {
    const site = fullSiteFixture({ client: defaultClient({ name: 'Client name' }), main_site_variables: defaultMainSiteVariables() });
    renderWithI18n(<SiteHeader site={site} section={{ ...headerSection, title: 'Header title' }} />);
    expect(screen.getByRole('link', { name: 'Header title' })).toHaveAttribute('href', '/');
  });

  it('§3 the contact number is a tel: link', () => {
    renderHeader(['home']);
    expect(screen.getByRole('link', { name: /\(512\) 555-0142/ })).toHaveAttribute('href', 'tel:5125550142');
  });

  it('§9 the menu toggle controls the nav: aria-expanded follows it, Escape closes it and returns focus', async () => {
    renderHeader(['home', 'about']);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Site navigation' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('picking an entry closes the mobile menu', async () => {
    renderHeader(['contact']);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(nav().getByRole('button', { name: 'Contact' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the header_text of the header section is shown', () => {
    renderHeader(['home']);
    expect(screen.getByText('Open Tuesday to Saturday, 9 am to 7 pm')).toBeInTheDocument();
  });
});

describe('SiteHeader actions (issue 13: the site’s mini-cart)', () => {
  it('renders the actions at the end of the bar, outside the collapsible nav', () => {
    const site = fullSiteFixture({ nav: navOf(['home']), main_site_variables: variables });
    renderWithI18n(<SiteHeader site={site} section={headerSection} actions={<a href="/cart">Cart, 2 items</a>} />);
    const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(cart.closest('nav')).toBeNull();
    expect(cart.closest('header')).not.toBeNull();
  });
});
