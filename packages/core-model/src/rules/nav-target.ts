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

/** The main_site_variables fields that hold a nav item's URL (spec §2 "Their targets come from …"). */
export type NavUrlField = 'ecommerce_url' | 'gallery_url' | 'online_services_purchase_url' | 'blog_url';

/** The nav items whose target is a main_site_variables URL. */
export const NAV_URL_ITEMS = ['ecommerce', 'gallery', 'servicePurchase', 'blog'] as const satisfies readonly NavItemType[];
export type NavUrlItem = (typeof NAV_URL_ITEMS)[number];

/**
 * Each such item's URL field, and the page of the site it opens when the field is empty (Vitrina's own
 * store, gallery, services store and blog). The site follows it and the editor's hyperlink popup edits it.
 */
export const NAV_URL_TARGETS: Readonly<Record<NavUrlItem, { field: NavUrlField; page: string }>> = {
  ecommerce: { field: 'ecommerce_url', page: '/store' },
  gallery: { field: 'gallery_url', page: '/gallery' },
  servicePurchase: { field: 'online_services_purchase_url', page: '/services-store' },
  blog: { field: 'blog_url', page: '/blog' },
};

const isNavUrlItem = (type: NavItemType): type is NavUrlItem => (NAV_URL_ITEMS as readonly NavItemType[]).includes(type);

/**
 * Resolves a nav item: home and logo link Home, about/location/service scroll to their section,
 * contact opens the contact modal, ecommerce/gallery/servicePurchase/blog follow their
 * main_site_variables URL (any link kind of §2), falling back to Vitrina's own page when unset.
 */
export function resolveNavTarget(type: NavItemType, variables: Pick<MainSiteVariables, NavUrlField>): NavTarget {
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
      if (!isNavUrlItem(type)) return { kind: 'hidden' };
      const target = NAV_URL_TARGETS[type];
      const link = resolveLink(variables[target.field] || target.page);
      return link.kind === 'none' ? { kind: 'hidden' } : { kind: 'link', link };
    }
  }
}
