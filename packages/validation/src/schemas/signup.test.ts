import type { SignupAnswers, WizardPreviewAnswers } from '@vitrina/core-model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validatePayloadAsync } from '../validate-payload-async.js';
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
  it('a synchronous validate before the password lists are loaded fails loudly instead of letting a password through', () => {
    expect(() => validatePayload(signupSchema, valid)).toThrow(/password lists are not loaded/);
  });

  it('accepts a whole sign-up, normalising the sub-domain', async () => {
    const result = await validatePayloadAsync(signupSchema, valid);
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
    // Issue 25: these were accepted.
    ['a common password', { password: '12345678' }, 'password', 'validation:signup.passwordCommon'],
    ['another common password', { password: 'iloveyou1' }, 'password', 'validation:signup.passwordCommon'],
    ['the business’s own name as password', { password: 'LunaNails2024' }, 'password', 'validation:signup.passwordCommon'],
    ['localhost as sub-domain', { subdomain: 'localhost' }, 'subdomain', 'validation:signup.subdomainReserved'],
    ['a mail autodiscovery name', { subdomain: 'autodiscover' }, 'subdomain', 'validation:signup.subdomainReserved'],
    ['a route of the product', { subdomain: 'gallery' }, 'subdomain', 'validation:signup.subdomainReserved'],
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
  ])('refuses %s with its message', async (_name, patch, field, key) => {
    const result = await validatePayloadAsync(signupSchema, { ...valid, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(key);
  });

  it('a storefront may leave the street out (a zip code is enough); a mobile business gets the §9 default radius', async () => {
    expect((await validatePayloadAsync(signupSchema, { ...valid, address1: '' })).ok).toBe(true);
    const mobile = await validatePayloadAsync(signupSchema, { ...valid, goes_to_customers: true, radius_miles: '' });
    expect(mobile).toMatchObject({ ok: true, value: { radius_miles: 50 } });
  });

  it('each step is judged on its own fields only; the account step’s async validate loads the password lists itself', async () => {
    expect(validatePayload(SIGNUP_STEP_SCHEMAS.business, { business_name: 'Luna', industry_id: 2, language: 'en' }).ok).toBe(true);
    const account = await SIGNUP_STEP_SCHEMAS.account
      .validate({ email: 'a@b.co', password: '12345678', subdomain: 'www' }, { abortEarly: false })
      .catch((error: { inner: { path: string; message: string }[] }) => error.inner.map((e) => [e.path, e.message]));
    expect(account).toEqual([
      ['password', 'validation:signup.passwordCommon'],
      ['subdomain', 'validation:signup.subdomainReserved'],
    ]);
  });

  it('a preview accepts half-typed answers: nothing required, a colour that is not one yet dropped', () => {
    const result = validatePayload(wizardPreviewSchema, { business_name: 'Lu', primary_brand_color: '#12', services: [{ name: '' }] });
    expect(result).toMatchObject({ ok: true, value: { business_name: 'Lu', primary_brand_color: '', industry_id: null, language: 'en' } });
    expect(validatePayload(wizardPreviewSchema, { tagline_text: 'x'.repeat(500) }).ok).toBe(false);
  });
});
