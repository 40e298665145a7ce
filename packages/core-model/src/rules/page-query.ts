// The query parameters a server-rendered page reads (spec §2 preview parameters, the `lang` switch of
// §4 and the plan-gating toast `denied`): every other parameter — tracking (§9) or unknown — changes
// nothing on the page. The page cache keys on these alone and the renderer sees these alone, so a page
// can never depend on a parameter that its cache key leaves out.

const PAGE_QUERY_PARAMETERS = [
  'about_img_url',
  'builder_id',
  'client_id',
  'denied',
  'hero_img_url',
  'lang',
  'template_id',
  'wizard_session_id',
  // The appointment wizard's step and choices (/appointment and /appointment/employee/{id}, issue 14): the
  // server renders the step of the URL, so a reload shows it at once and hydrates without a mismatch.
  'appointment',
  'by',
  'date',
  'hold',
  'location',
  'service',
  'services',
  'slot',
  'staff',
  'step',
  'type',
] as const;

const READ: ReadonlySet<string> = new Set(PAGE_QUERY_PARAMETERS);

/** The parameters of `search` a page reads, sorted by name (then value): `''` or `?…`. */
export function pageQuery(search: string): string {
  if (search === '' || search === '?') return '';
  const kept = [...new URLSearchParams(search)].filter(([name]) => READ.has(name));
  if (kept.length === 0) return '';
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return `?${new URLSearchParams(kept).toString()}`;
}

/** Whether `search` carries a parameter that pages do not read (a visitor's own: tracking, campaign…). */
export function hasOtherParameters(search: string): boolean {
  if (search === '' || search === '?') return false;
  for (const [name] of new URLSearchParams(search)) if (!READ.has(name)) return true;
  return false;
}

/**
 * The renderer names the business a page belongs to in this response header, so the page cache can drop one
 * business's pages when it changes and keep every other business's (issue 27). The server reads it off the
 * rendered answer and never sends it on; a page without it (no business: an unknown host, a redirect) is
 * dropped on every change.
 */
export const PAGE_CLIENT_HEADER = 'x-vitrina-page-client';
