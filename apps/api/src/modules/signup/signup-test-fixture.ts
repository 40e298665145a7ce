// Shared pieces of the sign-up route tests: a template to choose, a wizard's complete answers, and a call
// from one client address (tests stand behind a pretend proxy: X-Forwarded-For tells callers apart).
import { signupCalls } from '@vitrina/api-client/contracts';
import type { SignupAnswers } from '@vitrina/core-model';
import { insertTemplateIfMissing } from '../../db/index.js';
import type { AppDb } from '../../db/index.js';
import { DEMO_TEMPLATES } from '../../seed/demo-templates.js';
import { uniqueLabel } from '../../testing/builders.js';
import type { TestServer } from '../../testing/test-server.js';

export const TEMPLATE_ID = 9;

export async function insertSignupTemplate(db: AppDb): Promise<void> {
  const template = DEMO_TEMPLATES.find((t) => t.id === TEMPLATE_ID)!;
  await insertTemplateIfMissing(db, template);
}

let addresses = 0;
/** A fresh client address, so each test has its own rate-limit allowance. */
export const newAddress = () => `203.0.113.${(addresses = (addresses % 250) + 1)}`;

/** Complete answers of a storefront in Boston; the sub-domain and e-mail are unique per call. */
export function signupAnswers(overrides: Partial<SignupAnswers> = {}): SignupAnswers {
  const label = uniqueLabel('biz');
  return {
    business_name: 'Luna Nails',
    industry_id: 1,
    language: 'en',
    goes_to_customers: false,
    country: 'US',
    address1: '12 Main St',
    city: 'Boston',
    state: 'MA',
    postal_code: '02110',
    radius_miles: 50,
    primary_brand_color: '#aa3366',
    tagline_text: 'Nails that last',
    hero_subtext: 'Walk in or book online',
    about_us_text: 'We are Luna.',
    services: [
      { name: 'Manicure', price: '25', duration_minutes: 30 },
      { name: 'Gel polish', price: '', duration_minutes: 45 },
    ],
    template_id: TEMPLATE_ID,
    email: `${label}@example.com`,
    password: 'a long password',
    subdomain: label,
    wizard_session_id: null,
    ...overrides,
  };
}

export function postSignup(t: TestServer, body: unknown, ip = newAddress()) {
  return t.app.inject({ method: 'POST', url: signupCalls.signUp.path, payload: body as object, headers: { 'x-forwarded-for': ip } });
}
