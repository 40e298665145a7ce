// What the render tests of the messages share: a business as its messages show it, a Madrid buyer's address,
// an order (or quote) of 1,234.50 in euros paid in Madrid, and the customer's page of it.
import type { MailBusiness, MailOrder } from '../index.js';

export const business: MailBusiness = { name: 'Bistro Lumière', logoUrl: null, brandColor: '#aa3300' };

/** The customer's page of the order or quote (commerce/order/:uuid). */
export const orderUrl = 'http://bistro.localhost:8080/commerce/order/6f1c2d3e-0000-4000-8000-000000000001';

export const madridAddress: NonNullable<MailOrder['shipping']> = {
  email: 'ana@example.test',
  firstName: 'Ana',
  lastName: 'García',
  phone: '',
  country: 'ES',
  address1: 'Calle Mayor 1',
  address2: '',
  city: 'Madrid',
  state: '',
  province: 'Madrid',
  postalCode: '28013',
};

/** An order of `lines` totalling 1,234.50 €, paid on 5 March 2026 in Madrid, shipped to Madrid. */
export function madridOrder(number: number, lines: MailOrder['lines'], more: Partial<MailOrder> = {}): MailOrder {
  return {
    number,
    currency: 'EUR',
    lines,
    subtotalCents: 123_450,
    discountCents: 0,
    taxCents: 0,
    shippingCents: 0,
    totalCents: 123_450,
    paidAt: '2026-03-05T12:00:00Z',
    timeZone: 'Europe/Madrid',
    email: 'ana@example.test',
    shipping: madridAddress,
    ...more,
  };
}
