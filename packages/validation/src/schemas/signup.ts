// The sign-up wizard (issue 16): the business's answers, the owner's account and the sub-domain. The wizard
// judges each step with these schemas as it goes, and the API judges the whole payload with the same ones
// (POST signup). `wizardPreviewSchema` is the lenient subset a preview is made from mid-wizard (spec §3
// "Builder data"): nothing required, every text bounded.
import { DEFAULT_SERVICE_RADIUS_MILES, INDUSTRIES, normalizeSubdomain, subdomainProblem } from '@vitrina/core-model';
import { array, boolean, mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  loadPasswordChecker,
  loadedPasswordChecker,
  passwordLengthProblem,
} from '../password.js';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN, minutesField } from './bookable-service.js';
import { radiusField } from './client-settings.js';
import { countryField, emailField, postalCodeField, requiredText, text } from './fields.js';
import { colorField, priceField } from './section-popups.js';

export const SIGNUP_NAME_MAX_LENGTH = 120;
export const SIGNUP_TAGLINE_MAX_LENGTH = 120;
export const SIGNUP_HERO_MAX_LENGTH = 300;
export const SIGNUP_ABOUT_MAX_LENGTH = 2000;
export const SIGNUP_SERVICES_MAX = 12;
export const SIGNUP_SERVICE_NAME_MAX_LENGTH = 150;
/** The password rule's (../password.ts), as the built-in identity provider's set-password page. */
export const SIGNUP_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH;
export const SIGNUP_PASSWORD_MAX_LENGTH = PASSWORD_MAX_LENGTH;
export const SIGNUP_LANGUAGES = ['en', 'es'] as const;
export type SignupLanguage = (typeof SIGNUP_LANGUAGES)[number];

const industryIds = INDUSTRIES.map((industry) => industry.id);

/** One service the business offers, as the wizard asks for it (the API makes a bookable service of it). */
export const signupServiceSchema = object({
  name: requiredText(M.required.serviceName).max(SIGNUP_SERVICE_NAME_MAX_LENGTH, M.invalid.tooLong),
  /** Empty: the price is not shown. */
  price: priceField(),
  duration_minutes: minutesField(SERVICE_DURATION_MIN, SERVICE_DURATION_MAX, M.bookingSetup.duration),
});
export type SignupService = InferType<typeof signupServiceSchema>;

/** Step 1: who the business is and the language of its site. */
export const signupBusinessSchema = object({
  business_name: requiredText(M.required.businessName).max(SIGNUP_NAME_MAX_LENGTH, M.invalid.tooLong),
  industry_id: number().typeError(M.signup.industry).oneOf(industryIds, M.signup.industry).required(M.signup.industry),
  language: mixed<SignupLanguage>()
    .oneOf([...SIGNUP_LANGUAGES], M.invalid.value)
    .default('en')
    .required(M.invalid.value),
});

/**
 * Step 2: where it is. A storefront gives its address (the street may be left out: a zip code is enough);
 * a business that goes to its customers gives the zip code its service area is centred on and a radius
 * in miles (spec §3 "Service area", §9 default 50).
 */
export const signupLocationSchema = object({
  goes_to_customers: boolean().default(false).required(),
  country: countryField({ required: true }).default('US'),
  address1: text().max(200, M.invalid.tooLong),
  city: text().max(100, M.invalid.tooLong),
  state: text().max(100, M.invalid.tooLong),
  postal_code: postalCodeField({ required: true }),
  radius_miles: radiusField().default(DEFAULT_SERVICE_RADIUS_MILES),
});

/** Step 3: the brand colour and the texts of the home page. */
export const signupLookSchema = object({
  primary_brand_color: colorField().required(M.invalid.color),
  tagline_text: text().max(SIGNUP_TAGLINE_MAX_LENGTH, M.invalid.tooLong),
  hero_subtext: text().max(SIGNUP_HERO_MAX_LENGTH, M.invalid.tooLong),
  about_us_text: text().max(SIGNUP_ABOUT_MAX_LENGTH, M.invalid.tooLong),
});

/** Step 4: what it sells (at least one service, so the site has something to book). */
export const signupServicesSchema = object({
  services: array(signupServiceSchema).min(1, M.signup.services).max(SIGNUP_SERVICES_MAX, M.invalid.tooMany).default([]),
});

/** Step 5: the template (the API checks that it exists). */
export const signupTemplateSchema = object({
  template_id: number().typeError(M.signup.template).integer(M.signup.template).positive(M.signup.template).required(M.signup.template),
});

/** A sub-domain as typed: normalised (trimmed, lower case) and judged by core-model's rule. */
export const subdomainField = () =>
  string()
    .typeError(M.signup.subdomainInvalid)
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? normalizeSubdomain(value) : value))
    .required(M.signup.subdomainRequired)
    .test('subdomain', (value, ctx) => {
      const problem = subdomainProblem(value ?? '');
      if (problem === null) return true;
      return ctx.createError({ message: problem === 'reserved' ? M.signup.subdomainReserved : M.signup.subdomainInvalid });
    });

/**
 * A new password (../password.ts): the length, then the common-password lists with the e-mail, business name
 * and sub-domain beside it as known words. The lists load on the first check (an async validate: formik's, or
 * validatePayloadAsync on the server); a synchronous validate before they are loaded fails loudly rather than
 * let a password through unchecked.
 */
export const passwordField = () =>
  string()
    .typeError(M.signup.password)
    .default('')
    .required(M.signup.password)
    .min(PASSWORD_MIN_LENGTH, M.signup.password)
    .max(PASSWORD_MAX_LENGTH, M.invalid.tooLong)
    .test('common-password', M.signup.passwordCommon, (value, ctx) => {
      if (!value || passwordLengthProblem(value)) return true; // said by min/max
      const parent = (ctx.parent ?? {}) as Record<string, unknown>;
      const inputs = [parent.email, parent.business_name, parent.subdomain].filter((v): v is string => typeof v === 'string');
      const checker = loadedPasswordChecker();
      if (checker) return checker(value, inputs) === null;
      // yup marks a validateSync with `sync` (not in its types): a promise would be refused there.
      if ((ctx.options as { sync?: boolean }).sync)
        throw new Error('The password lists are not loaded: validate asynchronously, or await loadPasswordChecker() first');
      return loadPasswordChecker().then((loaded) => loaded(value, inputs) === null);
    });

/** Step 6: the owner's account (built-in identity provider) and the site's address. */
export const signupAccountSchema = object({
  email: emailField({ required: true }),
  password: passwordField(),
  subdomain: subdomainField(),
});

/** Every step, in order: what the wizard shows one at a time. */
export const SIGNUP_STEP_SCHEMAS = {
  business: signupBusinessSchema,
  location: signupLocationSchema,
  look: signupLookSchema,
  services: signupServicesSchema,
  template: signupTemplateSchema,
  account: signupAccountSchema,
} as const;
export type SignupStep = keyof typeof SIGNUP_STEP_SCHEMAS;

/** POST signup: the whole wizard, judged once more by the API. */
export const signupSchema = signupBusinessSchema
  .concat(signupLocationSchema)
  .concat(signupLookSchema)
  .concat(signupServicesSchema)
  .concat(signupTemplateSchema)
  .concat(signupAccountSchema)
  .shape({
    /** The wizard session whose previews were shown, if any (its rows are linked to the new client). */
    wizard_session_id: string().nullable().default(null).max(64, M.invalid.value),
  });
export type SignupValues = InferType<typeof signupSchema>;
/** The whole sign-up (contract SignupBody). Sent as the schema yields it. */
export type SignupInput = SignupValues;

/**
 * A preview's answers mid-wizard (PUT wizard/session/{id}): the business, look and services answers, none
 * required, each bounded; a colour that is not a colour yet is dropped rather than refused.
 */
export const wizardPreviewSchema = object({
  business_name: text().max(SIGNUP_NAME_MAX_LENGTH, M.invalid.tooLong),
  industry_id: number()
    .nullable()
    .default(null)
    .oneOf([...industryIds, null], M.signup.industry),
  language: mixed<SignupLanguage>()
    .oneOf([...SIGNUP_LANGUAGES], M.invalid.value)
    .default('en'),
  primary_brand_color: colorField().transform((value: string) => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : '')),
  tagline_text: text().max(SIGNUP_TAGLINE_MAX_LENGTH, M.invalid.tooLong),
  hero_subtext: text().max(SIGNUP_HERO_MAX_LENGTH, M.invalid.tooLong),
  about_us_text: text().max(SIGNUP_ABOUT_MAX_LENGTH, M.invalid.tooLong),
  services: array(object({ name: text().max(SIGNUP_SERVICE_NAME_MAX_LENGTH, M.invalid.tooLong) }))
    .max(SIGNUP_SERVICES_MAX, M.invalid.tooMany)
    .default([]),
  postal_code: text().max(20, M.invalid.tooLong),
  country: text().max(2, M.invalid.value),
});
export type WizardPreviewValues = InferType<typeof wizardPreviewSchema>;
/** The wizard's answers so far (contract WizardPreviewBody). Sent as the schema yields it. */
export type WizardPreviewInput = WizardPreviewValues;
