// The name of a nav item type as the site's menu shows it by default (the sections' own labels).
import type { NavItemType } from '@vitrina/core-model';

export const NAV_ITEM_LABEL_KEYS = {
  home: 'sections:nav.home',
  about: 'sections:nav.about',
  location: 'sections:nav.location',
  service: 'sections:nav.services',
  logo: 'sections:nav.home',
  contact: 'sections:nav.contact',
  ecommerce: 'sections:nav.store',
  gallery: 'sections:nav.gallery',
  servicePurchase: 'sections:nav.servicePurchase',
  blog: 'sections:nav.blog',
} as const satisfies Record<NavItemType, string>;
