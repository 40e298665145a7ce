// A service as bookable, as the back office's Services screen edits it and the owner service routes
// receive it (contract OwnerServiceInput; spec §3 "Service", issue 14). Plain-text fields are stripped and
// trimmed (§5). Duration 5–720 minutes, buffers 0–240 (the table's checks); at least one booking type
// (storefront, mobile, virtual); a virtual service needs its meeting link, an https URL. An empty slug is
// derived from the name by the server (core-model `slugify`). As sold (issue 15): listed in the services
// store or not; one-time, a subscription charged daily/weekly/monthly/yearly (the frequency is required),
// or priced on request (a quote) — a subscription has a set price, so it cannot also require a quote (the
// table's checks); images in order.
import { RECURRENCES, parseMoneyInput } from '@vitrina/core-model';
import type { Recurrence } from '@vitrina/core-model';
import { array, boolean, mixed, number, object } from 'yup';
import type { InferType } from 'yup';
import type { Defaulted, TypedAsText, WithField } from './sent.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { requiredText, slugField, text } from './fields.js';
import { imageListField } from './product.js';

export const SERVICE_NAME_MAX_LENGTH = 150;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 5000;
export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 720;
export const SERVICE_BUFFER_MAX = 240;
export const MEETING_URL_MAX_LENGTH = 500;
export const SERVICE_STAFF_MAX = 200;
export const SERVICE_IMAGES_MAX = 12;

/** A whole number of minutes in [min, max], typed as digits or sent as a number. */
export const minutesField = (min: number, max: number, message: (typeof M.bookingSetup)[keyof typeof M.bookingSetup]) =>
  number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'string') return original.trim() === '' ? undefined : /^\d+$/.test(original.trim()) ? Number(original) : NaN;
      return value;
    })
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message)
    .required(message);

/** A meeting link: https only (it is sent to customers), something after the scheme, no spaces. */
export const isValidMeetingUrl = (value: string): boolean => {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
};

/** Ids of records of the same client (the server checks they are); unique, in the order given. */
export const idListField = () =>
  array(
    number().typeError(M.invalid.value).integer(M.invalid.value).positive(M.invalid.value).max(2_147_483_647, M.invalid.value).required(),
  )
    .max(SERVICE_STAFF_MAX, M.invalid.tooMany)
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .default([]);

export const bookableServiceSchema = object({
  name: requiredText(M.required.serviceName).max(SERVICE_NAME_MAX_LENGTH, M.invalid.tooLong),
  /** The address of the service; '' lets the server derive it from the name. */
  slug: slugField(),
  description: text().max(SERVICE_DESCRIPTION_MAX_LENGTH, M.invalid.tooLong),
  price: text()
    .required(M.required.price)
    .test('price', M.invalid.price, (value) => !value || parseMoneyInput(value) !== null),
  duration_minutes: minutesField(SERVICE_DURATION_MIN, SERVICE_DURATION_MAX, M.bookingSetup.duration),
  buffer_before_minutes: minutesField(0, SERVICE_BUFFER_MAX, M.bookingSetup.buffer).default(0),
  buffer_after_minutes: minutesField(0, SERVICE_BUFFER_MAX, M.bookingSetup.buffer).default(0),
  /** Booking types (core-model SERVICE_TYPES): at a location, at the customer's address, online. */
  storefront: boolean()
    .typeError(M.invalid.value)
    .default(true)
    .test('booking-type', M.bookingSetup.bookingType, function check(value) {
      const p = this.parent as { mobile?: unknown; virtual?: unknown };
      return value === true || p.mobile === true || p.virtual === true;
    }),
  mobile: boolean().typeError(M.invalid.value).default(false),
  virtual: boolean().typeError(M.invalid.value).default(false),
  meeting_url: text()
    .max(MEETING_URL_MAX_LENGTH, M.invalid.tooLong)
    .test('meeting-url-required', M.bookingSetup.meetingUrlRequired, function check(value) {
      return (this.parent as { virtual?: unknown }).virtual !== true || Boolean(value);
    })
    .test('meeting-url', M.bookingSetup.meetingUrl, (value) => !value || isValidMeetingUrl(value)),
  /** Offered in the appointment wizard. */
  bookable: boolean().typeError(M.invalid.value).default(true),
  active: boolean().typeError(M.invalid.value).default(true),
  /** The staff who perform it: ids of this client's staff. */
  staff_ids: idListField(),
  /** Listed in the services store. */
  sold_online: boolean().typeError(M.invalid.value).default(true),
  /** Priced on request: ordering it sends the business a quote request. */
  requires_quote: boolean()
    .typeError(M.invalid.value)
    .default(false)
    .test('quote-subscription', M.selling.quoteSubscription, function check(value) {
      return !(value === true && (this.parent as { is_subscription?: unknown }).is_subscription === true);
    }),
  is_subscription: boolean().typeError(M.invalid.value).default(false),
  /** How often a subscription is charged; '' and null are none. Required for a subscription. */
  recurrence: mixed<Recurrence>((value): value is Recurrence => (RECURRENCES as readonly unknown[]).includes(value))
    .transform((value: unknown) => (value === '' || value === undefined ? null : value))
    .typeError(M.invalid.value)
    .nullable()
    .default(null)
    .test('recurrence-required', M.selling.recurrenceRequired, function check(value) {
      return (this.parent as { is_subscription?: unknown }).is_subscription !== true || value != null;
    }),
  images: imageListField(SERVICE_IMAGES_MAX),
});

export type BookableServiceValues = InferType<typeof bookableServiceSchema>;

/**
 * A service as the back office sends it (contract OwnerServiceInput): minutes as typed; '' for no
 * recurrence; the selling fields of issue 15 may be left out (older callers: sold online, one-time, no images).
 */
export type BookableServiceInput = Defaulted<
  WithField<
    TypedAsText<BookableServiceValues, 'duration_minutes' | 'buffer_before_minutes' | 'buffer_after_minutes'>,
    'recurrence',
    BookableServiceValues['recurrence'] | ''
  >,
  'sold_online' | 'requires_quote' | 'is_subscription' | 'recurrence' | 'images'
>;
