import type { SignupAnswers, WizardPreviewAnswers } from '@vitrina/core-model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { SIGNUP_STEP_SCHEMAS, signupSchema, wizardPreviewSchema } from './signup.js';
import type { SignupValues, WizardPreviewValues } from './signup.js';

const valid = {
  business_name: 'Luna Nails',
  industry_id: 1,
  language: 'es',
  goes_to_customers: false,
  country: 'US',
  address1: '12 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  radius_miles: 50,
  primary_brand_color: '#aa3366',
  tagline_text: 'Nails that last',
  hero_subtext: 'Walk-ins welcome',
  about_us_text: 'A small studio.',
  services: [{ name: 'Manicure', price: '25', duration_minutes: 45 }],
  template_id: 4,
  email: 'Owner@Example.com',
  password: 'correct horse',
  subdomain: ' Luna-Nails ',
  wizard_session_id: null,
};

describe('signup schemas (issue 16: the wizard and POST signup judge the same payload)', () => {
  it('accepts a whole sign-up, normalising the sub-domain', () => {
    const result = validatePayload(signupSchema, valid);
    expect(result).toMatchObject({
      ok: true,
      value: { subdomain: 'luna-nails', business_name: 'Luna Nails', services: [{ duration_minutes: 45 }] },
    });
    expectTypeOf<SignupValues>().toMatchTypeOf<SignupAnswers>();
    expectTypeOf<WizardPreviewValues>().toMatchTypeOf<WizardPreviewAnswers>();
  });

  it.each([
    ['a reserved sub-domain', { subdomain: 'admin' }, 'subdomain', 'validation:signup.subdomainReserved'],
    ['an invalid sub-domain', { subdomain: 'my shop' }, 'subdomain', 'validation:signup.subdomainInvalid'],
    ['no sub-domain', { subdomain: '' }, 'subdomain', 'validation:signup.subdomainRequired'],
    ['a short password', { password: 'short' }, 'password', 'validation:signup.password'],
    ['an unknown industry', { industry_id: 999 }, 'industry_id', 'validation:signup.industry'],
    ['no service', { services: [] }, 'services', 'validation:signup.services'],
    [
      'a service without a name',
      { services: [{ name: ' ', price: '', duration_minutes: 30 }] },
      'services[0].name',
      'validation:required.serviceName',
    ],
    [
      'a duration out of range',
      { services: [{ name: 'Cut', price: '', duration_minutes: 2 }] },
      'services[0].duration_minutes',
      'validation:bookingSetup.duration',
    ],
    ['a bad price', { services: [{ name: 'Cut', price: 'free', duration_minutes: 30 }] }, 'services[0].price', 'validation:invalid.price'],
    ['no zip code', { postal_code: '' }, 'postal_code', 'validation:required.postalCode'],
    ['a bad colour', { primary_brand_color: 'red' }, 'primary_brand_color', 'validation:invalid.color'],
    ['a bad e-mail', { email: 'owner@' }, 'email', 'validation:invalid.email'],
    ['no template', { template_id: undefined }, 'template_id', 'validation:signup.template'],
    ['no business name', { business_name: '<b></b>' }, 'business_name', 'validation:required.businessName'],
  ])('refuses %s with its message', (_name, patch, field, key) => {
    const result = validatePayload(signupSchema, { ...valid, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(key);
  });

  it('a storefront may leave the street out (a zip code is enough); a mobile business gets the §9 default radius', () => {
    expect(validatePayload(signupSchema, { ...valid, address1: '' }).ok).toBe(true);
    const mobile = validatePayload(signupSchema, { ...valid, goes_to_customers: true, radius_miles: '' });
    expect(mobile).toMatchObject({ ok: true, value: { radius_miles: 50 } });
  });

  it('each step is judged on its own fields only', () => {
    expect(validatePayload(SIGNUP_STEP_SCHEMAS.business, { business_name: 'Luna', industry_id: 2, language: 'en' }).ok).toBe(true);
    const account = validatePayload(SIGNUP_STEP_SCHEMAS.account, { email: 'a@b.co', password: '12345678', subdomain: 'www' });
    expect(account).toMatchObject({ ok: false, fields: { subdomain: 'validation:signup.subdomainReserved' } });
  });

  it('a preview accepts half-typed answers: nothing required, a colour that is not one yet dropped', () => {
    const result = validatePayload(wizardPreviewSchema, { business_name: 'Lu', primary_brand_color: '#12', services: [{ name: '' }] });
    expect(result).toMatchObject({ ok: true, value: { business_name: 'Lu', primary_brand_color: '', industry_id: null, language: 'en' } });
    expect(validatePayload(wizardPreviewSchema, { tagline_text: 'x'.repeat(500) }).ok).toBe(false);
  });
});
