// Navigation items and social links of site data (spec §2 "Nav item types", §3 websitedata).

export const NAV_ITEM_TYPES = [
  'home',
  'about',
  'location',
  'service',
  'logo',
  'contact',
  'ecommerce',
  'gallery',
  'servicePurchase',
  'blog',
] as const;
export type NavItemType = (typeof NAV_ITEM_TYPES)[number];

export interface NavItem {
  type: NavItemType;
  /** Visible label; empty means the UI uses its translated default for the type. */
  label: string;
  ordering: number;
  enabled: boolean;
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube', 'tiktok', 'yelp', 'google'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** Profile URL per network; a missing or empty entry is not shown. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** A usable default nav: home, the page sections, contact. */
export function defaultNav(): NavItem[] {
  const types: NavItemType[] = ['home', 'about', 'service', 'location', 'contact'];
  return types.map((type, index) => ({ type, label: '', ordering: index + 1, enabled: true }));
}
