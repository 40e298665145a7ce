// What every section component receives. One renderer, two modes (CONVENTIONS "Shape"): the site renders
// in view mode; the editor renders the same components in edit mode and adds its own controls around them.
import type { Product, Section, SiteData } from '@vitrina/core-model';
import type { ComponentType, ReactNode } from 'react';

export type SectionMode = 'view' | 'edit';

/** Turns an internal path into the href to render (preview query kept, open/ twin prefix, …). */
export type HrefFor = (path: string) => string;

export interface SectionProps {
  section: Section;
  site: SiteData;
  mode: SectionMode;
  hrefFor: HrefFor;
  /** Opens the site's contact modal (nav item type `contact`, spec §2); the site loads the modal lazily. */
  onContact?: () => void;
  /** Products for the store sections' cards, when the site has loaded them. */
  products?: readonly Product[];
}

export type SectionComponent = ComponentType<SectionProps>;

/**
 * The edit-affordance slot: the editor passes a function that renders its controls (edit, move, hide)
 * for a section. Sections only call it in edit mode; they contain no editor code themselves.
 */
export type EditAffordance = (section: Section, index: number) => ReactNode;

export const identityHref: HrefFor = (path) => path;
