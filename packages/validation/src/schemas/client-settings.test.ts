import { describe, expect, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { createClientSettingsSchema } from './client-settings.js';

const clientSettingsSchema = createClientSettingsSchema({ country: 'US' });

const settings = { contactNumber: '(555) 010-2030', chatEnabled: true, mobileHomeZip: '94110', mobileHomeZipRadius: 25 };
const fieldsOf = (result: ReturnType<typeof validatePayload>) => (result.ok ? {} : result.fields);

describe('clientSettingsSchema (§1 contact number and chat on/off, §3 service area)', () => {
  it('accepts the settings, strips tags and trims (§5)', () => {
    const result = validatePayload(clientSettingsSchema, { ...settings, contactNumber: ' <b>(555) 010-2030</b> ' });
    expect(result).toEqual({ ok: true, value: settings });
  });

  it('an empty contact number and zip code remove them; an empty radius is the §9 default of 50 miles', () => {
    const result = validatePayload(clientSettingsSchema, { ...settings, contactNumber: '', mobileHomeZip: '', mobileHomeZipRadius: '' });
    expect(result).toEqual({ ok: true, value: { ...settings, contactNumber: '', mobileHomeZip: '', mobileHomeZipRadius: 50 } });
  });

  it.each([
    ['§5 the contact number must be a valid one', { contactNumber: 'call me' }, 'contactNumber', 'validation:invalid.phone'],
    ['chat is on or off', { chatEnabled: 'maybe' }, 'chatEnabled', 'validation:invalid.value'],
    [
      'chat must be given (a save never turns it off by leaving it out)',
      { chatEnabled: undefined },
      'chatEnabled',
      'validation:invalid.value',
    ],
    ['§5 the zip code must be a valid one', { mobileHomeZip: '!!' }, 'mobileHomeZip', 'validation:invalid.postalCode'],
    ['the radius is above 0', { mobileHomeZipRadius: 0 }, 'mobileHomeZipRadius', 'validation:invalid.radius'],
    ['the radius is a number', { mobileHomeZipRadius: 'far' }, 'mobileHomeZipRadius', 'validation:invalid.radius'],
  ])('%s', (_name, change, field, key) => {
    expect(fieldsOf(validatePayload(clientSettingsSchema, { ...settings, ...change }))).toEqual({ [field]: key });
  });
});
