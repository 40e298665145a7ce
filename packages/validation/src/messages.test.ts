import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_KEYS, VALIDATION_MESSAGES, isValidationMessageKey } from './messages.js';

describe('VALIDATION_MESSAGE_KEYS', () => {
  it('every key lives in the validation namespace and is written as its own path', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) expect(key).toMatch(/^validation:[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/);
  });

  it('keys are unique', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
  });

  it('each key names its place in the message tree (so it matches the i18n resource shape)', () => {
    const walk = (node: unknown, path: string[]): void => {
      if (typeof node === 'string') expect(node).toBe(`validation:${path.join('.')}`);
      else for (const [k, v] of Object.entries(node as object)) walk(v, [...path, k]);
    };
    walk(VALIDATION_MESSAGES, []);
  });

  it.each([
    ['§5 required first name', 'validation:required.firstName'],
    ['§5 last name', 'validation:required.lastName'],
    ['§5 e-mail', 'validation:required.email'],
    ['§5 valid e-mail', 'validation:invalid.email'],
    ['§5 address', 'validation:required.address'],
    ['§5 address 2', 'validation:required.address2'],
    ['§5 city', 'validation:required.city'],
    ['§5 state', 'validation:required.state'],
    ['§5 postal code', 'validation:required.postalCode'],
    ['§5 province', 'validation:required.province'],
    ['§5 contact number', 'validation:required.phone'],
    ['§5 valid contact number', 'validation:invalid.phone'],
    ['§5 valid postal code (zip code)', 'validation:invalid.postalCode'],
    ['§5 card holder name', 'validation:required.cardHolderName'],
    ['§5 card number', 'validation:required.cardNumber'],
    ['§5 valid card number', 'validation:invalid.cardNumber'],
    ['§5 expiration date', 'validation:required.expiry'],
    ['§5 valid expiration date', 'validation:invalid.expiry'],
    ['§5 CVV', 'validation:required.cvv'],
    ['§5 valid CVV', 'validation:invalid.cvv'],
    ['§5 select the service type', 'validation:appointment.selectServiceType'],
    ['§5 select a location', 'validation:appointment.selectLocation'],
    ['§5 select services', 'validation:appointment.selectServices'],
    ['§5 select staff', 'validation:appointment.selectStaff'],
    ['§5 enter a valid phone number', 'validation:appointment.invalidPhone'],
    ['§5 services store', 'validation:servicesStore.selectServices'],
    ['§5 forms', 'validation:forms.completeRequired'],
    ['§5 location settings', 'validation:locationSetupRequired'],
    ['§5 hyperlink', 'validation:invalid.link'],
    ['§5 feedback and reject reason', 'validation:informationRequired'],
  ])('holds the %s message', (_name, key) => {
    expect(isValidationMessageKey(key)).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isValidationMessageKey('this is a required field')).toBe(false);
    expect(isValidationMessageKey(undefined)).toBe(false);
  });
});
