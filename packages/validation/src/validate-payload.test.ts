import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_KEYS } from './messages.js';
import { createAppointmentDetailsSchema } from './schemas/appointment-details.js';
import { servicesStepSchema } from './schemas/appointment-steps.js';
import { createCardSchema } from './schemas/card.js';
import { createContactUsSchema } from './schemas/contact-us.js';
import { feedbackSchema } from './schemas/feedback.js';
import { hyperlinkPopupSchema } from './schemas/hyperlink-popup.js';
import { locationSchema } from './schemas/location.js';
import { serviceAreaSchema } from './schemas/service-area.js';
import { createShippingInformationSchema } from './schemas/shipping-information.js';
import { validatePayload } from './validate-payload.js';

// Each schema with a payload it accepts, so the property below reaches both answers.
const address = { country: 'US', address1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' };
const person = { email: 'ana@example.com', firstName: 'Ana', lastName: 'López' };
const CASES = {
  contactUs: [createContactUsSchema({ country: 'US' }), { name: 'Ana', email: 'ana@example.com', message: 'Hi' }],
  appointmentDetails: [
    createAppointmentDetailsSchema({ addressRequired: true, country: 'US' }),
    { ...person, ...address, phoneNumber: '5551234567' },
  ],
  shipping: [createShippingInformationSchema({ country: 'US' }), { ...person, ...address, phone: '5551234567' }],
  card: [
    createCardSchema({ now: () => new Date('2026-01-01T00:00:00Z') }),
    { holderName: 'Ana', cardNumber: '4242424242424242', expiryDate: '12/30', cvv: '123' },
  ],
  location: [locationSchema, { name: 'Studio', ...address }],
  serviceArea: [serviceAreaSchema, { zipCode: '78701', country: 'US' }],
  hyperlink: [hyperlinkPopupSchema, { link: 'https://example.com' }],
  feedback: [feedbackSchema, { rating: 5, comment: 'Great' }],
} as const;

describe('validatePayload', () => {
  it('answers the form-level message with the field messages (§5 Forms)', () => {
    expect(validatePayload(feedbackSchema, { rating: 5, comment: '' })).toEqual({
      ok: false,
      fields: { comment: 'validation:informationRequired' },
      message: 'validation:forms.completeRequired',
    });
  });

  it('drops keys the schema does not know, so nothing unchecked reaches the API', () => {
    expect(validatePayload(feedbackSchema, { rating: 5, comment: 'ok', admin: true })).toEqual({
      ok: true,
      value: { rating: 5, comment: 'ok' },
    });
  });

  it('keepUnknown keeps the keys the schema does not name (a document checked in part)', () => {
    expect(validatePayload(feedbackSchema, { rating: 5, comment: 'ok', id: 7 }, { keepUnknown: true })).toEqual({
      ok: true,
      value: { rating: 5, comment: 'ok', id: 7 },
    });
  });

  it.each([
    ['toString', { rating: 5, comment: 'ok', toString: false }],
    ['constructor', JSON.parse('{"rating":5,"comment":"ok","constructor":{"x":1}}') as unknown],
    ['__proto__', JSON.parse('{"rating":5,"comment":"ok","__proto__":{"admin":true}}') as unknown],
  ])('a key named like an Object.prototype member (%s) is dropped, never a crash', (_name, payload) => {
    for (const keepUnknown of [false, true])
      expect(validatePayload(feedbackSchema, payload, { keepUnknown })).toEqual({ ok: true, value: { rating: 5, comment: 'ok' } });
  });

  it.each([
    ['null', null],
    ['an array', [1, 2]],
    ['a string', 'comment'],
    ['a number', 42],
  ])('reads %s as an empty form', (_name, payload) => {
    expect(validatePayload(feedbackSchema, payload)).toMatchObject({ ok: false, fields: { comment: 'validation:informationRequired' } });
  });

  it('maps a wrong type to a key of this package, never to yup’s English text', () => {
    const result = validatePayload(createContactUsSchema({ country: 'US' }), { name: { first: 'Ana' }, email: 'a@b.co', message: 'hi' });
    expect(result).toMatchObject({ ok: false, fields: { name: 'validation:invalid.value' } });
  });

  it('keeps only the first failing rule of a field', () => {
    const result = validatePayload(servicesStepSchema, { serviceIds: [] });
    expect(result.ok ? {} : result.fields).toEqual({ serviceIds: 'validation:appointment.selectServices' });
  });

  it('works for formik too: the schema itself yields the same keys', async () => {
    await expect(feedbackSchema.validate({ rating: 5, comment: ' ' })).rejects.toMatchObject({
      errors: ['validation:informationRequired'],
    });
  });

  // Server and browser agree whatever is sent: only keys of this package come back, and accepted text
  // holds no tag and no surrounding space (§5).
  const value = fc.oneof(fc.string(), fc.constantFrom('<b>x</b>', ' a ', '555-123-4567', 'US'), fc.integer(), fc.constant(null));
  it.each(Object.entries(CASES))('§5 property: %s emits only known keys and stores plain trimmed text', (_name, [schema, base]) => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(schema.fields), 'extra'), value, { maxKeys: 3 }), (changes) => {
        const result = validatePayload(schema, { ...base, ...changes });
        if (result.ok) {
          for (const field of Object.values(result.value as Record<string, unknown>)) {
            if (typeof field === 'string') {
              expect(field).not.toMatch(/<[A-Za-z/!?]/);
              expect(field).toBe(field.trim());
            }
          }
        } else {
          for (const key of Object.values(result.fields)) expect(VALIDATION_MESSAGE_KEYS).toContain(key);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(Object.entries(CASES))('the base payload of %s is accepted', (_name, [schema, base]) => {
    expect(validatePayload(schema, base).ok).toBe(true);
  });
});
