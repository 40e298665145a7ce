// Which component renders which section_name (spec §3 section names). Names without a component render
// nothing, so an older site or a newer document never breaks the page.
import type { SectionName } from '@vitrina/core-model';
import { AboutSection } from '../about-section/index.js';
import { FooterSection } from '../footer-section/footer-section.js';
import { GallerySection } from '../gallery-section/index.js';
import { HeroSection } from '../hero-section/index.js';
import { LocationSection } from '../location-section/index.js';
import type { SectionComponent } from '../section-props.js';
import { ServiceSection } from '../service-section/index.js';
import { SiteHeader } from '../site-header/site-header.js';
import { StoreContainerSection } from '../store-container-section/index.js';
import { StoreSection } from '../store-section/index.js';

export type SectionRegistry = Readonly<Partial<Record<SectionName, SectionComponent>>>;

/** Every section name of spec §3. */
export const defaultSectionRegistry = {
  header: SiteHeader,
  hero: HeroSection,
  about: AboutSection,
  service: ServiceSection,
  store: StoreSection,
  storeContainerSection: StoreContainerSection,
  location: LocationSection,
  gallery: GallerySection,
  footer: FooterSection,
} as const satisfies Record<SectionName, SectionComponent>;
