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
