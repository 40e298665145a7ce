// Upgrades any stored site document to the current SiteData shape (CONVENTIONS "Site data carries a
// schema version and a migrate()"). Missing fields get the defaults of spec §3/§9; 0/1 and string
// flags of the legacy websitedata become the typed values.
import { LANGUAGE_IDS, PLAN_SLUGS, SECTION_NAMES, SERVICE_TYPES } from '../constants.js';
import type { PlanSlug, SectionName, ServiceType } from '../constants.js';
import { currencyForCountry, isCurrencyCode } from '../money/currency.js';
import { defaultClient } from './client.js';
import type { Client, LanguageId } from './client.js';
import { asArray, asBool, asDoc, asFlag, asNumber, asOptNumber, asOptString, asString, oneOf } from './coerce.js';
import type { Doc } from './coerce.js';
import type { GalleryImage } from './gallery.js';
import { defaultMainSiteVariables } from './main-site-variables.js';
import type { MainSiteVariables, MobileLocationDisplay } from './main-site-variables.js';
import { NAV_ITEM_TYPES, SOCIAL_NETWORKS, defaultNav } from './nav.js';
import type { NavItem, SocialLinks } from './nav.js';
import { defaultLocationInfo, defaultSection } from './section.js';
import type { LocationInfo, Section, ServiceInfo } from './section.js';
import { SITE_DATA_SCHEMA_VERSION, defaultTemplateRef } from './site-data.js';
import type { SiteData, TemplateRef } from './site-data.js';

const LANGUAGE_ID_VALUES: readonly LanguageId[] = [LANGUAGE_IDS.en, LANGUAGE_IDS.es];
const SERVICE_TYPE_VALUES: readonly ServiceType[] = Object.values(SERVICE_TYPES);

function migrateTemplate(raw: Doc): TemplateRef {
  const d = defaultTemplateRef();
  return {
    id: asNumber(raw.id, d.id),
    url: asString(raw.url, d.url),
    parent_id: asOptNumber(raw.parent_id),
    parent_url: asOptString(raw.parent_url),
  };
}

function migrateClient(raw: Doc): Client {
  const d = defaultClient();
  const countryCode = (asOptString(asDoc(raw.country).country_code) ?? d.country.country_code).toUpperCase();
  const languageId = oneOf(LANGUAGE_ID_VALUES, asNumber(raw.language_id, d.language_id), d.language_id);
  return {
    id: asNumber(raw.id, d.id),
    name: asString(raw.name, d.name),
    plan_slug: PLAN_SLUGS.includes(raw.plan_slug as PlanSlug) ? (raw.plan_slug as PlanSlug) : null,
    is_active: asFlag(raw.is_active, d.is_active),
    freemium: asBool(raw.freemium, d.freemium),
    custom_domain: asOptString(raw.custom_domain)?.toLowerCase() ?? null,
    wurkzen_subdomain: asString(raw.wurkzen_subdomain, d.wurkzen_subdomain).toLowerCase(),
    external_website_url: asOptString(raw.external_website_url),
    subscription_trial_enabled: asBool(raw.subscription_trial_enabled, d.subscription_trial_enabled),
    subscription_trial_ends_at: asOptString(raw.subscription_trial_ends_at),
    premium_domain_package: asBool(raw.premium_domain_package, d.premium_domain_package),
    // Documents published before the code existed carry only a symbol: their country's currency is the code.
    currency_code: isCurrencyCode(raw.currency_code) ? raw.currency_code : currencyForCountry(countryCode),
    country: { country_code: countryCode },
    language_id: languageId,
    language: languageId === LANGUAGE_IDS.en ? 'en' : 'es',
    industry_id: asOptNumber(raw.industry_id),
    timezone_id: asOptNumber(raw.timezone_id),
    timezone: asOptString(raw.timezone),
    contact_info: asOptString(raw.contact_info),
    contact_number: asOptString(raw.contact_number),
    mobile_only: asBool(raw.mobile_only, d.mobile_only),
    mobile_home_zip: asOptString(raw.mobile_home_zip),
    mobile_home_zip_radius: asOptNumber(raw.mobile_home_zip_radius),
    mobile_home_city_id: asOptNumber(raw.mobile_home_city_id),
    mobile_lat: asOptNumber(raw.mobile_lat),
    mobile_lon: asOptNumber(raw.mobile_lon),
    zenchat_enabled: asBool(raw.zenchat_enabled, d.zenchat_enabled),
  };
}

/** Legacy documents stored a 0/1 "display map" flag; today the field names the chosen option. */
function migrateMobileDisplay(value: unknown): MobileLocationDisplay | null {
  if (value === 'map' || value === 'city' || value === 'country') return value;
  return asBool(value, false) ? 'map' : null;
}

function migrateMainSiteVariables(raw: Doc): MainSiteVariables {
  const d = defaultMainSiteVariables();
  const seo = asDoc(raw.seo);
  return {
    title: asString(raw.title, d.title),
    seo:
      typeof raw.seo === 'string'
        ? { description: raw.seo, keywords: '' }
        : { description: asString(seo.description, ''), keywords: asString(seo.keywords, '') },
    logo_preference: oneOf(['text', 'image'], raw.logo_preference, d.logo_preference),
    logo_text: asString(raw.logo_text, d.logo_text),
    logo_url: asOptString(raw.logo_url),
    favicon_url: asOptString(raw.favicon_url),
    primary_color: asOptString(raw.primary_color) ?? d.primary_color,
    service_section_style: oneOf(['list', 'carousel'], raw.service_section_style, d.service_section_style),
    display_location_section: asFlag(raw.display_location_section, d.display_location_section),
    mobile_only_display_map: migrateMobileDisplay(raw.mobile_only_display_map),
    ecommerce_url: asOptString(raw.ecommerce_url),
    homepage_store_enabled: asBool(raw.homepage_store_enabled, d.homepage_store_enabled),
    gallery_url: asOptString(raw.gallery_url),
    online_services_purchase_url: asOptString(raw.online_services_purchase_url),
    blog_url: asOptString(raw.blog_url),
  };
}

function migrateLocationInfo(raw: Doc): LocationInfo {
  const d = defaultLocationInfo();
  return {
    id: asOptNumber(raw.id),
    name: asString(raw.name, d.name),
    address1: asString(raw.address1, d.address1),
    address2: asString(raw.address2, d.address2),
    city: asString(raw.city, d.city),
    state: asString(raw.state, d.state),
    postal_code: asString(raw.postal_code ?? raw.zip_code, d.postal_code),
    country: asString(raw.country, d.country),
    phone: asString(raw.phone, d.phone),
    lat: asOptNumber(raw.lat),
    lon: asOptNumber(raw.lon),
    is_mobile: asBool(raw.is_mobile, false),
    is_virtual: asBool(raw.is_virtual, false),
    is_online_store: asBool(raw.is_online_store, false),
  };
}

function migrateServiceInfo(raw: Doc): ServiceInfo {
  return {
    id: asOptNumber(raw.id),
    name: asString(raw.name, ''),
    description: asString(raw.description, ''),
    img_url: asOptString(raw.img_url),
    price: asOptString(raw.price),
    booking_types: asArray(raw.booking_types).filter((t): t is ServiceType => SERVICE_TYPE_VALUES.includes(t as ServiceType)),
  };
}

function migrateSection(raw: Doc, index: number): Section | null {
  if (!SECTION_NAMES.includes(raw.section_name as SectionName)) return null;
  const d = defaultSection(raw.section_name as SectionName);
  return {
    section_name: d.section_name,
    title: asString(raw.title, d.title),
    title_subtext: asString(raw.title_subtext, d.title_subtext),
    body: asString(raw.body, d.body),
    header_text: asString(raw.header_text, d.header_text),
    book: asString(raw.book, d.book),
    // Legacy sections without ordering keep their stored order.
    ordering: asNumber(raw.ordering, index + 1),
    bg_color: asString(raw.bg_color, d.bg_color),
    inner_bg_color: asString(raw.inner_bg_color, d.inner_bg_color),
    bg_img_url: asOptString(raw.bg_img_url),
    img_url: asOptString(raw.img_url),
    serviceinfo: asArray(raw.serviceinfo).map((s) => migrateServiceInfo(asDoc(s))),
    locationinfo: asArray(raw.locationinfo).map((l) => migrateLocationInfo(asDoc(l))),
  };
}

function migrateNav(raw: unknown): NavItem[] {
  if (!Array.isArray(raw)) return defaultNav();
  return raw.flatMap((item, index): NavItem[] => {
    const d = asDoc(item);
    const type = oneOf(NAV_ITEM_TYPES, d.type, 'home');
    if (d.type !== type) return [];
    return [{ type, label: asString(d.label, ''), ordering: asNumber(d.ordering, index + 1), enabled: asBool(d.enabled, true) }];
  });
}

function migrateSocial(raw: Doc): SocialLinks {
  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = asOptString(raw[network]);
    if (url) links[network] = url;
  }
  return links;
}

function migrateGallery(raw: unknown): GalleryImage[] {
  return asArray(raw).flatMap((item) => {
    const d = asDoc(item);
    const image = asOptString(d.image ?? d.url);
    return image ? [{ id: asOptNumber(d.id), image, description: asString(d.description, '') }] : [];
  });
}

/**
 * Returns a complete SiteData at SITE_DATA_SCHEMA_VERSION from any stored document (partial, legacy
 * or current). Never throws: unreadable parts fall back to defaults; sections with an unknown
 * section_name and nav items of an unknown type are dropped because nothing can render them.
 */
export function migrateSiteData(doc: unknown): SiteData {
  const raw = asDoc(doc);
  const sections = asArray(raw.sections)
    .map((s, i) => migrateSection(asDoc(s), i))
    .filter((s): s is Section => s !== null);
  return {
    schema_version: SITE_DATA_SCHEMA_VERSION,
    last_updated: asOptString(raw.last_updated),
    template: migrateTemplate(asDoc(raw.template)),
    client: migrateClient(asDoc(raw.client)),
    main_site_variables: migrateMainSiteVariables(asDoc(raw.main_site_variables)),
    gallery: migrateGallery(raw.gallery),
    nav: migrateNav(raw.nav),
    social: migrateSocial(asDoc(raw.social)),
    sections,
  };
}
