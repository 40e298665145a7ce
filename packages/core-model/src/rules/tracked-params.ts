// Spec §9 "Tracked parameters: anything starting with utm, plus fbclid, campaign_id, …, trkInfo".
import { TRACKED_PARAMETERS } from '../constants.js';

const LISTED: ReadonlySet<string> = new Set(TRACKED_PARAMETERS);

export function isTrackedParameter(name: string): boolean {
  return name.startsWith('utm') || LISTED.has(name);
}

/** The tracked campaign parameters of a query (first value of each; empty values skipped). */
export function trackedCampaignParams(search: string | URLSearchParams): Record<string, string> {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tracked: Record<string, string> = {};
  for (const [name, value] of query) {
    if (value !== '' && isTrackedParameter(name) && !(name in tracked)) tracked[name] = value;
  }
  return tracked;
}

/**
 * What an order or an appointment keeps of the campaign parameters a visitor's browser sent (the
 * `utm_params` cookie): tracked names only, empty values dropped, at most 30; null when nothing is left.
 */
export function keptCampaignParams(utm: Readonly<Record<string, string>> | undefined): Record<string, string> | null {
  const kept = Object.entries(utm ?? {}).filter(([name, value]) => isTrackedParameter(name) && value !== '');
  return kept.length > 0 ? Object.fromEntries(kept.slice(0, 30)) : null;
}

/**
 * The campaign parameters of the `utm_params` cookie's value as the site writes it (URL-encoded JSON of the
 * landing URL's tracked parameters, spec §9): tracked names with text values only; {} when unreadable. The API
 * reads it on the visitor's own calls (a quote's payment) so the campaign follows the visit to the money.
 */
export function campaignParamsOfCookie(value: string | undefined): Record<string, string> {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const params: Record<string, string> = {};
  for (const [name, entry] of Object.entries(parsed)) {
    if (isTrackedParameter(name) && typeof entry === 'string') params[name] = entry;
  }
  return params;
}
