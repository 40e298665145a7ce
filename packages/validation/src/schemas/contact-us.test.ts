import type { ContactUsForm } from '@vitrina/core-model';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { createContactUsSchema } from './contact-us.js';

const contactUsSchema = createContactUsSchema({ country: 'US' });
import type { ContactUsValues } from './contact-us.js';

const valid = { name: 'Ana López', email: 'ana@example.com', phone: '(555) 123-4567', message: 'Do you open on Sundays?' };

describe('contactUsSchema (§3 Contact-us form, §5)', () => {
  it('accepts a complete form and keeps core-model’s shape', () => {
    expect(validatePayload(contactUsSchema, valid)).toEqual({ ok: true, value: valid });
    expectTypeOf<ContactUsValues>().toEqualTypeOf<ContactUsForm>();
  });

  it.each([
    ['§5 required name', { name: '' }, 'name', 'validation:required.name'],
    ['§5 required e-mail', { email: undefined }, 'email', 'validation:required.email'],
    ['§5 valid e-mail', { email: 'ana@example' }, 'email', 'validation:invalid.email'],
    ['§5 valid contact number', { phone: '123' }, 'phone', 'validation:invalid.phone'],
    ['§5 required message', { message: '   ' }, 'message', 'validation:required.message'],
    ['§5 a message of tags only is empty once stripped', { message: '<b></b>' }, 'message', 'validation:required.message'],
  ])('%s', (_name, change, field, key) => {
    const result = validatePayload(contactUsSchema, { ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields).toEqual({ [field]: key });
  });

  it('§5 the phone may be left out', () => {
    expect(validatePayload(contactUsSchema, { ...valid, phone: '' }).ok).toBe(true);
  });

  it('§5 HTML tags are removed from entered text, then it is trimmed', () => {
    const result = validatePayload(contactUsSchema, { ...valid, name: '  <b>Ana</b> ', message: '<script>x</script> hi ' });
    expect(result).toMatchObject({ ok: true, value: { name: 'Ana', message: 'x hi' } });
  });
});
