// A new business from the sign-up wizard (issue 16): its §3 builder data mid-wizard, the client it becomes
// (a 14-day trial of the business plan; spec §4 disables the site when the trial has passed) and its
// first site document — the chosen template with the answers, as the wizard previewed it (spec §1
// "Template previews … from a signup wizard", builder-preview.ts), plus what a preview leaves out: prices
// and booking types of the services, the location, the language. The wizard and the API both call these.
import { LANGUAGE_IDS, SERVICE_TYPES } from '../constants.js';
import type { PlanSlug, ServiceType } from '../constants.js';
import type { BuilderData } from '../model/builder-data.js';
import type { Client, LanguageId } from '../model/client.js';
import { defaultLocationInfo } from '../model/section.js';
import type { Section, ServiceInfo } from '../model/section.js';
import type { SignupAnswers, WizardPreviewAnswers } from '../model/signup.js';
import type { SiteData } from '../model/site-data.js';
import { fromMinorUnits, toMinorUnits } from '../money/minor-units.js';
import { previewSiteData } from './builder-preview.js';

/** Issue 16: "a trial of the business plan, subscription_trial_ends_at 14 days ahead". */
export const SIGNUP_PLAN_SLUG: PlanSlug = 'business';
export const SIGNUP_TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export function signupTrialEndsAt(now: Date): Date {
  return new Date(now.getTime() + SIGNUP_TRIAL_DAYS * DAY_MS);
}

export interface GeoPoint {
  lat: number;
  lon: number;
}

const languageIdOf = (language: 'en' | 'es'): LanguageId => (language === 'es' ? LANGUAGE_IDS.es : LANGUAGE_IDS.en);

/**
 * The §3 builder data of a wizard session: the answers so far, the services without descriptions, the
 * map point of the zip (`point`, when the caller could place it) and no map image.
 */
export function wizardBuilderData(answers: WizardPreviewAnswers, point: GeoPoint | null): BuilderData {
  const services = answers.services.filter((s) => s.name.trim()).map((s) => ({ name: s.name.trim(), description: '' }));
  return {
    business_name: answers.business_name,
    location_lat: point?.lat ?? null,
    location_lon: point?.lon ?? null,
    industry_id: answers.industry_id,
    language_id: languageIdOf(answers.language),
    primary_brand_color: answers.primary_brand_color,
    s3_map_url: null,
    tagline_text: answers.tagline_text,
    hero_subtext: answers.hero_subtext,
    about_us_text: answers.about_us_text,
    services_json: JSON.stringify(services),
  };
}

/** How the business's services are booked: at its place, or at the customer's address (spec §3 "Service area"). */
export function signupServiceType(answers: Pick<SignupAnswers, 'goes_to_customers'>): ServiceType {
  return answers.goes_to_customers ? SERVICE_TYPES.mobile : SERVICE_TYPES.storeFront;
}

/** A price as typed (`45`, `45.5`) in minor units; '' (not shown) or unreadable → null. */
export function signupPriceCents(price: string): number | null {
  const cents = price.trim() ? toMinorUnits(price) : null;
  return cents !== null && cents >= 0 ? cents : null;
}

export interface SignupSiteInput {
  template: { id: number; url?: string; data: SiteData };
  answers: SignupAnswers;
  /** The new client as stored (id, plan, trial, language, mobile fields …). */
  client: Client;
  /** Where the business is (the zip's centre), when it could be placed. */
  point: GeoPoint | null;
}

/** The first site document of a signed-up business (a never-saved document: the repository dates it). */
export function signupSiteData({ template, answers, client, point }: SignupSiteInput): SiteData {
  const preview = previewSiteData(template, wizardBuilderData(answers, point), client);
  const bookingType = signupServiceType(answers);
  const serviceinfo: ServiceInfo[] = answers.services.map((s, i) => {
    const cents = signupPriceCents(s.price);
    return {
      id: i + 1,
      name: s.name.trim(),
      description: '',
      img_url: null,
      price: cents === null ? null : fromMinorUnits(cents),
      booking_types: [bookingType],
    };
  });
  const name = answers.business_name.trim();
  const place = defaultLocationInfo({
    id: 1,
    name,
    address1: answers.goes_to_customers ? '' : answers.address1.trim(),
    city: answers.city.trim(),
    state: answers.state.trim(),
    postal_code: answers.postal_code.trim(),
    country: answers.country,
    lat: point?.lat ?? null,
    lon: point?.lon ?? null,
    is_mobile: answers.goes_to_customers,
  });
  const sections = preview.sections.map((section): Section => {
    if (section.section_name === 'service') return { ...section, serviceinfo };
    if (section.section_name === 'location') return { ...section, locationinfo: [place] };
    return section;
  });
  return {
    ...preview,
    client,
    main_site_variables: {
      ...preview.main_site_variables,
      seo: { ...preview.main_site_variables.seo, description: answers.tagline_text.trim() || answers.hero_subtext.trim() },
      display_location_section: 1,
      mobile_only_display_map: answers.goes_to_customers ? 'map' : null,
    },
    sections,
  };
}

/**
 * IANA zones of countries that have one (or one most people live in), for a business the API cannot place
 * on a map (outside the US); null: the business sets its zone in the back office.
 */
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  AR: 'America/Argentina/Buenos_Aires',
  BO: 'America/La_Paz',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  CR: 'America/Costa_Rica',
  DO: 'America/Santo_Domingo',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  GB: 'Europe/London',
  GT: 'America/Guatemala',
  HN: 'America/Tegucigalpa',
  IE: 'Europe/Dublin',
  MX: 'America/Mexico_City',
  NI: 'America/Managua',
  PA: 'America/Panama',
  PE: 'America/Lima',
  PR: 'America/Puerto_Rico',
  PY: 'America/Asuncion',
  SV: 'America/El_Salvador',
  UY: 'America/Montevideo',
  VE: 'America/Caracas',
};

export function countryTimeZone(countryCode: string): string | null {
  return COUNTRY_TIME_ZONES[countryCode.trim().toUpperCase()] ?? null;
}
