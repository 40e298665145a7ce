// /customer/{key} (issue 30) in jsdom with a fake API: the customer's coming and past bookings (each to its own
// page), orders, invoices with the balance and subscriptions (to their order's page), in the business's money
// and zone; "Nothing yet" for an empty section, in Spanish too; an unknown key says the page was not found.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const KEY = '6a1f0d2c-3b4e-4f5a-8b6c-7d8e9f0a1b2c';
const MANAGE = '9c1f0d2c-3b4e-4f5a-8b6c-7d8e9f0a1b2d';
const ORDER = '1b4f3c1e-5d2a-4c11-9e0a-3f1d2c3b4a59';
const INVOICE = '2b4f3c1e-5d2a-4c11-9e0a-3f1d2c3b4a59';

const booking = (start: string, state: 'booked' | 'canceled', manageKey: string) => ({
  start,
  end: start.replace('T10:00', 'T10:45'),
  state,
  services: ['Wine pairing consultation'],
  staffName: 'Priya Nair',
  total: '40.00',
  manageKey,
});

function portal(full: boolean) {
  return {
    businessName: 'Harbor Lane Bistro',
    currency: 'USD',
    timeZone: 'America/New_York',
    firstName: 'Ana',
    comingBookings: full ? [booking('2026-12-03T10:00:00-05:00', 'booked', MANAGE)] : [],
    pastBookings: full ? [booking('2026-10-01T10:00:00-04:00', 'canceled', 'a1f0d2c-past')] : [],
    orders: full ? [{ uuid: ORDER, number: '12', dated: '2026-11-20T15:00:00.000Z', state: 'paid', total: '1234.50' }] : [],
    documents: full
      ? [
          {
            uuid: INVOICE,
            kind: 'invoice',
            number: '7',
            dated: '2026-11-21T15:00:00.000Z',
            state: 'pending',
            total: '100.00',
            balance: '70.00',
          },
        ]
      : [],
    subscriptions: [],
  };
}

function fakeApi(full = true) {
  return (path: string) => {
    if (!path.startsWith('/api/client/')) return null;
    if (path.endsWith(`/customer-portal/${KEY}`)) return json(portal(full));
    if (path.includes('/customer-portal/')) return json({ error: { code: 'customer_not_found', message: 'x' } }, 404);
    return null;
  };
}

describe('/customer/{key} (issue 30)', () => {
  it('lists the bookings, orders and invoices with their links; empty sections say Nothing yet', async () => {
    renderSite(`/customer/${KEY}`, { api: fakeApi() });
    expect(await screen.findByRole('heading', { level: 1, name: /Your bookings and orders with/ }, { timeout: 5000 })).toBeInTheDocument();
    const coming = await screen.findByRole('region', { name: 'Coming bookings' });
    expect(within(coming).getByText('Thursday, December 3, 2026 · 10:00 AM')).toBeInTheDocument();
    expect(within(coming).getByRole('link', { name: 'Open the booking of Thursday, December 3, 2026 at 10:00 AM' })).toHaveAttribute(
      'href',
      `/appointment/manage/${MANAGE}`,
    );
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Open order #12' })).toHaveAttribute('href', `/commerce/order/${ORDER}`);
    const documents = screen.getByRole('region', { name: 'Quotes and invoices' });
    expect(within(documents).getByText('$70.00')).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: 'Open Invoice #7' })).toHaveAttribute('href', `/commerce/order/${INVOICE}`);
    expect(within(screen.getByRole('region', { name: 'Subscriptions' })).getByText('Nothing yet')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Past bookings' })).getByText('Cancelled')).toBeInTheDocument();
  });

  it('es: the sections in Spanish, each empty one says so', async () => {
    renderSite(`/customer/${KEY}`, { sub: 'salon', locale: 'es', api: fakeApi(false) });
    expect(await screen.findByRole('region', { name: 'Próximas reservas' }, { timeout: 5000 })).toHaveTextContent('Nada todavía');
    expect(screen.getAllByText('Nada todavía')).toHaveLength(5);
  });

  it('an unknown key: not found', async () => {
    renderSite('/customer/00000000-0000-4000-8000-000000000000', { api: fakeApi() });
    expect(await screen.findByText(/We couldn’t find this page/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
