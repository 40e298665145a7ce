// Limits of one client's site document (a draft with 9,000 services was accepted and
// rendered a 5.3 MB page that blocked the process). The API refuses a save past them; the editor's popups
// use the same numbers so an owner meets them in the form, never as a surprise.

/**
 * Generous for a real small business, small enough that a page renders in milliseconds:
 * - 40 sections on the home page, 100 services per service section, 20 locations per location section;
 * - 30 nav items, 20 social links, 200 gallery images per client;
 * - text: 5,000 characters for long fields (section body, header text, subtitles, service descriptions,
 *   SEO description and keywords), 500 for short ones (titles, names, labels, address parts, prices),
 *   2,048 for links (`*_url` and social links);
 * - the whole saved document at most 512 KB of JSON (UTF-8); a request body may be 1 MB.
 */
export const SITE_DATA_LIMITS = {
  sections: 40,
  servicesPerSection: 100,
  locationsPerSection: 20,
  navItems: 30,
  socialLinks: 20,
  galleryImages: 200,
  longText: 5_000,
  shortText: 500,
  link: 2_048,
  documentBytes: 512 * 1024,
} as const;

/** Keys whose text may be long (SITE_DATA_LIMITS.longText); `*_url` keys are links; all others short. */
const LONG_TEXT_KEYS: ReadonlySet<string> = new Set(['body', 'header_text', 'title_subtext', 'description', 'keywords']);

export type SiteDataLimitKind = 'tooMany' | 'tooLong' | 'tooLarge';

/** A place of the document past a limit; `path` as in `sections[2].serviceinfo`, '' for the whole. */
export interface SiteDataLimitViolation {
  path: string;
  kind: SiteDataLimitKind;
}

/** The longest text allowed under `key` (`social` holds links under network names). */
export function textLimitFor(key: string, inSocial = false): number {
  if (inSocial || key.endsWith('url')) return SITE_DATA_LIMITS.link;
  return LONG_TEXT_KEYS.has(key) ? SITE_DATA_LIMITS.longText : SITE_DATA_LIMITS.shortText;
}

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const countOf = (v: unknown): number => (Array.isArray(v) ? v.length : isObject(v) ? Object.keys(v).length : 0);

/**
 * Item counts of the editable parts (sections, services and locations per section, nav items, social
 * links). Cheap and shape-tolerant: run it before any per-item work.
 */
export function siteDataCountViolations(doc: { sections?: unknown; nav?: unknown; social?: unknown }): SiteDataLimitViolation[] {
  const out: SiteDataLimitViolation[] = [];
  const tooMany = (path: string, value: unknown, max: number) => {
    if (countOf(value) > max) out.push({ path, kind: 'tooMany' });
  };
  tooMany('sections', doc.sections, SITE_DATA_LIMITS.sections);
  tooMany('nav', doc.nav, SITE_DATA_LIMITS.navItems);
  tooMany('social', doc.social, SITE_DATA_LIMITS.socialLinks);
  if (Array.isArray(doc.sections) && doc.sections.length <= SITE_DATA_LIMITS.sections) {
    doc.sections.forEach((section, i) => {
      if (!isObject(section)) return;
      tooMany(`sections[${i}].serviceinfo`, section.serviceinfo, SITE_DATA_LIMITS.servicesPerSection);
      tooMany(`sections[${i}].locationinfo`, section.locationinfo, SITE_DATA_LIMITS.locationsPerSection);
    });
  }
  return out;
}

/** Every text of `value` longer than its key allows (paths below `path`). */
function siteDataTextViolations(value: unknown, path = '', key = '', inSocial = false): SiteDataLimitViolation[] {
  if (typeof value === 'string') return value.length > textLimitFor(key, inSocial) ? [{ path, kind: 'tooLong' }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => siteDataTextViolations(item, `${path}[${i}]`, key, inSocial));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    siteDataTextViolations(v, path ? `${path}.${k}` : k, k, inSocial || (path === '' && k === 'social')),
  );
}

/** Size of a document as stored and published: its JSON in UTF-8 bytes. */
export function siteDataBytes(doc: unknown): number {
  return new TextEncoder().encode(JSON.stringify(doc)).length;
}

/** Counts, texts and total size of a document (or its editable parts), in that order. */
export function siteDataLimitViolations(doc: { sections?: unknown; nav?: unknown; social?: unknown }): SiteDataLimitViolation[] {
  const counts = siteDataCountViolations(doc);
  if (counts.length > 0) return counts;
  const texts = siteDataTextViolations(doc);
  if (texts.length > 0) return texts;
  return siteDataBytes(doc) > SITE_DATA_LIMITS.documentBytes ? [{ path: '', kind: 'tooLarge' }] : [];
}
