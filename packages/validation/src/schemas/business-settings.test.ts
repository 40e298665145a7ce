import { describe, expect, it } from 'vitest';
import { businessSettingsSchema, isValidTimeZone, timeZoneNames, validatePayload } from '../index.js';

const valid = {
  name: 'Joe’s Bakery',
  contactNumber: '(312) 555-0187',
  timeZone: 'America/Chicago',
  currencySymbol: '$',
  language: 'es',
  country: 'us',
};

describe('businessSettingsSchema (back office Business settings)', () => {
  it('accepts a complete form, stripping tags and upper-casing the country', () => {
    const result = validatePayload(businessSettingsSchema, { ...valid, name: '  <b>Joe’s Bakery</b> ' });
    expect(result).toEqual({ ok: true, value: { ...valid, country: 'US' } });
  });

  it('names the message of every missing field', () => {
    const result = validatePayload(businessSettingsSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      name: 'validation:required.businessName',
      contactNumber: 'validation:required.phone',
      timeZone: 'validation:required.timeZone',
      currencySymbol: 'validation:required.currencySymbol',
      language: 'validation:invalid.value',
      country: 'validation:required.country',
    });
  });

  it('refuses a bad phone, an unknown zone, a long symbol, another language and an unknown country', () => {
    const result = validatePayload(businessSettingsSchema, {
      ...valid,
      name: 'x'.repeat(121),
      contactNumber: '12',
      timeZone: 'Mars/Olympus_Mons',
      currencySymbol: 'EURO€',
      language: 'fr',
      country: 'ZZ',
    });
    expect(result.ok ? null : result.fields).toEqual({
      name: 'validation:invalid.tooLong',
      contactNumber: 'validation:invalid.phone',
      timeZone: 'validation:invalid.timeZone',
      currencySymbol: 'validation:invalid.currencySymbol',
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
});
