// A service as sold (issue 15; spec §3 "Service: requires-quote flag, subscription flag", §9 "Recurrence:
// daily, weekly, monthly, yearly"): what the back office's form and the owner service routes both refuse.
import { describe, expect, it } from 'vitest';
import { SERVICE_IMAGES_MAX, bookableServiceSchema, validatePayload } from '@vitrina/validation';

const service = (over: Record<string, unknown> = {}) => ({
  name: 'Event catering',
  slug: '',
  description: '',
  price: '0',
  duration_minutes: 60,
  storefront: true,
  staff_ids: [],
  ...over,
});

const fieldsOf = (over: Record<string, unknown>) => {
  const checked = validatePayload(bookableServiceSchema, service(over));
  return checked.ok ? {} : checked.fields;
};

describe('bookableServiceSchema, as sold', () => {
  it('defaults an older body to sold online, one-time, no images', () => {
    const checked = validatePayload(bookableServiceSchema, service());
    expect(checked.ok && checked.value).toMatchObject({
      sold_online: true,
      requires_quote: false,
      is_subscription: false,
      recurrence: null,
      images: [],
    });
  });

  it.each(['daily', 'weekly', 'monthly', 'yearly'])('§9 accepts a subscription charged %s', (recurrence) => {
    const checked = validatePayload(bookableServiceSchema, service({ is_subscription: true, recurrence }));
    expect(checked.ok && checked.value.recurrence).toBe(recurrence);
  });

  it.each([
    [
      'a subscription without a frequency',
      { is_subscription: true, recurrence: '' },
      'recurrence',
      'validation:selling.recurrenceRequired',
    ],
    [
      'a subscription with a null frequency',
      { is_subscription: true, recurrence: null },
      'recurrence',
      'validation:selling.recurrenceRequired',
    ],
    ['a frequency that is not one of §9', { is_subscription: true, recurrence: 'hourly' }, 'recurrence', 'validation:invalid.value'],
    [
      'a subscription priced on request',
      { is_subscription: true, recurrence: 'monthly', requires_quote: true },
      'requires_quote',
      'validation:selling.quoteSubscription',
    ],
    ['an image that is not a link', { images: ['javascript:alert(1)'] }, 'images[0]', 'validation:invalid.link'],
    [
      'more images than allowed',
      { images: Array.from({ length: SERVICE_IMAGES_MAX + 1 }, (_, i) => `https://assets.example.com/${i}.webp`) },
      'images',
      'validation:invalid.tooMany',
    ],
  ])('refuses %s', (_label, over, field, message) => {
    expect(fieldsOf(over)).toMatchObject({ [field]: message });
  });

  it('accepts a service priced on request, not a subscription', () => {
    expect(validatePayload(bookableServiceSchema, service({ requires_quote: true, recurrence: '' })).ok).toBe(true);
  });

  it('keeps images in the order given', () => {
    const images = ['https://assets.example.com/b.webp', '/assets/clients/1/a.webp'];
    const checked = validatePayload(bookableServiceSchema, service({ images }));
    expect(checked.ok && checked.value.images).toEqual(images);
  });
});
