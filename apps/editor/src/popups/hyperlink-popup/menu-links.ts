// The menu items whose target is a main_site_variables URL (spec §2 "Their targets come from gallery_url,
// ecommerce_url, online_services_purchase_url and blog_url"), and what the hyperlink popup does to them.
import type { MainSiteVariables, NavItem } from '@vitrina/core-model';
import { isValidHyperlink } from '@vitrina/validation';
import type { LinkedNavItem } from '@vitrina/validation';

type UrlField = 'ecommerce_url' | 'gallery_url' | 'online_services_purchase_url' | 'blog_url';

/** Each item's URL field and the page of the site it opens when it has no link of its own. */
export const MENU_LINK_TARGETS: Record<LinkedNavItem, { field: UrlField; page: string }> = {
  ecommerce: { field: 'ecommerce_url', page: '/store' },
  gallery: { field: 'gallery_url', page: '/gallery' },
  servicePurchase: { field: 'online_services_purchase_url', page: '/services-store' },
  blog: { field: 'blog_url', page: '/blog' },
};

/** The item's link to another website, or '' while it opens a page of the site. */
export function externalLinkOf(variables: MainSiteVariables, item: LinkedNavItem): string {
  const value = variables[MENU_LINK_TARGETS[item].field] ?? '';
  return isValidHyperlink(value) ? value : '';
}

/** The text the item shows (its label), '' for the default. */
export function menuTextOf(nav: readonly NavItem[], item: LinkedNavItem): string {
  return nav.find((entry) => entry.type === item)?.label ?? '';
}

/** The menu with the item's text; an item not in the menu yet is added at its end, shown. */
export function navWithText(nav: readonly NavItem[], item: LinkedNavItem, text: string): NavItem[] {
  if (nav.some((entry) => entry.type === item)) return nav.map((entry) => (entry.type === item ? { ...entry, label: text } : entry));
  const ordering = nav.reduce((max, entry) => Math.max(max, entry.ordering), 0) + 1;
  return [...nav, { type: item, label: text, ordering, enabled: true }];
}
