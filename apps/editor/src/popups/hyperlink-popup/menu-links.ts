// What the hyperlink popup does to the menu items whose target is a main_site_variables URL (spec §2
// "Their targets come from gallery_url, ecommerce_url, online_services_purchase_url and blog_url"). Which
// field each item follows, and the page it opens without one, is core-model's NAV_URL_TARGETS: the table
// the site resolves nav links by.
import { NAV_URL_TARGETS } from '@vitrina/core-model';
import type { MainSiteVariables, NavItem } from '@vitrina/core-model';
import { isValidHyperlink } from '@vitrina/validation';
import type { LinkedNavItem } from '@vitrina/validation';

/** The item's link to another website, or '' while it opens a page of the site. */
export function externalLinkOf(variables: MainSiteVariables, item: LinkedNavItem): string {
  const value = variables[NAV_URL_TARGETS[item].field] ?? '';
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
