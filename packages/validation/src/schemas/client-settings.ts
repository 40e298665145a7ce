// The client-record settings the owner changes from the editor (spec §1 "contact number, chat on/off";
// §3 client: contact_info, zenchat_enabled, mobile_home_zip, mobile_home_zip_radius; §9 default radius 50
// miles). The editor's site settings and location update popups use these fields, and the API checks the
// `client_settings` part of a draft save with this schema, so both sides agree on every message. The contact
// number follows the business's country (the one phone rule, phone-by-country.ts).
import { DEFAULT_SERVICE_RADIUS_MILES } from '@vitrina/core-model';
import { boolean, number, object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { isValidPostalCode } from '../postal-code.js';
import { phoneField, text } from './fields.js';

/** A radius in miles above 0 (spec §9 "Location radius in miles"); empty reads as the default 50. */
export const radiusField = () =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(M.invalid.radius)
    .default(DEFAULT_SERVICE_RADIUS_MILES)
    .moreThan(0, M.invalid.radius)
    .max(10_000, M.invalid.radius)
    .required(M.invalid.radius);

/**
 * Shown in the header and footer (§3 contact_info, falling back to contact_number); empty removes it.
 * `country` is the business's (two-letter code).
 */
export const contactNumberField = (country: string | undefined) => phoneField({ required: false, country });

/** The chat widget on the public site (§3 zenchat_enabled). */
export const chatEnabledField = () => boolean().typeError(M.invalid.value).required(M.invalid.value);

export interface ClientSettingsOptions {
  /** The business's country (two-letter code): whose phone rule applies. */
  country: string | undefined;
}

export const createClientSettingsSchema = ({ country }: ClientSettingsOptions) =>
  object({
    contactNumber: contactNumberField(country),
    chatEnabled: chatEnabledField(),
    /** Centre of a mobile business's service area (§3 mobile_home_zip); empty when it has none. */
    mobileHomeZip: text().test('postal-code', M.invalid.postalCode, (value) => !value || isValidPostalCode(value)),
    mobileHomeZipRadius: radiusField(),
  });

export type ClientSettingsValues = InferType<ReturnType<typeof createClientSettingsSchema>>;
/** The client settings a draft save carries (contract ClientSettingsPayload). Sent as the schema yields it. */
export type ClientSettingsInput = ClientSettingsValues;
