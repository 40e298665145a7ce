// Spec §2 "Nav item types": what each nav item points to.
import type { SectionName } from '../constants.js';
import type { MainSiteVariables } from '../model/main-site-variables.js';
import type { NavItemType } from '../model/nav.js';
import { resolveLink } from './link.js';
import type { ResolvedLink } from './link.js';

export type NavTarget =
  | { kind: 'link'; link: ResolvedLink }
  | { kind: 'section'; section: SectionName; anchor: string }
  | { kind: 'modal'; modal: 'contact' }
  | { kind: 'hidden' };

/** DOM id of a home-page section; scroll targets and the sections package use the same id. */
export function sectionAnchorId(section: SectionName): string {
  return `section-${section}`;
}

type UrlField = 'ecommerce_url' | 'gallery_url' | 'online_services_purchase_url' | 'blog_url';

/** Types whose target comes from main_site_variables, with the page used when the field is empty. */
const URL_TARGETS: Partial<Record<NavItemType, { field: UrlField; fallback: string }>> = {
  ecommerce: { field: 'ecommerce_url', fallback: '/store' },
  gallery: { field: 'gallery_url', fallback: '/gallery' },
  servicePurchase: { field: 'online_services_purchase_url', fallback: '/services-store' },
  blog: { field: 'blog_url', fallback: '/blog' },
};

/**
 * Resolves a nav item: home and logo link Home, about/location/service scroll to their section,
 * contact opens the contact modal, ecommerce/gallery/servicePurchase/blog follow their
 * main_site_variables URL (any link kind of §2), falling back to Vitrina's own page when unset.
 */
export function resolveNavTarget(type: NavItemType, variables: Pick<MainSiteVariables, UrlField>): NavTarget {
  switch (type) {
    case 'home':
    case 'logo':
      return { kind: 'link', link: resolveLink('/') };
    case 'about':
    case 'location':
    case 'service':
      return { kind: 'section', section: type, anchor: `#${sectionAnchorId(type)}` };
    case 'contact':
      return { kind: 'modal', modal: 'contact' };
    default: {
      const target = URL_TARGETS[type];
      if (!target) return { kind: 'hidden' };
      const link = resolveLink(variables[target.field] || target.fallback);
      return link.kind === 'none' ? { kind: 'hidden' } : { kind: 'link', link };
    }
  }
}
