import { defaultSection } from '@vitrina/core-model';
import { resources } from '@vitrina/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityHref } from '../section-props.js';
import { HeroSection } from './hero-section.js';
import { heroSection, siteFixture } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

const renderHero = (section = heroSection, lng: 'en' | 'es' = 'en') =>
  renderWithI18n(<HeroSection section={section} site={siteFixture()} mode="view" hrefFor={identityHref} />, { lng });

describe('HeroSection (spec §3 section fields)', () => {
  it('§3 the title is the page h1 and title_subtext follows it', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sharp Cuts Barbershop');
    expect(screen.getByText('Classic cuts and hot-towel shaves in downtown Austin')).toBeInTheDocument();
  });

  it('§3 `book` labels the booking button, which leads to /appointment', () => {
    renderHero();
    expect(screen.getByRole('link', { name: 'Book a chair' })).toHaveAttribute('href', '/appointment');
  });

  it('§3 bg_color and bg_img_url style the section', () => {
    renderHero();
    const region = screen.getByRole('region', { name: 'Sharp Cuts Barbershop' });
    expect(region).toHaveStyle({ backgroundColor: '#1f2933' });
    expect(region.style.backgroundImage).toBe('url("https://images.test/barbershop.jpg")');
  });

  it.each(['en', 'es'] as const)('empty title and book fall back to the translated defaults (%s)', (lng) => {
    const { title, book } = resources[lng].sections.defaults.hero;
    renderHero(defaultSection('hero'), lng);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link')).toHaveTextContent(book);
  });
});
