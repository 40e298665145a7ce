// Field builders shared by the schemas. Every string field is made plain text (control characters
// dropped, HTML tags stripped, then trimmed: spec §5) before any rule runs, so the browser and the API
// validate and keep the same text.
import { SLUG_MAX_LENGTH, isValidSlug, parseMoneyInput } from '@vitrina/core-model';
import { mixed, string } from 'yup';
import { isValidEmail } from '../email.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import type { ValidationMessageKey } from '../messages.js';
import { isValidPhoneFor } from '../phone-by-country.js';
import { isValidPostalCode } from '../postal-code.js';
import { plainText } from '../strip-tags.js';

type Key = ValidationMessageKey;

/** An optional plain-text field; missing or null reads as '' so values match core-model's form types. */
export const text = () =>
  string()
    .typeError(M.invalid.value)
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? plainText(value) : (value ?? undefined)));

/** A plain-text field that must not be empty once stripped. */
export const requiredText = (message: Key) => text().required(message);

/** A calendar date YYYY-MM-DD that exists. */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

const blank = (value: string | null | undefined): boolean => value === undefined || value === null || value === '';

/** An e-mail field; optional ones accept an empty value. */
export const emailField = (options: { required: boolean }) => {
  const field = text().test('email', M.invalid.email, (value) => blank(value) || isValidEmail(value));
  return options.required ? field.required(M.required.email) : field;
};

/**
 * Whose country a phone field follows: the business's (its two-letter code; undefined when not known, which
 * is the §5 rule), or a sibling field of the form holding the country of the place itself (a location's).
 */
export type PhoneCountry = string | undefined | { sibling: string };

/**
 * A contact-number field by the ONE phone rule (isValidPhoneFor: spec §5 for a US business, the business's
 * own country's numbering plan elsewhere); `invalid` lets the appointment form say "enter a valid phone number".
 */
export const phoneField = (options: { required: boolean; invalid?: Key; country: PhoneCountry }) => {
  const { country } = options;
  const field = text().test('phone', options.invalid ?? M.invalid.phone, function check(value) {
    if (blank(value)) return true;
    const code: unknown = typeof country === 'object' ? (this.parent as Record<string, unknown> | undefined)?.[country.sibling] : country;
    return isValidPhoneFor(value, code);
  });
  return options.required ? field.required(M.required.phone) : field;
};

/** Two-letter countryCode of the §3 country list, upper-cased. */
export const countryField = (options: { required: boolean }) => {
  const field = text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .matches(/^[A-Z]{2}$/, { message: M.invalid.country, excludeEmptyString: true });
  return options.required ? field.required(M.required.country) : field;
};

export const isUnitedStates = (country: unknown): boolean => typeof country === 'string' && country.trim().toUpperCase() === 'US';

/** A valid country code other than US (whose addresses have a province rather than a state). */
export const isOtherCountry = (country: unknown): boolean =>
  typeof country === 'string' && /^[A-Z]{2}$/i.test(country.trim()) && !isUnitedStates(country);

/** A postal (zip) code checked against the sibling `country` field when the form has one. */
export const postalCodeField = (options: { required: boolean }) => {
  const field = text().test('postal-code', M.invalid.postalCode, function check(value) {
    const country: unknown = (this.parent as Record<string, unknown> | undefined)?.country;
    return blank(value) || isValidPostalCode(value, typeof country === 'string' ? country : undefined);
  });
  return options.required ? field.required(M.required.postalCode) : field;
};

/** A text field whose requirement depends on its siblings: `messageFor` gives the message, or null. */
export const requiredWhen = (messageFor: (siblings: Record<string, unknown>) => Key | null) =>
  text().test('required-when', function check(value) {
    const message = messageFor((this.parent ?? {}) as Record<string, unknown>);
    return !blank(value) || message === null || this.createError({ message });
  });

/** An entity id: a positive integer or a non-empty string (uuid). */
export const idField = (message: Key) =>
  mixed<string | number>((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .transform((value: unknown) => (typeof value === 'string' ? plainText(value) : value))
    .typeError(message)
    .test('id', message, (value) =>
      typeof value === 'number' ? Number.isInteger(value) && value > 0 : typeof value === 'string' && value !== '',
    )
    .required(message);

/**
 * A postal address (spec §3): country, address lines, city, the state of a US address or the province of any
 * other, and the postal code checked by the country. When `required`, all but address 2 must be given.
 */
export const postalAddressFields = (required: boolean) => {
  const line = (message: Key) => (required ? requiredText(message) : text());
  return {
    country: countryField({ required }),
    address1: line(M.required.address),
    address2: text(),
    city: line(M.required.city),
    state: requiredWhen((form) => (required && isUnitedStates(form.country) ? M.required.state : null)),
    province: requiredWhen((form) => (required && isOtherCountry(form.country) ? M.required.province : null)),
    postalCode: postalCodeField({ required }),
  };
};

/** A page's address (`/blog/{slug}`, …): at most SLUG_MAX_LENGTH characters that core-model's `isValidSlug` accepts; '' passes. */
export const slugField = () =>
  text()
    .max(SLUG_MAX_LENGTH, M.invalid.tooLong)
    .test('slug', M.invalid.slug, (value) => !value || isValidSlug(value));

/** The refusals of an amount field: none given, not more than 0, more than may be asked. */
export interface AmountMessages {
  required: Key;
  positive: Key;
  tooLarge: Key;
}

/**
 * An amount typed as a money input (core-model `parseMoneyInput`: `12`, `12.50`), more than 0 and at most
 * `maxCents`; `limit` names the upper bound's test.
 */
export const amountField = (maxCents: number, limit: string, messages: AmountMessages) =>
  text()
    .required(messages.required)
    .test('price', M.invalid.price, (value) => parseMoneyInput(value) !== null)
    .test('positive', messages.positive, (value) => {
      const cents = parseMoneyInput(value);
      return cents === null || cents > 0;
    })
    .test(limit, messages.tooLarge, (value) => {
      const cents = parseMoneyInput(value);
      return cents === null || cents <= maxCents;
    });
