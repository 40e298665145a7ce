import { defaultSection } from '@vitrina/core-model';
import type { Section } from '@vitrina/core-model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutSection, footerSection, heroSection, siteFixture } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';
import { SiteSections } from '@vitrina/sections';

const headings = () => screen.getAllByRole('heading', { level: 1 }).concat(screen.getAllByRole('heading', { level: 2 }));

describe('SiteSections (spec §3 sections, ARCHITECTURE "one renderer, two modes")', () => {
  it('§3 renders sections in `ordering` order, not document order', () => {
    const { container } = renderWithI18n(<SiteSections site={siteFixture()} />);
    const ids = [...container.querySelectorAll('section, footer')].map((el) => el.id);
    expect(ids).toEqual(['section-hero', 'section-about', 'section-footer']);
  });

  it('§3 re-ordering a section moves it on the page', () => {
    const site = siteFixture({
      sections: [
        { ...heroSection, ordering: 5 },
        { ...aboutSection, ordering: 1 },
      ],
    });
    renderWithI18n(<SiteSections site={site} />);
    expect(headings().map((h) => h.textContent)).toEqual(['Sharp Cuts Barbershop', 'About us']);
    const order = screen.getAllByRole('heading').map((h) => h.tagName);
    expect(order).toEqual(['H2', 'H1']);
  });

  it('a section name without a component renders nothing and breaks nothing', () => {
    const unknown = { ...defaultSection('hero'), section_name: 'banner', title: 'Should not show' } as unknown as Section;
    const site = siteFixture({ sections: [unknown, heroSection] });
    renderWithI18n(<SiteSections site={site} />);
    expect(screen.queryByText('Should not show')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sharp Cuts Barbershop');
  });

  it('edit controls render only in edit mode, once per rendered section', () => {
    const controls = (section: Section) => <button type="button">Edit {section.section_name}</button>;
    const { unmount } = renderWithI18n(<SiteSections site={siteFixture()} mode="view" renderEditControls={controls} />);
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    unmount();
    renderWithI18n(<SiteSections site={siteFixture()} mode="edit" renderEditControls={controls} />);
    // The store section of spec §4 is inserted (after the last section before the footer) and shown to
    // the editor even while homepage_store_enabled is off.
    expect(screen.getAllByRole('button', { name: /^Edit/ }).map((b) => b.textContent)).toEqual([
      'Edit hero',
      'Edit about',
      'Edit store',
      'Edit footer',
    ]);
  });

  it('internal links go through hrefFor (preview query, open/ twin)', () => {
    renderWithI18n(<SiteSections site={siteFixture()} hrefFor={(path) => `/open${path}?template_id=4`} />);
    expect(screen.getByRole('link', { name: 'Book a chair' })).toHaveAttribute('href', '/open/appointment?template_id=4');
  });

  it('§3 sections with the same ordering show in document order (core-model sectionDisplayOrder)', () => {
    const site = siteFixture({
      sections: [
        { ...footerSection, ordering: 2 },
        { ...aboutSection, ordering: 2 },
        { ...heroSection, ordering: 1 },
      ],
    });
    const { container } = renderWithI18n(<SiteSections site={site} />);
    const ids = [...container.querySelectorAll('section, footer')].map((el) => el.id);
    expect(ids.filter((id) => id !== 'section-store')).toEqual(['section-hero', 'section-footer', 'section-about']);
    expect(site.sections.map((s) => s.section_name)).toEqual(['footer', 'about', 'hero']);
  });
});
