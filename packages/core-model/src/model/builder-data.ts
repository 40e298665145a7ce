// Builder preview data (spec §3 "Builder data", §7 `builder/{builder_id}/data`).
import { LANGUAGE_IDS } from '../constants.js';
import type { LanguageId } from './client.js';

export interface BuilderService {
  name: string;
  description: string;
}

export interface BuilderData {
  business_name: string;
  location_lat: number | null;
  location_lon: number | null;
  industry_id: number | null;
  language_id: LanguageId;
  primary_brand_color: string;
  s3_map_url: string | null;
  tagline_text: string;
  hero_subtext: string;
  about_us_text: string;
  /** JSON-encoded array of `BuilderService`, as the builder sends it. */
  services_json: string;
}

/** Parses `services_json`; malformed input gives an empty list (a preview must still render). */
export function parseBuilderServices(servicesJson: string): BuilderService[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(servicesJson);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, description } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) return [];
    return [{ name, description: typeof description === 'string' ? description : '' }];
  });
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Exactly the §3 builder-data fields of a session document or an API answer; anything missing or of the
 * wrong type reads as empty rather than breaking the preview.
 */
export function readBuilderData(raw: unknown): BuilderData {
  const d = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const industry = num(d.industry_id);
  return {
    business_name: str(d.business_name),
    location_lat: num(d.location_lat),
    location_lon: num(d.location_lon),
    industry_id: industry !== null && Number.isInteger(industry) ? industry : null,
    language_id: (d.language_id === LANGUAGE_IDS.es ? LANGUAGE_IDS.es : LANGUAGE_IDS.en) as LanguageId,
    primary_brand_color: str(d.primary_brand_color),
    s3_map_url: str(d.s3_map_url) || null,
    tagline_text: str(d.tagline_text),
    hero_subtext: str(d.hero_subtext),
    about_us_text: str(d.about_us_text),
    services_json: str(d.services_json),
  };
}
