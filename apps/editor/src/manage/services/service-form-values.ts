// The Services form's values and the service the API takes (contract OwnerServiceInput), both ways.
// Minutes and price are typed text; staff are checkbox ids (strings, as formik's checkbox groups keep them).
// How it is sold is one choice (one-time, subscription, price on request), so a subscription priced on
// request cannot even be entered; the frequency is sent only for a subscription.
import type { OwnerService, OwnerServiceInput } from '@vitrina/api-client/back-office';
import { plainMoneyInput, slugFollows } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import type { BookableServiceInput, HeldAsText, WithField, Without } from '@vitrina/validation';

export const SERVICE_PRICINGS = ['one_time', 'subscription', 'quote'] as const;
export type ServicePricing = (typeof SERVICE_PRICINGS)[number];

/**
 * The form's values: the service the API takes (validation's BookableServiceInput) with minutes and staff ids
 * as typed and checked, and one pricing choice in place of requires_quote and is_subscription.
 */
export type ServiceFormValues = Without<
  HeldAsText<
    WithField<Required<BookableServiceInput>, 'staff_ids', string[]>,
    'duration_minutes' | 'buffer_before_minutes' | 'buffer_after_minutes'
  >,
  'requires_quote' | 'is_subscription'
> & { pricing: ServicePricing };

export const emptyService = (): ServiceFormValues => ({
  name: '',
  slug: '',
  description: '',
  price: '',
  duration_minutes: '60',
  buffer_before_minutes: '0',
  buffer_after_minutes: '0',
  storefront: true,
  mobile: false,
  virtual: false,
  meeting_url: '',
  bookable: true,
  active: true,
  staff_ids: [],
  sold_online: true,
  pricing: 'one_time',
  recurrence: '',
  images: [],
});

export const serviceFormValuesOf = (s: OwnerService): ServiceFormValues => ({
  name: s.name,
  slug: s.slug,
  description: s.description,
  price: s.price,
  duration_minutes: String(s.duration_minutes),
  buffer_before_minutes: String(s.buffer_before_minutes),
  buffer_after_minutes: String(s.buffer_after_minutes),
  storefront: s.storefront,
  mobile: s.mobile,
  virtual: s.virtual,
  meeting_url: s.meeting_url,
  bookable: s.bookable,
  active: s.active,
  staff_ids: s.staff_ids.map(String),
  sold_online: s.sold_online,
  pricing: s.requires_quote ? 'quote' : s.is_subscription ? 'subscription' : 'one_time',
  recurrence: s.recurrence ?? '',
  images: [...s.images],
});

/** The service the API takes; the price read in the owner's language `locale` (es 1.250,00 → 1250.00). */
export const serviceInputOf = ({ pricing, recurrence, ...v }: ServiceFormValues, locale: Locale): OwnerServiceInput => ({
  ...v,
  price: plainMoneyInput(v.price, locale),
  duration_minutes: v.duration_minutes.trim(),
  buffer_before_minutes: v.buffer_before_minutes.trim(),
  buffer_after_minutes: v.buffer_after_minutes.trim(),
  staff_ids: v.staff_ids.map(Number).filter((id) => Number.isInteger(id) && id > 0),
  requires_quote: pricing === 'quote',
  is_subscription: pricing === 'subscription',
  recurrence: pricing === 'subscription' ? recurrence || null : null,
});

/** Whether the address still is the one the name makes (then it follows the name while typing). */
export const slugFollowsName = (v: ServiceFormValues) => slugFollows(v.name, v.slug);
