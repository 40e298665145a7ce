import { defaultClient, defaultSection } from '@vitrina/core-model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityHref } from '../section-props.js';
import { AboutSection } from './about-section.js';
import { aboutSection, siteFixture } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

const renderAbout = (section = aboutSection, site = siteFixture()) =>
  renderWithI18n(<AboutSection section={section} site={site} mode="view" hrefFor={identityHref} />);

describe('AboutSection (spec §3 section fields)', () => {
  it('§3 shows title as h2, header_text and every body line as a paragraph', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('About us');
    expect(screen.getByText('Family-owned since 1998')).toBeInTheDocument();
    expect(screen.getByText('We are a neighbourhood barbershop.')).toBeInTheDocument();
    expect(screen.getByText('Walk-ins welcome, appointments preferred.')).toBeInTheDocument();
  });

  it('§3 img_url is shown with the business name as alt text', () => {
    renderAbout();
    expect(screen.getByRole('img', { name: 'Sharp Cuts' })).toHaveAttribute('src', 'https://images.test/shop-front.jpg');
  });

  it('without a business name the alt text is the section title', () => {
    renderAbout(aboutSection, siteFixture({ client: defaultClient({ name: '' }) }));
    expect(screen.getByRole('img', { name: 'About us' })).toBeInTheDocument();
  });

  it('no img_url, no image', () => {
    renderAbout(defaultSection('about', { title: 'Hi' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('entered text stays text: markup is shown, never interpreted', () => {
    renderAbout(defaultSection('about', { body: '<img src=x onerror=alert(1)>' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });
});
