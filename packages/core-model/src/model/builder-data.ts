// Builder preview data (spec §3 "Builder data", §7 `builder/{builder_id}/data`).
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
