// The editor's site document, checked before a save (issue 3 "Editor", spec §5). Only the editable parts
// of SiteData are read: main_site_variables, nav, social and sections. Client, template, gallery and the
// stamps are the server's (the server never trusts them from a browser). Text loses its HTML tags and is
// trimmed (§5), links stay http(s) or site-relative, colours are `#rrggbb`. The document stays within
// core-model's SITE_DATA_LIMITS (item counts, text lengths, total size; issue 10 finding 4).
import { NAV_ITEM_TYPES, SECTION_NAMES, migrateSiteData, siteDataCountViolations, siteDataLimitViolations } from '@vitrina/core-model';
import type { SiteData, SiteDataLimitKind, SiteDataLimitViolation } from '@vitrina/core-model';
import { VALIDATION_MESSAGES as M, isValidHyperlink, stripTags } from '@vitrina/validation';
import type { ValidationMessageKey } from '@vitrina/validation';

export type EditableSiteData = Pick<SiteData, 'main_site_variables' | 'nav' | 'social' | 'sections'>;

export type SiteDataCheck = { ok: true; value: EditableSiteData } | { ok: false; fields: Record<string, ValidationMessageKey> };

type Raw = Record<string, unknown>;
type Fields = Record<string, ValidationMessageKey>;

const MSV_STRINGS = [
  'title',
  'logo_text',
  'logo_url',
  'favicon_url',
  'primary_color',
  'ecommerce_url',
  'gallery_url',
  'online_services_purchase_url',
  'blog_url',
];
const SECTION_STRINGS = ['title', 'title_subtext', 'body', 'header_text', 'book', 'bg_color', 'inner_bg_color', 'bg_img_url', 'img_url'];
const SERVICE_STRINGS = ['name', 'description', 'img_url', 'price'];
const LOCATION_STRINGS = ['name', 'address1', 'address2', 'city', 'state', 'postal_code', 'country', 'phone'];
const MSV_LINKS = ['logo_url', 'favicon_url', 'ecommerce_url', 'gallery_url', 'online_services_purchase_url', 'blog_url'] as const;

const COLOUR = /^#[0-9a-f]{6}$/i;
// Site-relative: one leading slash (never `//` or `/\`, which browsers read as another host).
const SITE_RELATIVE = /^\/(?![/\\])[^\s\\]*$/;
// Control characters other than tab and newlines, and lone surrogates: Postgres refuses them in jsonb/text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text as stored: no control characters (newlines stay), no lone surrogates. */
export function storableText(value: string): string {
  return value.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Entered text per spec §5: tags removed, then trimmed; storable. */
export function plainText(value: string): string {
  return stripTags(storableText(value));
}

/** Every string of a JSON value made storable (ids, prices and links included). */
function storableDeep<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableDeep) as T;
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storableDeep(v)])) as T;
  return value;
}

/** A link the site may render: empty, http(s)://…, or a path on the site itself. */
export function isSafeSiteLink(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (ANY_CONTROL.test(value)) return false;
  return isValidHyperlink(value) || SITE_RELATIVE.test(value);
}

function checkStrings(raw: Raw, keys: readonly string[], path: string, fields: Fields): void {
  for (const key of keys) {
    const v = raw[key];
    const ok = v === undefined || v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
    if (!ok) fields[`${path}.${key}`] = M.invalid.value;
  }
}

function checkList(raw: Raw, key: string, path: string, fields: Fields, each: (item: Raw, at: string) => void): void {
  const list = raw[key];
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) {
    fields[`${path}.${key}`] = M.invalid.value;
    return;
  }
  list.forEach((item, i) => {
    const at = `${path}.${key}[${i}]`;
    if (isObject(item)) each(item, at);
    else fields[at] = M.invalid.value;
  });
}

function checkSection(raw: Raw, at: string, fields: Fields): void {
  if (!(SECTION_NAMES as readonly unknown[]).includes(raw.section_name)) fields[`${at}.section_name`] = M.invalid.value;
  checkStrings(raw, SECTION_STRINGS, at, fields);
  checkList(raw, 'serviceinfo', at, fields, (item, p) => checkStrings(item, SERVICE_STRINGS, p, fields));
  checkList(raw, 'locationinfo', at, fields, (item, p) => checkStrings(item, LOCATION_STRINGS, p, fields));
}

/** The shape of the editable parts: containers of the right kind, known names, strings where text goes. */
function checkShape(data: unknown, fields: Fields): data is Raw {
  if (!isObject(data)) {
    fields.data = M.invalid.value;
    return false;
  }
  const msv = data.main_site_variables;
  if (!isObject(msv)) fields['data.main_site_variables'] = M.invalid.value;
  else {
    checkStrings(msv, MSV_STRINGS, 'data.main_site_variables', fields);
    if (msv.seo !== undefined && msv.seo !== null && typeof msv.seo !== 'string') {
      if (isObject(msv.seo)) checkStrings(msv.seo, ['description', 'keywords'], 'data.main_site_variables.seo', fields);
      else fields['data.main_site_variables.seo'] = M.invalid.value;
    }
  }
  if (!isObject(data.social)) fields['data.social'] = M.invalid.value;
  else checkStrings(data.social, Object.keys(data.social), 'data.social', fields);
  if (!Array.isArray(data.nav)) fields['data.nav'] = M.invalid.value;
  else
    checkList(data, 'nav', 'data', fields, (item, at) => {
      if (!(NAV_ITEM_TYPES as readonly unknown[]).includes(item.type)) fields[`${at}.type`] = M.invalid.value;
      checkStrings(item, ['label'], at, fields);
    });
  if (!Array.isArray(data.sections)) fields['data.sections'] = M.invalid.value;
  else checkList(data, 'sections', 'data', fields, (item, at) => checkSection(item, at, fields));
  return true;
}

function link(value: string | null, path: string, fields: Fields): string | null {
  if (!isSafeSiteLink(value)) fields[path] = M.invalid.link;
  return value;
}

function colour(value: string, path: string, fields: Fields, required: boolean): string {
  if (value === '' && !required) return value;
  if (!COLOUR.test(value)) fields[path] = M.invalid.value;
  return value.toLowerCase();
}

/** Cleans the migrated document's text and checks its links and colours (indices match the input's). */
function sanitize(doc: SiteData, fields: Fields): EditableSiteData {
  const m = doc.main_site_variables;
  const msvPath = 'data.main_site_variables';
  const main_site_variables = {
    ...m,
    title: plainText(m.title),
    logo_text: plainText(m.logo_text),
    seo: { description: plainText(m.seo.description), keywords: plainText(m.seo.keywords) },
    primary_color: colour(m.primary_color, `${msvPath}.primary_color`, fields, true),
  };
  for (const key of MSV_LINKS) main_site_variables[key] = link(m[key], `${msvPath}.${key}`, fields);
  const social = { ...doc.social };
  for (const [network, url] of Object.entries(social))
    social[network as keyof typeof social] = link(url ?? null, `data.social.${network}`, fields) ?? '';
  const nav = doc.nav.map((item) => ({ ...item, label: plainText(item.label) }));
  const sections = doc.sections.map((s, i) => {
    const at = `data.sections[${i}]`;
    return {
      ...s,
      title: plainText(s.title),
      title_subtext: plainText(s.title_subtext),
      body: plainText(s.body),
      header_text: plainText(s.header_text),
      book: plainText(s.book),
      bg_color: colour(s.bg_color, `${at}.bg_color`, fields, false),
      inner_bg_color: colour(s.inner_bg_color, `${at}.inner_bg_color`, fields, false),
      bg_img_url: link(s.bg_img_url, `${at}.bg_img_url`, fields),
      img_url: link(s.img_url, `${at}.img_url`, fields),
      serviceinfo: s.serviceinfo.map((svc, j) => ({
        ...svc,
        name: plainText(svc.name),
        description: plainText(svc.description),
        price: svc.price === null ? null : plainText(svc.price) || null,
        img_url: link(svc.img_url, `${at}.serviceinfo[${j}].img_url`, fields),
      })),
      locationinfo: s.locationinfo.map((loc) => ({
        ...loc,
        name: plainText(loc.name),
        address1: plainText(loc.address1),
        address2: plainText(loc.address2),
        city: plainText(loc.city),
        state: plainText(loc.state),
        postal_code: plainText(loc.postal_code),
        country: plainText(loc.country),
        phone: plainText(loc.phone),
      })),
    };
  });
  return { main_site_variables, nav, social, sections };
}

const LIMIT_MESSAGES: Record<SiteDataLimitKind, ValidationMessageKey> = {
  tooMany: M.invalid.tooMany,
  tooLong: M.invalid.tooLong,
  tooLarge: M.invalid.tooLarge,
};

function limitFields(violations: readonly SiteDataLimitViolation[], fields: Fields): void {
  for (const { path, kind } of violations) fields[path ? `data.${path}` : 'data'] = LIMIT_MESSAGES[kind];
}

/** Checks and cleans the `data` of a draft save; field paths are those of the request body. */
export function checkEditableSiteData(data: unknown): SiteDataCheck {
  const fields: Fields = {};
  // Counts first: a list past its limit gets no per-item work at all.
  if (isObject(data)) limitFields(siteDataCountViolations(data), fields);
  if (Object.keys(fields).length > 0 || !checkShape(data, fields) || Object.keys(fields).length > 0) return { ok: false, fields };
  const value = storableDeep(sanitize(migrateSiteData(data), fields));
  // Texts are measured as stored (tags removed, trimmed), and so is the whole document.
  if (Object.keys(fields).length === 0) limitFields(siteDataLimitViolations(value), fields);
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value };
}
