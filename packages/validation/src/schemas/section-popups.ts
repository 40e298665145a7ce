// The editor's section popups (spec §2 "Editor popups": service, location, store, store container,
// gallery). Entered text is stripped of tags and trimmed (spec §5); colours are `#rrggbb` or empty (the
// template's default), as the API stores them; a price is what core-model's parseMoneyInput reads (digits
// and one dot, the numeric-only keypress rule of §5, at most 2 decimals); the store link is a page of the
// site or an http(s) address (spec §2 "The site's own links").
import { SITE_DATA_LIMITS, parseMoneyInput } from '@vitrina/core-model';
import { array, boolean, object } from 'yup';
import type { InferType } from 'yup';
import { isValidHyperlink } from '../hyperlink.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { requiredText, text } from './fields.js';

const COLOUR = /^#[0-9a-f]{6}$/i;
// One leading slash, never `//` or `/\` (browsers read those as another host), no whitespace.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** `#rrggbb`, or empty for the template's default colour. */
export const colorField = () => text().test('color', M.invalid.color, (value) => !value || COLOUR.test(value));

/** A price such as `45`, `45.5` or `45.00`; empty hides the price. */
export const priceField = () => text().test('price', M.invalid.price, (value) => !value || parseMoneyInput(value) !== null);

/** Whether `value` is a link the store button may use: a path of the site or an http(s) address. */
export function isValidStoreLink(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const link = value.trim();
  return SITE_PATH.test(link) || isValidHyperlink(link);
}

/** The texts and background every section popup edits. */
export const sectionPopupSchema = object({
  title: text(),
  subtitle: text(),
  body: text(),
  bgColor: colorField(),
  innerBgColor: colorField(),
});

export type SectionPopupValues = InferType<typeof sectionPopupSchema>;

/** One service of the service section (core-model ServiceInfo's editable part). */
export const serviceInfoSchema = object({
  name: requiredText(M.required.serviceName),
  description: text(),
  price: priceField(),
});

export type ServiceInfoValues = InferType<typeof serviceInfoSchema>;

export const servicePopupSchema = object({
  title: text(),
  subtitle: text(),
  /** The booking button label (section `book`). */
  book: text(),
  // The API refuses more (core-model SITE_DATA_LIMITS); the popup says so before a save.
  services: array(serviceInfoSchema).max(SITE_DATA_LIMITS.servicesPerSection, M.invalid.tooMany).default([]),
});

export type ServicePopupValues = InferType<typeof servicePopupSchema>;

export const storePopupSchema = sectionPopupSchema.shape({
  /** main_site_variables.ecommerce_url; empty uses the site's own /store. */
  link: text().test('store-link', M.invalid.storeLink, (value) => !value || isValidStoreLink(value)),
  homepageStore: boolean().default(false),
});

export type StorePopupValues = InferType<typeof storePopupSchema>;
