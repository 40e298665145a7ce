// First texts and services per industry and language (issue 16 "sensible defaults per industry and
// language"), from i18n's `signup:industries.<slug>`. A text or the service list is replaced by the
// defaults of the chosen industry and language only while the person has not made it their own: it is
// empty, or it is still one of the defaults the wizard offered.
import { INDUSTRIES, industryById } from '@vitrina/core-model';
import { resources } from '@vitrina/i18n';
import { SIGNUP_LANGUAGES } from '@vitrina/validation';
import type { SignupLanguage } from '@vitrina/validation';
import type { WizardService, WizardValues } from './wizard-values.js';

export interface IndustryDefaults {
  tagline_text: string;
  hero_subtext: string;
  about_us_text: string;
  services: WizardService[];
}

type IndustryTexts = {
  tagline: string;
  hero: string;
  about: string;
  services: Record<string, { name: string; price: string; minutes: string }>;
};

export function industryDefaults(slug: string, language: SignupLanguage): IndustryDefaults | null {
  const industries = resources[language].signup.industries as unknown as Record<string, IndustryTexts | undefined>;
  const texts = industries[slug];
  if (!texts) return null;
  return {
    tagline_text: texts.tagline,
    hero_subtext: texts.hero,
    about_us_text: texts.about,
    services: Object.values(texts.services).map((s) => ({ name: s.name, price: s.price, duration_minutes: s.minutes })),
  };
}

/** Every default the wizard may have filled in, of any industry and language. */
const ALL_DEFAULTS: IndustryDefaults[] = INDUSTRIES.flatMap((industry) =>
  SIGNUP_LANGUAGES.map((language) => industryDefaults(industry.slug, language)).filter((d): d is IndustryDefaults => d !== null),
);

const TEXT_FIELDS = ['tagline_text', 'hero_subtext', 'about_us_text'] as const;

function isUntouchedText(value: string, field: (typeof TEXT_FIELDS)[number]): boolean {
  return value.trim() === '' || ALL_DEFAULTS.some((d) => d[field] === value);
}

const sameServices = (a: WizardService[], b: WizardService[]) =>
  a.length === b.length &&
  a.every((s, i) => s.name === b[i]?.name && s.price === b[i]?.price && s.duration_minutes === b[i]?.duration_minutes);

function isUntouchedServices(services: WizardService[]): boolean {
  return services.length === 0 || ALL_DEFAULTS.some((d) => sameServices(d.services, services));
}

/**
 * The values with the defaults of their industry and language wherever the person has not edited them;
 * the very same object when nothing changes (so a form is not reset for nothing).
 */
export function withIndustryDefaults(values: WizardValues): WizardValues {
  const industry = industryById(Number(values.industry_id));
  const defaults = industry ? industryDefaults(industry.slug, values.language) : null;
  if (!defaults) return values;
  const next: WizardValues = { ...values };
  let changed = false;
  for (const field of TEXT_FIELDS) {
    if (values[field] !== defaults[field] && isUntouchedText(values[field], field)) {
      next[field] = defaults[field];
      changed = true;
    }
  }
  if (!sameServices(values.services, defaults.services) && isUntouchedServices(values.services)) {
    next.services = defaults.services.map((s) => ({ ...s }));
    changed = true;
  }
  return changed ? next : values;
}
