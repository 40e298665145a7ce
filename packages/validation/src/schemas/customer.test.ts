import { describe, expect, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { createCustomerSchema } from './customer.js';

const schema = createCustomerSchema({ country: 'US' });
const valid = { first_name: 'Ana', last_name: 'Ruiz', email: 'Ana@Example.com', phone: '(512) 555-0100', note: 'Prefers mornings' };

describe('createCustomerSchema (issue 30: the edit form, the API and each imported row)', () => {
  it('keeps a complete customer, the e-mail lower-cased and tags stripped', () => {
    expect(validatePayload(schema, { ...valid, note: '<b>Prefers</b> mornings ' })).toEqual({
      ok: true,
      value: { ...valid, email: 'ana@example.com', note: 'Prefers mornings' },
    });
  });

  it('the last name, phone and note may be left out', () => {
    expect(validatePayload(schema, { first_name: 'Ana', email: 'ana@example.com' })).toEqual({
      ok: true,
      value: { first_name: 'Ana', last_name: '', email: 'ana@example.com', phone: '', note: '' },
    });
  });

  it.each([
    ['§5 required first name', { first_name: ' ' }, 'first_name', 'validation:required.firstName'],
    ['§5 required e-mail', { email: '' }, 'email', 'validation:required.email'],
    ['§5 valid e-mail', { email: 'ana@example' }, 'email', 'validation:invalid.email'],
    ['§5 valid contact number by the business country', { phone: '123' }, 'phone', 'validation:invalid.phone'],
    ['a note too long', { note: 'x'.repeat(5001) }, 'note', 'validation:invalid.tooLong'],
  ])('%s', (_name, change, field, key) => {
    const result = validatePayload(schema, { ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields).toEqual({ [field]: key });
  });
});
