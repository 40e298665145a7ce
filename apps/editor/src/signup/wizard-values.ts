// The wizard's form values (what formik holds: numbers as typed text) and the two bodies made of them: the
// live preview's answers (§3 builder data, PUT wizard/session) and the sign-up itself (POST signup).
import { DEFAULT_SERVICE_RADIUS_MILES, distanceInUnit, distanceUnitOf, milesFromUnit } from '@vitrina/core-model';
import type { DistanceUnit } from '@vitrina/core-model';
import type { SignupBody, WizardPreviewBody } from '@vitrina/api-client/signup';
import { signupSchema } from '@vitrina/validation';
import type { HeldAsText, SignupInput, SignupLanguage, WithField, Without } from '@vitrina/validation';

/** A service row of validation's SignupInput, its minutes as typed. */
export type WizardService = HeldAsText<SignupInput['services'][number], 'duration_minutes'>;

/**
 * The sign-up (validation's SignupInput) as formik holds it: selects and numbers as text; the session id is
 * not a form field (toSignupBody adds it). The password is never stored (wizard-storage.ts leaves it out).
 */
export type WizardValues = HeldAsText<
  WithField<Without<SignupInput, 'wizard_session_id'>, 'services', WizardService[]>,
  /**
   * radius_miles: the service radius as typed, in the unit of the chosen country (kilometres in Spain, miles
   * in the US: issue 26); the sign-up sends it in miles (toSignupBody). The name is the API's field.
   */
  'industry_id' | 'radius_miles' | 'template_id'
>;

export const DEFAULT_BRAND_COLOR = '#1f6f5c';

export function emptyWizardValues(language: SignupLanguage): WizardValues {
  return {
    business_name: '',
    industry_id: '',
    language,
    goes_to_customers: false,
    country: 'US',
    address1: '',
    city: '',
    state: '',
    postal_code: '',
    radius_miles: String(DEFAULT_SERVICE_RADIUS_MILES),
    primary_brand_color: DEFAULT_BRAND_COLOR,
    tagline_text: '',
    hero_subtext: '',
    about_us_text: '',
    services: [],
    template_id: '',
    email: '',
    password: '',
    subdomain: '',
  };
}

/** The unit the wizard asks the radius in: the chosen country's (core-model distanceUnitOf). */
export const radiusUnitOf = (values: Pick<WizardValues, 'country'>): DistanceUnit => distanceUnitOf(values.country.trim());

/** The typed radius in miles, as the API stores it; what is not a number is left for the schema to refuse. */
export function radiusInMiles(values: Pick<WizardValues, 'country' | 'radius_miles'>): string {
  const typed = values.radius_miles.trim().replace(',', '.');
  const unit = radiusUnitOf(values);
  if (unit === 'mi' || typed === '' || !Number.isFinite(Number(typed))) return values.radius_miles;
  return String(milesFromUnit(Number(typed), unit));
}

/**
 * The typed radius moved to another unit when the country changes it (50 mi → 80 km, 80 km → 50 mi), so the
 * distance meant stays the same; what is not a number stays as typed.
 */
export function radiusInUnit(typed: string, from: DistanceUnit, to: DistanceUnit): string {
  const value = Number(typed.trim().replace(',', '.'));
  if (from === to || typed.trim() === '' || !Number.isFinite(value)) return typed;
  return String(to === 'km' ? distanceInUnit(value, 'km') : Math.round(milesFromUnit(value, 'km')));
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** What a preview is made from mid-wizard: lenient, so half-typed answers never block the gallery. */
export function toPreviewBody(values: WizardValues): WizardPreviewBody {
  const industry = Number(values.industry_id);
  return {
    business_name: values.business_name.trim(),
    industry_id: values.industry_id && Number.isInteger(industry) ? industry : null,
    language: values.language,
    primary_brand_color: HEX_COLOUR.test(values.primary_brand_color) ? values.primary_brand_color : '',
    tagline_text: values.tagline_text,
    hero_subtext: values.hero_subtext,
    about_us_text: values.about_us_text,
    services: values.services.filter((s) => s.name.trim() !== '').map((s) => ({ name: s.name.trim() })),
    postal_code: values.postal_code.trim(),
    country: values.country.trim().slice(0, 2),
  };
}

/** POST signup's body: the answers cast by the same schema the API judges them with (numbers, trims). */
export function toSignupBody(values: WizardValues, wizardSessionId: string | null): SignupBody {
  const cast = signupSchema.cast(
    { ...values, radius_miles: radiusInMiles(values), wizard_session_id: wizardSessionId },
    { stripUnknown: true, assert: false },
  );
  return cast as SignupBody;
}
