// Test data builders for cart lines (core-model's CartLine / ServicesCartLine).
import type { CartLine, ServicesCartLine } from '@vitrina/core-model';

export function productLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: 1,
    variantId: null,
    slug: 'shirt',
    name: 'Shirt',
    sku: 'SHIRT',
    variantLabels: [],
    image: null,
    unitPrice: '20.00',
    quantity: 1,
    availableQuantity: 10,
    ...overrides,
  };
}

export function serviceLine(overrides: Partial<ServicesCartLine> = {}): ServicesCartLine {
  return {
    serviceId: 1,
    slug: 'cleaning',
    name: 'Cleaning',
    image: null,
    unitPrice: '50.00',
    quantity: 1,
    requiresQuote: false,
    isSubscription: false,
    recurrence: null,
    ...overrides,
  };
}

/** A subscription service line billed every `recurrence`. */
export function subscriptionLine(overrides: Partial<ServicesCartLine> = {}): ServicesCartLine {
  return serviceLine({ isSubscription: true, recurrence: 'monthly', ...overrides });
}
