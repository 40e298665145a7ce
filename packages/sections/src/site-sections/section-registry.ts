// Which component renders which section_name (spec §3 section names). Names without a component render
// nothing, so an older site or a newer document never breaks the page.
import type { SectionName } from '@vitrina/core-model';
import { AboutSection } from '../about-section/about-section.js';
import { FooterSection } from '../footer-section/footer-section.js';
import { HeroSection } from '../hero-section/hero-section.js';
import type { SectionComponent } from '../section-props.js';

export type SectionRegistry = Readonly<Partial<Record<SectionName, SectionComponent>>>;

/** Sections implemented so far; service, location, store, storeContainerSection, gallery and header come next. */
export const defaultSectionRegistry: SectionRegistry = {
  hero: HeroSection,
  about: AboutSection,
  footer: FooterSection,
};
