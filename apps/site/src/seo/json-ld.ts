// schema.org LocalBusiness for the home page. Everything comes from site
// data the owner entered, so the JSON is escaped for an inline <script>: `<` can never close it.
import { clientContactNumber, isPhysicalLocation } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';

/** JSON safe inside <script>: no `<`, and no line separators that old parsers choke on. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const absolute = (url: string | null | undefined, origin: string): string | undefined => {
  const value = url?.trim();
  if (!value) return undefined;
  try {
    return new URL(value, origin).href;
  } catch {
    return undefined;
  }
};

export function localBusiness(site: SiteData, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const sections = site.sections;
  const hero = sections.find((s) => s.section_name === 'hero');
  const place = sections.flatMap((s) => s.locationinfo).find((l) => isPhysicalLocation(l) && (l.address1 || l.city));
  const sameAs = Object.values(site.social).filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.client.name || site.main_site_variables.title,
    url: pageUrl,
    description: site.main_site_variables.seo.description || undefined,
    telephone: clientContactNumber(site.client) ?? undefined,
    image: absolute(hero?.bg_img_url ?? site.main_site_variables.logo_url, origin),
    sameAs: sameAs.length ? sameAs : undefined,
  };
  if (place) {
    data.address = {
      '@type': 'PostalAddress',
      streetAddress: [place.address1, place.address2].filter(Boolean).join(', ') || undefined,
      addressLocality: place.city || undefined,
      addressRegion: place.state || undefined,
      postalCode: place.postal_code || undefined,
      addressCountry: place.country || undefined,
    };
    if (place.lat !== null && place.lon !== null) data.geo = { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lon };
  }
  return data;
}
