// The editor's site-wide and top-of-page popups (spec §2 "Editor popups": site config, logo, header, hero,
// about, about-image, footer, hyperlink). Entered text is stripped of tags and trimmed (spec §5); the theme
// colour is a required `#rrggbb` (core-model's default is #000000, spec §9), section colours may be empty
// (the template's own); image URLs are what the upload API answered (http(s) or a path of the site);
// social and menu links must start with http:// or https:// (spec §5 "Hyperlink popup").
import { NAV_ITEM_TYPES, NAV_URL_ITEMS, SITE_DATA_LIMITS, SOCIAL_NETWORKS } from '@vitrina/core-model';
import type { LogoPreference, NavItemType, NavUrlItem, ServiceSectionStyle, SocialNetwork } from '@vitrina/core-model';
import { array, boolean, mixed, object, string } from 'yup';
import type { InferType } from 'yup';
import { isValidHyperlink } from '../hyperlink.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { chatEnabledField, contactNumberField } from './client-settings.js';
import { text } from './fields.js';
import { hyperlinkPopupSchema } from './hyperlink-popup.js';
import { colorField, isValidStoreLink, sectionPopupSchema } from './section-popups.js';

/** An uploaded image's URL, or null when there is none. */
export const imageUrlField = () =>
  string()
    .nullable()
    .default(null)
    .transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
    .test('image-url', M.invalid.link, (value) => value === null || value === undefined || isValidStoreLink(value));

/** An optional http(s) link: empty means "not set". */
const optionalHyperlink = () => text().test('link', M.invalid.link, (value) => !value || isValidHyperlink(value));

const oneOf = <T extends string>(values: readonly T[], fallback: T) =>
  mixed<T>((value): value is T => (values as readonly unknown[]).includes(value))
    .typeError(M.invalid.value)
    .default(fallback)
    .required(M.invalid.value);

export interface SiteConfigPopupOptions {
  /** The business's country (two-letter code): whose phone rule the contact number follows. */
  country: string | undefined;
}

export const createSiteConfigPopupSchema = ({ country }: SiteConfigPopupOptions) =>
  object({
    primaryColor: colorField().required(M.invalid.color),
    title: text(),
    seoDescription: text(),
    serviceSectionStyle: oneOf<ServiceSectionStyle>(['list', 'carousel'], 'carousel'),
    displayLocationSection: boolean().default(false),
    homepageStoreEnabled: boolean().default(false),
    faviconUrl: imageUrlField(),
    // The client record's own settings (spec §1 "contact number, chat on/off"), saved with the site data.
    contactNumber: contactNumberField(country),
    chatEnabled: chatEnabledField(),
  });
export type SiteConfigPopupValues = InferType<ReturnType<typeof createSiteConfigPopupSchema>>;

export const logoPopupSchema = object({
  logoPreference: oneOf<LogoPreference>(['text', 'image'], 'text'),
  logoText: text(),
  logoUrl: imageUrlField().when('logoPreference', {
    is: 'image',
    then: (field) => field.test('logo-image', M.required.logoImage, (value) => Boolean(value)),
  }),
});
export type LogoPopupValues = InferType<typeof logoPopupSchema>;

/** One item of the menu (core-model NavItem's type and switch). */
export const navItemSchema = object({
  type: oneOf<NavItemType>(NAV_ITEM_TYPES, 'home'),
  enabled: boolean().default(true),
});

export const headerPopupSchema = object({
  title: text(),
  headerText: text(),
  bgColor: colorField(),
  nav: array(navItemSchema).max(SITE_DATA_LIMITS.navItems, M.invalid.tooMany).default([]),
});
export type HeaderPopupValues = InferType<typeof headerPopupSchema>;

export const heroPopupSchema = sectionPopupSchema.shape({
  book: text(),
  bgImageUrl: imageUrlField(),
});
export type HeroPopupValues = InferType<typeof heroPopupSchema>;

export const aboutPopupSchema = sectionPopupSchema.shape({
  headerText: text(),
});
export type AboutPopupValues = InferType<typeof aboutPopupSchema>;

export const aboutImagePopupSchema = object({
  imgUrl: imageUrlField(),
});
export type AboutImagePopupValues = InferType<typeof aboutImagePopupSchema>;

/** One optional http(s) link per network of core-model's SOCIAL_NETWORKS. */
export const socialLinksSchema = object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalHyperlink()])) as Record<
    SocialNetwork,
    ReturnType<typeof optionalHyperlink>
  >,
);
export type SocialLinksValues = InferType<typeof socialLinksSchema>;

export const footerPopupSchema = sectionPopupSchema.shape({
  headerText: text(),
  social: socialLinksSchema,
});
export type FooterPopupValues = InferType<typeof footerPopupSchema>;

/** Nav items whose target is a main_site_variables URL (spec §2 "Their targets come from …"): core-model's list. */
export const LINKED_NAV_ITEMS = NAV_URL_ITEMS;
export type LinkedNavItem = NavUrlItem;

/** The hyperlink popup: a menu item, its http(s) target (spec §5) and the text it shows. */
export const menuLinkPopupSchema = hyperlinkPopupSchema.shape({
  item: oneOf<LinkedNavItem>(LINKED_NAV_ITEMS, 'ecommerce'),
  text: text(),
});
export type MenuLinkPopupValues = InferType<typeof menuLinkPopupSchema>;
