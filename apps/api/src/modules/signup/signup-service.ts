// POST /api/signup as one unit of work (issue 16 "a new business online in minutes"; ARCHITECTURE "A write
// is one unit of work"): judge the answers (validation's signupSchema, the same the wizard runs), write the
// business in one transaction (signup-repository.ts), publish its site.json after the commit (what the transaction wrote: publish.ts publishNewSite), and undo the
// sign-up when the publish fails, so nothing is ever half-created: the caller may simply try again.
import tzLookup from '@photostructure/tz-lookup';
import type { SignupAnswer } from '@vitrina/api-client/contracts';
import {
  LANGUAGE_IDS,
  SIGNUP_PLAN_SLUG,
  countryTimeZone,
  currencyForCountry,
  defaultClient,
  signupPriceCents,
  signupSiteData,
  signupTrialEndsAt,
  siteHostsOf,
  subdomainProblem,
} from '@vitrina/core-model';
import type { GeoPoint, SubdomainProblem } from '@vitrina/core-model';
import { VALIDATION_MESSAGES as M, signupSchema, validatePayloadAsync } from '@vitrina/validation';
import type { SignupValues } from '@vitrina/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { siteJsonKey } from '../../assets/index.js';
import { findClientBySubdomain, findUserByEmail, getTemplate, normalizeEmail } from '../../db/index.js';
import type { NewClient, TemplateRecord } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { hashPassword } from '../../identity/index.js';
import { subdomainSiteUrl } from '../../public-origin.js';
import { publishNewSite } from '../../services/publish.js';
import { zipPoint } from '../booking/index.js';
import { sendEmailConfirmation } from '../team/email-confirmation-service.js';
import type { MailNudge } from '../team/team-service.js';
import { deleteSignup, insertSignup } from './signup-repository.js';
import type { NewSignup, SignupConflict } from './signup-repository.js';
import { storableAnswers } from './wizard-service.js';

/** The owner's bookable hours until they set their own: weekdays 9:00–17:00 in the business's zone. */
export const SIGNUP_STAFF_HOURS = { weekdays: [1, 2, 3, 4, 5], start_minute: 9 * 60, end_minute: 17 * 60 } as const;

const CONFLICTS: Record<SignupConflict, { field: keyof SignupValues; key: string; message: string }> = {
  subdomain_taken: { field: 'subdomain', key: M.signup.subdomainTaken, message: 'This address is taken' },
  email_taken: { field: 'email', key: M.signup.emailTaken, message: 'An account with this e-mail exists' },
};

const conflict = (which: SignupConflict) =>
  new ApiError(409, which, CONFLICTS[which].message, { [CONFLICTS[which].field]: CONFLICTS[which].key });

/**
 * The answers, or a 400 with validation's i18n key per field (the password is taken as typed, and judged by the
 * password rule with its common-password lists: validatePayloadAsync loads them).
 */
export async function readSignupAnswers(body: unknown): Promise<SignupValues> {
  const read = await validatePayloadAsync(signupSchema, storableAnswers(body, ['password']));
  if (!read.ok) throw new ApiError(400, 'invalid_request', read.message, read.fields);
  return read.value;
}

/** The zone of a US zip's centre, else the country's one zone, else none (booking then assumes New York). */
function timeZoneOf(point: GeoPoint | null, country: string): string | null {
  if (point) {
    try {
      return tzLookup(point.lat, point.lon);
    } catch {
      // outside any zone the data knows: fall back to the country
    }
  }
  return countryTimeZone(country);
}

function newClient(a: SignupValues, point: GeoPoint | null, template: TemplateRecord, now: Date): NewClient {
  const { id: _id, language: _language, ...base } = defaultClient();
  const mobile = a.goes_to_customers;
  return {
    ...base,
    name: a.business_name,
    wurkzen_subdomain: a.subdomain,
    plan_slug: SIGNUP_PLAN_SLUG,
    is_active: 1,
    freemium: false,
    subscription_trial_enabled: true,
    subscription_trial_ends_at: signupTrialEndsAt(now).toISOString(),
    // The business's one currency is its country's (ES → EUR); the owner can pick another ISO code later.
    currency_code: currencyForCountry(a.country),
    country: { country_code: a.country },
    language_id: a.language === 'es' ? LANGUAGE_IDS.es : LANGUAGE_IDS.en,
    industry_id: a.industry_id,
    timezone: timeZoneOf(point, a.country),
    mobile_only: mobile,
    mobile_home_zip: mobile ? a.postal_code : null,
    mobile_home_zip_radius: mobile ? a.radius_miles : null,
    mobile_lat: mobile ? (point?.lat ?? null) : null,
    mobile_lon: mobile ? (point?.lon ?? null) : null,
    template_id: template.id,
  };
}

function newSignup(ctx: AppContext, a: SignupValues, template: TemplateRecord, passwordHash: string, now: Date): NewSignup {
  const point = zipPoint(a.postal_code, a.country);
  const client = newClient(a, point, template, now);
  const place = { city: a.city, country: a.country };
  return {
    client,
    contactEmail: a.email,
    address: a.goes_to_customers ? null : { address1: a.address1, address2: '', city: a.city, region: a.state, postal_code: a.postal_code },
    owner: { email: a.email, password_hash: passwordHash, language_id: client.language_id },
    site: (stored) => signupSiteData({ template, answers: a, client: stored, point }),
    location: a.goes_to_customers
      ? null
      : { name: a.business_name, address1: a.address1, state: a.state, postal_code: a.postal_code, ...place },
    serviceArea: a.goes_to_customers
      ? { zip: a.postal_code, radius_miles: a.radius_miles, lat: point?.lat ?? null, lon: point?.lon ?? null, ...place }
      : null,
    services: a.services.map((s) => {
      const cents = signupPriceCents(s.price);
      return { name: s.name, price_cents: cents ?? 0, sold_online: cents !== null, duration_minutes: s.duration_minutes };
    }),
    hours: SIGNUP_STAFF_HOURS,
    wizardSessionId: a.wizard_session_id,
    // Signed in on arrival only through the built-in provider; an external issuer has its own sign-in.
    ticket: !ctx.config.oidcIssuer,
    now,
  };
}

/** Why a (normalised) sub-domain cannot be had for a new business: its shape, reserved, or taken; null: it can. */
export async function subdomainAvailability(ctx: AppContext, subdomain: string): Promise<SubdomainProblem | 'taken' | null> {
  return subdomainProblem(subdomain) ?? ((await findClientBySubdomain(ctx.database.db, subdomain)) ? 'taken' : null);
}

export interface SignupOutcome {
  answer: SignupAnswer;
  /** The owner's one-time sign-in ticket (built-in provider only), for the cookie. */
  ticket: string | null;
}

export async function signUp(
  ctx: AppContext,
  log: FastifyBaseLogger,
  body: unknown,
  now = new Date(),
  mail?: MailNudge,
): Promise<SignupOutcome> {
  const a = await readSignupAnswers(body);
  const db = ctx.database.db;
  const email = normalizeEmail(a.email);
  // The reads and the (deliberately slow) password hash side by side: a sign-up waits for the longer of
  // the two, not their sum. A refusal drops the hash. A taken name is told here; the unique constraints
  // decide races (insertSignup).
  const [template, takenClient, takenUser, passwordHash] = await Promise.all([
    getTemplate(db, a.template_id),
    findClientBySubdomain(db, a.subdomain),
    findUserByEmail(db, email),
    hashPassword(a.password),
  ]);
  if (!template) throw new ApiError(400, 'invalid_request', M.forms.completeRequired, { template_id: M.signup.template });
  if (takenClient) throw conflict('subdomain_taken');
  if (takenUser) throw conflict('email_taken');

  const written = await insertSignup(db, newSignup(ctx, { ...a, email }, template, passwordHash, now));
  if (!written.ok) throw conflict(written.conflict);

  const { client } = written.record;
  try {
    await publishNewSite(ctx, client, written.site);
  } catch (err) {
    log.error({ err, clientId: client.id }, 'publishing a new sign-up failed: the sign-up is undone');
    await deleteSignup(db, client.id, written.userId);
    const keys = siteHostsOf(client, ctx.config.siteDomain).map(siteJsonKey);
    await Promise.allSettled(keys.map((key) => ctx.assets.delete(key)));
    throw new ApiError(503, 'signup_failed', 'The site could not be published; nothing was created, please try again');
  }
  // "Confirm your e-mail" (issue 28): the site is live already; a failure here leaves the banner's Resend.
  try {
    await sendEmailConfirmation(ctx, written.userId, mail, now);
  } catch (err) {
    log.error({ err, clientId: client.id }, 'the e-mail confirmation of a new sign-up could not be queued');
  }
  const siteUrl = subdomainSiteUrl(ctx.config, client.wurkzen_subdomain);
  return {
    answer: {
      client_id: client.id,
      subdomain: client.wurkzen_subdomain,
      site_url: siteUrl,
      admin_url: `${siteUrl}admin`,
      trial_ends_at: client.subscription_trial_ends_at!,
    },
    ticket: written.ticket,
  };
}
