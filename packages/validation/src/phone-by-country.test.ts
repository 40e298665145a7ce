import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.js';
import { isValidPhoneFor } from './phone-by-country.js';
import { createAppointmentDetailsSchema } from './schemas/appointment-details.js';
import { businessSettingsSchema } from './schemas/business-settings.js';
import { createClientSettingsSchema } from './schemas/client-settings.js';
import { createContactUsSchema } from './schemas/contact-us.js';
import { locationSchema } from './schemas/location.js';
import { createShippingInformationSchema } from './schemas/shipping-information.js';
import { createSiteConfigPopupSchema } from './schemas/site-popups.js';
import { validatePayload } from './validate-payload.js';

describe('isValidPhoneFor: the one phone rule, by the business’s country (issue 26)', () => {
  it.each([
    ['national form', '612 345 678'],
    ['national form without spaces', '612345678'],
    ['a landline in Madrid', '912 345 678'],
    ['international form', '+34 612 345 678'],
    ['international form in pairs', '+34 612 34 56 78'],
    ['international form without spaces', '+34612345678'],
    ['the 00 international prefix', '0034 612 345 678'],
    ['§5 tel:+digits', 'tel:+34612345678'],
    ['a visitor’s US number with its + code', '+1 (617) 555-0142'],
  ])('a Spanish business takes %s: %j', (_name, value) => {
    expect(isValidPhoneFor(value, 'ES')).toBe(true);
    expect(isValidPhoneFor(value, ' es ')).toBe(true);
  });

  it.each([
    ['too short', '612 345'],
    ['too short with the code', '+34 612 345'],
    ['too long', '612 345 678 901'],
    ['a US §5 number without its + code', '(617) 555-0142'],
    ['letters', 'call me'],
    ['tel: with separators', 'tel:+34 612 345 678'],
    ['empty', ''],
    ['not a string', 612345678],
  ])('a Spanish business refuses %s: %j', (_name, value) => {
    expect(isValidPhoneFor(value, 'ES')).toBe(false);
  });

  it.each([
    '(617) 555-0142',
    '617-555-0142',
    '+1 617 555 0142',
    '555-123-4567 ext. 12',
    'tel:+15551234567',
    '612 345 678',
    '+34 612 345 678',
    '+34612345678',
    '612345678',
    'call me',
    '',
  ])('a US business keeps exactly the §5 rule: %j', (value) => {
    expect(isValidPhoneFor(value, 'US')).toBe(isValidPhone(value));
    // No country known (a site without one): §5 as well.
    expect(isValidPhoneFor(value, undefined)).toBe(isValidPhone(value));
    expect(isValidPhoneFor(value, '')).toBe(isValidPhone(value));
  });

  it('a US business refuses a Spanish number, national or international (§5 is 3-3-4 digits)', () => {
    expect(isValidPhoneFor('612 345 678', 'US')).toBe(false);
    expect(isValidPhoneFor('+34 612 345 678', 'US')).toBe(false);
  });

  it('a country the numbering plans do not cover takes international numbers only', () => {
    expect(isValidPhoneFor('+34 612 345 678', 'AQ')).toBe(true);
    expect(isValidPhoneFor('612 345 678', 'AQ')).toBe(false);
  });
});

const fieldsOf = (result: ReturnType<typeof validatePayload>) => (result.ok ? {} : result.fields);

describe('every phone field follows the business’s country (issue 26)', () => {
  const person = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' };
  const esAddress = { country: 'ES', address1: 'Calle Mayor 1', city: 'Madrid', province: 'Madrid', postalCode: '28013' };

  // [form, schema of a business of `country`, payload with the phone]
  const forms = [
    [
      'checkout shipping',
      (c: string) => createShippingInformationSchema({ country: c }),
      (p: string) => ({ ...person, ...esAddress, phone: p }),
      'phone',
      'validation:invalid.phone',
    ],
    [
      'booking details',
      (c: string) => createAppointmentDetailsSchema({ addressRequired: false, country: c }),
      (p: string) => ({ ...person, phoneNumber: p }),
      'phoneNumber',
      'validation:appointment.invalidPhone',
    ],
    [
      'mobile booking details',
      (c: string) => createAppointmentDetailsSchema({ addressRequired: true, country: c }),
      (p: string) => ({ ...person, ...esAddress, phoneNumber: p }),
      'phoneNumber',
      'validation:appointment.invalidPhone',
    ],
    [
      'contact form',
      (c: string) => createContactUsSchema({ country: c }),
      (p: string) => ({ name: 'Ana', email: 'ana@example.com', message: 'Hola', phone: p }),
      'phone',
      'validation:invalid.phone',
    ],
    [
      '/admin site settings',
      (c: string) => createSiteConfigPopupSchema({ country: c }),
      (p: string) => ({ primaryColor: '#8c3b2e', chatEnabled: true, contactNumber: p }),
      'contactNumber',
      'validation:invalid.phone',
    ],
    [
      'editor client settings',
      (c: string) => createClientSettingsSchema({ country: c }),
      (p: string) => ({ chatEnabled: true, mobileHomeZipRadius: 25, contactNumber: p }),
      'contactNumber',
      'validation:invalid.phone',
    ],
  ] as const;

  describe.each(forms)('%s', (_form, schemaFor, payload, field, message) => {
    it.each(['612 345 678', '+34 612 345 678'])('a Spanish business accepts %j', (phone) => {
      const result = validatePayload(schemaFor('ES'), payload(phone));
      expect(fieldsOf(result)).toEqual({});
      expect(result.ok && (result.value as Record<string, unknown>)[field]).toBe(phone);
    });

    it.each(['612 345', 'call me'])('a Spanish business refuses %j with the message', (phone) => {
      expect(fieldsOf(validatePayload(schemaFor('ES'), payload(phone)))).toEqual({ [field]: message });
    });

    it('a US business keeps §5: accepts (617) 555-0142, refuses a Spanish number with the same message', () => {
      expect(fieldsOf(validatePayload(schemaFor('US'), payload('(617) 555-0142')))).toEqual({});
      expect(fieldsOf(validatePayload(schemaFor('US'), payload('612 345 678')))).toEqual({ [field]: message });
      expect(fieldsOf(validatePayload(schemaFor('US'), payload('+34 612 345 678')))).toEqual({ [field]: message });
    });
  });

  it('a location’s phone follows the location’s own country', () => {
    const location = { name: 'Salón Centro', address1: 'Calle Mayor 1', city: 'Madrid', state: 'Madrid', postalCode: '28013' };
    expect(fieldsOf(validatePayload(locationSchema, { ...location, country: 'ES', phone: '612 345 678' }))).toEqual({});
    expect(fieldsOf(validatePayload(locationSchema, { ...location, country: 'ES', phone: '612 345' }))).toEqual({
      phone: 'validation:invalid.phone',
    });
    const boston = { ...location, city: 'Boston', state: 'MA', postalCode: '02110', country: 'US' };
    expect(fieldsOf(validatePayload(locationSchema, { ...boston, phone: '(617) 555-0142' }))).toEqual({});
    expect(fieldsOf(validatePayload(locationSchema, { ...boston, phone: '612 345 678' }))).toEqual({ phone: 'validation:invalid.phone' });
  });

  it('business settings: the country the form sets', () => {
    const valid = { name: 'Salón Lucía', timeZone: 'Europe/Madrid', currency: 'EUR', language: 'es' };
    expect(fieldsOf(validatePayload(businessSettingsSchema, { ...valid, country: 'ES', contactNumber: '612 345 678' }))).toEqual({});
    expect(fieldsOf(validatePayload(businessSettingsSchema, { ...valid, country: 'US', contactNumber: '612 345 678' }))).toEqual({
      contactNumber: 'validation:invalid.phone',
    });
    expect(fieldsOf(validatePayload(businessSettingsSchema, { ...valid, country: 'ES', contactNumber: '' }))).toEqual({
      contactNumber: 'validation:required.phone',
    });
  });
});
