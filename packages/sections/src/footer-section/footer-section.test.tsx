import { defaultClient } from '@vitrina/core-model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityHref } from '../section-props.js';
import { FooterSection } from './footer-section.js';
import { footerSection, siteFixture } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

const renderFooter = (site = siteFixture()) =>
  renderWithI18n(<FooterSection section={footerSection} site={site} mode="view" hrefFor={identityHref} />);

describe('FooterSection (spec §2 links, §3 contact_info / contact_number, social)', () => {
  it('§2 the contact number is a tel: link', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:5125550142');
  });

  it('§3 contact_info falls back to contact_number', () => {
    renderFooter(siteFixture({ client: defaultClient({ name: 'X', contact_info: null, contact_number: '+1 512 555 0100' }) }));
    expect(screen.getByRole('link', { name: '+1 512 555 0100' })).toHaveAttribute('href', 'tel:+15125550100');
  });

  it('no contact number, no phone line', () => {
    renderFooter(siteFixture({ client: defaultClient({ name: 'X' }) }));
    expect(screen.queryByRole('link', { name: /\d{3}/ })).not.toBeInTheDocument();
  });

  it('§2 social links are external, get https:// when missing and open in a new tab; empty ones are left out', () => {
    renderFooter();
    const social = within(screen.getByRole('navigation', { name: 'Follow us' }));
    const links = social.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://facebook.com/sharpcuts', 'https://instagram.com/sharpcuts']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(social.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toBeInTheDocument();
  });

  it('a network without a translated label shows the host name; unsafe URLs are dropped', () => {
    renderFooter(siteFixture({ social: { yelp: 'https://www.yelp.com/biz/sharp-cuts', facebook: 'javascript:alert(1)' } }));
    const links = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(links.map((a) => a.textContent)).toEqual(['yelp.com (opens in a new tab)']);
    expect(links[0]).toHaveAccessibleName('yelp.com (opens in a new tab)');
  });

  it('§3 shows the title, body and the copyright line with the business name', () => {
    renderFooter();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Visit us');
    expect(screen.getByText('123 Congress Ave, Austin, TX')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Sharp Cuts`))).toBeInTheDocument();
  });
});
