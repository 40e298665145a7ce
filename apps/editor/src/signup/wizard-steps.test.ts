// Each step judged by its own schema (validation SIGNUP_STEP_SCHEMAS), and a refused field's way back.
import { describe, expect, it } from 'vitest';
import { signupFailure } from './signup-errors.js';
import { WIZARD_STEPS, stepOfField, stepSchema } from './wizard-steps.js';
import { emptyWizardValues, toPreviewBody, toSignupBody } from './wizard-values.js';

const errorsOf = async (step: (typeof WIZARD_STEPS)[number], values: object) => {
  try {
    await stepSchema(step)?.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

const filled = {
  ...emptyWizardValues('en'),
  business_name: 'Luna Salon',
  industry_id: '1',
  postal_code: '10001',
  services: [{ name: 'Haircut', price: '35', duration_minutes: '45' }],
  template_id: '5',
  email: 'owner@luna.test',
  password: 'long-enough',
  subdomain: 'luna-salon',
};

describe('the wizard steps', () => {
  it('are seven, the review last', () => {
    expect(WIZARD_STEPS).toHaveLength(7);
    expect(WIZARD_STEPS.at(-1)).toBe('review');
    expect(stepSchema('review')).toBeUndefined();
  });

  it.each([
    ['business', { business_name: '', industry_id: '' }, ['business_name', 'industry_id']],
    ['location', { postal_code: '' }, ['postal_code']],
    ['look', { primary_brand_color: 'teal' }, ['primary_brand_color']],
    ['services', { services: [] }, ['services']],
    [
      'services',
      { services: [{ name: '', price: 'abc', duration_minutes: '' }] },
      ['services[0].name', 'services[0].price', 'services[0].duration_minutes'],
    ],
    ['template', { template_id: '' }, ['template_id']],
    ['account', { email: 'nope', password: 'short', subdomain: 'admin' }, ['email', 'password', 'subdomain']],
  ] as const)('%s refuses %j', async (step, change, fields) => {
    const errors = await errorsOf(step, { ...filled, ...change });
    expect(Object.keys(errors).sort()).toEqual([...fields].sort());
  });

  // Issue 25: these were accepted; the account step loads the password lists as it validates.
  it.each([
    ['a common password', { password: '12345678' }, { password: 'validation:signup.passwordCommon' }],
    ['a mail autodiscovery sub-domain', { subdomain: 'autodiscover' }, { subdomain: 'validation:signup.subdomainReserved' }],
    ['a route of the product as sub-domain', { subdomain: 'gallery' }, { subdomain: 'validation:signup.subdomainReserved' }],
  ])('the account step refuses %s', async (_name, change, errors) => {
    expect(await errorsOf('account', { ...filled, ...change })).toEqual(errors);
  });

  it.each(WIZARD_STEPS.filter((s) => s !== 'review'))('%s accepts a filled-in wizard', async (step) => {
    expect(await errorsOf(step, filled)).toEqual({});
  });

  it('sends numbers as numbers, and the preview leniently', () => {
    const body = toSignupBody(filled, 'sess');
    expect(body).toMatchObject({ industry_id: 1, template_id: 5, radius_miles: 50, wizard_session_id: 'sess' });
    expect(body.services[0]).toEqual({ name: 'Haircut', price: '35', duration_minutes: 45 });
    expect(toPreviewBody({ ...filled, industry_id: '', primary_brand_color: '#12' })).toMatchObject({
      industry_id: null,
      primary_brand_color: '',
    });
  });

  it.each([
    ['services[1].price', 'services'],
    ['subdomain', 'account'],
    ['email', 'account'],
    ['postal_code', 'location'],
    ['template_id', 'template'],
    ['nonsense', 'review'],
  ] as const)('a refused %s goes back to %s', (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });

  it('reads the API refusals', () => {
    expect(signupFailure({ status: 429, data: {} })).toEqual({ kind: 'rateLimited' });
    expect(signupFailure({ status: 500 })).toEqual({ kind: 'failed' });
    expect(signupFailure({ status: 'FETCH_ERROR' })).toEqual({ kind: 'failed' });
    expect(signupFailure({ status: 409, data: { error: { code: 'subdomain_taken', message: 'x' } } })).toEqual({
      kind: 'fields',
      step: 'account',
      fields: { subdomain: 'validation:signup.subdomainTaken' },
    });
    expect(
      signupFailure({
        status: 400,
        data: { error: { code: 'bad_request', fields: { business_name: 'validation:required.businessName' } } },
      }),
    ).toEqual({ kind: 'fields', step: 'business', fields: { business_name: 'validation:required.businessName' } });
  });
});
