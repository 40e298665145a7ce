import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, readContactMessage } from './messages-service.js';

const valid = { name: 'Ana López', email: 'ana@example.com', phone: '(555) 123-4567', message: 'Do you open on Sundays?' };

describe('readContactMessage (spec §3 Contact-us form, §5)', () => {
  it('§5 tags are removed, then the text is trimmed', () => {
    expect(readContactMessage({ ...valid, name: ' <b>Ana</b> ', message: '<i>Hi</i>\nthere ' }, 'US')).toEqual({
      ok: true,
      value: { ...valid, name: 'Ana', message: 'Hi\nthere' },
    });
  });

  it.each([
    ['§5 required name', { name: '' }, { name: 'validation:required.name' }],
    ['§5 valid e-mail', { email: 'ana@' }, { email: 'validation:invalid.email' }],
    ['§5 valid contact number', { phone: '12' }, { phone: 'validation:invalid.phone' }],
    ['an overlong message', { message: 'x'.repeat(CONTACT_LIMITS.message + 1) }, { message: 'validation:invalid.value' }],
    ['an overlong name', { name: 'x'.repeat(CONTACT_LIMITS.name + 1) }, { name: 'validation:invalid.value' }],
  ])('%s', (_name, change, fields) => {
    expect(readContactMessage({ ...valid, ...change }, 'US')).toEqual({ ok: false, message: 'validation:forms.completeRequired', fields });
  });

  it('drops NUL and other control characters that the database refuses', () => {
    const result = readContactMessage({ ...valid, name: 'A\u0000na', message: 'Line\u0007 one\r\nline two' }, 'US');
    expect(result).toMatchObject({ ok: true, value: { name: 'Ana', message: 'Line one\r\nline two' } });
  });

  it('the phone follows the business’s country (issue 26): a Spanish number for a Spanish business only', () => {
    expect(readContactMessage({ ...valid, phone: '612 345 678' }, 'ES')).toMatchObject({ ok: true, value: { phone: '612 345 678' } });
    expect(readContactMessage({ ...valid, phone: '612 345 678' }, 'US')).toMatchObject({
      ok: false,
      fields: { phone: 'validation:invalid.phone' },
    });
  });

  it('a body that is not an object reports the required fields', () => {
    expect(readContactMessage(['x'], 'US')).toMatchObject({
      ok: false,
      fields: { name: 'validation:required.name', email: 'validation:required.email', message: 'validation:required.message' },
    });
  });
});
