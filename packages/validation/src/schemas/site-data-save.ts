// The editor's save (spec §2 "Editor popups", §5): the editable parts of site data (main_site_variables,
// nav, social, sections) checked field by field with the very fields of the popup that edits each one,
// so the API accepts what the popups accept and refuses the rest with the message the popup shows.
// Keys this schema does not name (ids, ordering, flags) are read by core-model's migrateSiteData after it.
// Item counts and sizes are core-model's SITE_DATA_LIMITS, checked by the API before this runs.
import { SECTION_NAMES, SITE_DATA_LIMITS } from '@vitrina/core-model';
import type { SectionName } from '@vitrina/core-model';
import { array, lazy, mixed, object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { text } from './fields.js';
import { sectionPopupSchema, serviceInfoSchema, storePopupSchema } from './section-popups.js';
import {
  aboutImagePopupSchema,
  aboutPopupSchema,
  heroPopupSchema,
  imageUrlField,
  logoPopupSchema,
  navItemSchema,
  createSiteConfigPopupSchema,
  socialLinksSchema,
} from './site-popups.js';

const section = sectionPopupSchema.fields;
// The site-data fields of the site config popup (its contact number is the client record's, checked apart).
const siteConfig = createSiteConfigPopupSchema({ country: undefined }).fields;

/** A popup's colour field, stored lower-case (one spelling per colour in site.json). */
const storedColour = (field: unknown) =>
  (field as ReturnType<typeof text>).transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));

/**
 * A menu target (gallery_url, online_services_purchase_url, blog_url): the hyperlink popup takes an
 * http(s) address, and the default targets are pages of the site (`/gallery`), so both rules hold here.
 */
const menuTargetField = imageUrlField;

const seoDescription = siteConfig.seoDescription as ReturnType<typeof text>;

const mainSiteVariablesSchema = object({
  title: siteConfig.title,
  // Stored documents may still hold the legacy plain-text `seo` (core-model migrateSiteData reads both).
  seo: lazy((value: unknown) => (typeof value === 'string' ? seoDescription : object({ description: seoDescription, keywords: text() }))),
  logo_text: logoPopupSchema.fields.logoText,
  logo_url: imageUrlField(),
  favicon_url: siteConfig.faviconUrl,
  primary_color: storedColour(siteConfig.primaryColor),
  ecommerce_url: storePopupSchema.fields.link,
  gallery_url: menuTargetField(),
  online_services_purchase_url: menuTargetField(),
  blog_url: menuTargetField(),
});

/** One service: the service popup's fields, and its image as uploaded. */
const serviceSchema = serviceInfoSchema.shape({ img_url: imageUrlField() });

/**
 * One entry of locationinfo: plain text. The location update popup checks the one address it edits
 * (locationSchema); mobile and virtual entries have no address, and stored places may hold numbers in
 * other countries' formats (the demo salon's +34 …), so a save does not re-judge every entry.
 */
const locationInfoSchema = object({
  name: text(),
  address1: text(),
  address2: text(),
  city: text(),
  state: text(),
  postal_code: text(),
  country: text(),
  phone: text(),
});

const sectionName = mixed<SectionName>((value): value is SectionName => (SECTION_NAMES as readonly unknown[]).includes(value))
  .typeError(M.invalid.value)
  .required(M.invalid.value);

const sectionSchema = object({
  section_name: sectionName,
  title: section.title,
  title_subtext: section.subtitle,
  body: section.body,
  header_text: aboutPopupSchema.fields.headerText,
  book: heroPopupSchema.fields.book,
  bg_color: storedColour(section.bgColor),
  inner_bg_color: storedColour(section.innerBgColor),
  bg_img_url: heroPopupSchema.fields.bgImageUrl,
  img_url: aboutImagePopupSchema.fields.imgUrl,
  serviceinfo: array(serviceSchema).max(SITE_DATA_LIMITS.servicesPerSection, M.invalid.tooMany).nullable(),
  locationinfo: array(locationInfoSchema).max(SITE_DATA_LIMITS.locationsPerSection, M.invalid.tooMany).nullable(),
});

/** The `data` of `PUT /api/client/:id/websitedata/draft`; validate with `validatePayload(…, { keepUnknown: true })`. */
// Each part must be there: missing or null is `invalid.value` at its path.
export const siteDataSaveSchema = object({
  main_site_variables: mainSiteVariablesSchema.default(undefined).required(M.invalid.value),
  social: socialLinksSchema.default(undefined).required(M.invalid.value),
  nav: array(navItemSchema.shape({ label: text() }))
    .max(SITE_DATA_LIMITS.navItems, M.invalid.tooMany)
    .required(M.invalid.value),
  sections: array(sectionSchema).max(SITE_DATA_LIMITS.sections, M.invalid.tooMany).required(M.invalid.value),
});

export type SiteDataSaveValues = InferType<typeof siteDataSaveSchema>;
