import { describe, expect, it } from 'vitest';
import {
  bookingChangeHours,
  bookingChangePolicyOf,
  bookingReminderHours,
  bookingReminderOf,
  businessSettingsSchema,
  hasAddress,
  isValidTimeZone,
  timeZoneNames,
  validatePayload,
} from '../index.js';

const valid = {
  name: 'Joe’s Bakery',
  contactNumber: '(312) 555-0187',
  timeZone: 'America/Chicago',
  currency: 'USD',
  language: 'es',
  country: 'us',
  bookingReminder: '24h',
  bookingChanges: '24h',
};

const noAddress = { address1: '', address2: '', city: '', region: '', postalCode: '' };
const address = { address1: '214 Harbor Lane', address2: 'Suite 2', city: 'Boston', region: 'MA', postalCode: '02110-1234' };

describe('businessSettingsSchema (back office Business settings)', () => {
  it('accepts a complete form, stripping tags and upper-casing the country', () => {
    const result = validatePayload(businessSettingsSchema, { ...valid, name: '  <b>Joe’s Bakery</b> ' });
    expect(result).toEqual({ ok: true, value: { ...valid, country: 'US', contactEmail: '', address: noAddress } });
  });

  it('takes an e-mail and a complete address; a missing or null address is no address', () => {
    const full = validatePayload(businessSettingsSchema, {
      ...valid,
      contactEmail: ' hola@bistro.com ',
      address: { ...address, city: '<i>Boston</i>' },
    });
    expect(full).toEqual({ ok: true, value: { ...valid, country: 'US', contactEmail: 'hola@bistro.com', address } });
    for (const none of [null, undefined, noAddress]) {
      const result = validatePayload(businessSettingsSchema, { ...valid, contactEmail: null, address: none });
      expect(result.ok && result.value.address).toEqual(noAddress);
    }
    expect(hasAddress(noAddress)).toBe(false);
    expect(hasAddress({ ...noAddress, region: ' MA ' })).toBe(true);
    expect(hasAddress(null)).toBe(false);
  });

  it('refuses a bad e-mail and a partial address: street, city and postal code go together', () => {
    const partial = validatePayload(businessSettingsSchema, {
      ...valid,
      contactEmail: 'hola@bistro',
      address: { ...noAddress, city: 'Boston' },
    });
    expect(partial.ok ? null : partial.fields).toEqual({
      contactEmail: 'validation:invalid.email',
      'address.address1': 'validation:required.address',
      'address.postalCode': 'validation:required.postalCode',
    });
    const noCity = validatePayload(businessSettingsSchema, { ...valid, address: { ...address, city: '' } });
    expect(noCity.ok ? null : noCity.fields).toEqual({ 'address.city': 'validation:required.city' });
    expect(validatePayload(businessSettingsSchema, { ...valid, address: 'Boston' }).ok).toBe(false);
  });

  it.each([
    ['US', '02110', true],
    ['US', '02110-1234', true],
    ['US', '2110', false],
    ['US', 'SW1A 1AA', false],
    ['ES', '28013', true],
    ['GB', 'SW1A 1AA', true],
    ['CA', 'K1A 0B1', true],
    ['CA', '12345', false],
    ['MX', '!!', false],
  ])('checks the postal code by the business’s country (%s %s → %s)', (country, postalCode, ok) => {
    // The number with its + code: a number every country's phone rule takes (issue 26).
    const contactNumber = '+1 312 555 0187';
    const result = validatePayload(businessSettingsSchema, { ...valid, contactNumber, country, address: { ...address, postalCode } });
    expect(result.ok ? null : result.fields).toEqual(ok ? null : { 'address.postalCode': 'validation:invalid.postalCode' });
  });

  it('names the message of every missing field', () => {
    const result = validatePayload(businessSettingsSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      name: 'validation:required.businessName',
      contactNumber: 'validation:required.phone',
      timeZone: 'validation:required.timeZone',
      currency: 'validation:required.currency',
      language: 'validation:invalid.value',
      country: 'validation:required.country',
    });
  });

  it.each([
    ['a Spanish business, its mobile number', 'ES', '+34 612 345 678'],
    ['a Spanish business, written without the country code', 'ES', '612 345 678'],
    ['a Mexican business', 'MX', '+52 55 1234 5678'],
    ['a US business, the §5 format', 'US', '(617) 555-0142'],
  ])('takes the number of the business’s own country: %s', (_name, country, contactNumber) => {
    const result = validatePayload(businessSettingsSchema, { ...valid, country, contactNumber });
    expect(result.ok ? result.value.contactNumber : result.fields).toBe(contactNumber);
  });

  it.each([
    ['a Spanish number too short', 'ES', '+34 612 345'],
    ['a Spanish local number for a US business', 'US', '612 345 678'],
    ['letters', 'ES', 'call me'],
  ])('refuses a number no plan has: %s', (_name, country, contactNumber) => {
    const result = validatePayload(businessSettingsSchema, { ...valid, country, contactNumber });
    expect(result.ok ? null : result.fields).toEqual({ contactNumber: 'validation:invalid.phone' });
  });

  it('refuses a bad phone, an unknown zone, a currency symbol, another language and an unknown country', () => {
    const result = validatePayload(businessSettingsSchema, {
      ...valid,
      name: 'x'.repeat(121),
      contactNumber: '12',
      timeZone: 'Mars/Olympus_Mons',
      currency: '€',
      language: 'fr',
      country: 'ZZ',
    });
    expect(result.ok ? null : result.fields).toEqual({
      name: 'validation:invalid.tooLong',
      contactNumber: 'validation:invalid.phone',
      timeZone: 'validation:invalid.timeZone',
      currency: 'validation:invalid.currency',
      language: 'validation:invalid.value',
      country: 'validation:invalid.country',
    });
  });

  it('knows the IANA zones of the runtime', () => {
    expect(timeZoneNames()).toContain('Europe/Madrid');
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('america/chicago')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it.each(['€', '$', 'US$', 'eur', 'EURO', 'XYZ', '<b>EUR</b>x'])(
    'the currency is an ISO 4217 code, never a typed symbol: %j is refused',
    (currency) => {
      const result = validatePayload(businessSettingsSchema, { ...valid, currency });
      expect(result.ok ? null : result.fields).toEqual({ currency: 'validation:invalid.currency' });
    },
  );

  it.each(['EUR', 'USD', 'MXN', 'JPY'])('%s is taken', (currency) => {
    const result = validatePayload(businessSettingsSchema, { ...valid, currency });
    expect(result.ok && result.value.currency).toBe(currency);
  });

  it('the appointment reminder is off, 2, 24 or 48 hours; a form without it keeps the default (24 hours)', () => {
    for (const bookingReminder of ['off', '2h', '24h', '48h']) {
      const result = validatePayload(businessSettingsSchema, { ...valid, bookingReminder });
      expect(result.ok && result.value.bookingReminder).toBe(bookingReminder);
    }
    const { bookingReminder: _, ...without } = valid;
    const result = validatePayload(businessSettingsSchema, without);
    expect(result.ok && result.value.bookingReminder).toBe('24h');
    for (const bookingReminder of ['12h', 24, 'never']) {
      const refused = validatePayload(businessSettingsSchema, { ...valid, bookingReminder });
      expect(refused.ok ? null : refused.fields).toEqual({ bookingReminder: 'validation:invalid.value' });
    }
    expect([0, 2, 24, 48, 7, null].map(bookingReminderOf)).toEqual(['off', '2h', '24h', '48h', '24h', '24h']);
    expect((['off', '2h', '24h', '48h'] as const).map(bookingReminderHours)).toEqual([0, 2, 24, 48]);
  });

  it('issue 30: customers may change their booking never or until 2, 12, 24, 48 or 72 hours before; the default is 24 hours', () => {
    for (const bookingChanges of ['never', '2h', '12h', '24h', '48h', '72h']) {
      const result = validatePayload(businessSettingsSchema, { ...valid, bookingChanges });
      expect(result.ok && result.value.bookingChanges).toBe(bookingChanges);
    }
    const { bookingChanges: _, ...without } = valid;
    const result = validatePayload(businessSettingsSchema, without);
    expect(result.ok && result.value.bookingChanges).toBe('24h');
    for (const bookingChanges of ['off', 24, '5h']) {
      const refused = validatePayload(businessSettingsSchema, { ...valid, bookingChanges });
      expect(refused.ok ? null : refused.fields).toEqual({ bookingChanges: 'validation:invalid.value' });
    }
    expect([0, 2, 12, 24, 48, 72, 7, null].map(bookingChangePolicyOf)).toEqual(['never', '2h', '12h', '24h', '48h', '72h', '24h', '24h']);
    expect((['never', '2h', '24h', '72h'] as const).map(bookingChangeHours)).toEqual([0, 2, 24, 72]);
  });
});
