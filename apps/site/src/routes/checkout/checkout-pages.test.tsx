import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSites, json, publicOrder, site } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const uuid = '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21';
const validationPath = `/commerce/order/${uuid}/payment_validation/sbx_1`;
const outcome = (name: string) => ({ outcome: name, order_uuid: uuid, amount: '26.65', client_secret: null });

const order = publicOrder(uuid);

describe('payment_validation page (spec §2, the four §8 outcomes)', () => {
  it.each([
    ['order_not_found', 'Order not found'],
    ['transaction_not_found', 'Transaction not found'],
    ['invalid_transaction', 'Invalid transaction'],
    ['expired_transaction', 'Expired transaction'],
  ])('%s → "%s"', async (name, title) => {
    renderSite(validationPath, { api: (path) => (path.endsWith('/payment-validation/sbx_1') ? json(outcome(name)) : null) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('Spanish: expired transaction in the client language', async () => {
    renderSite(validationPath, {
      sub: 'salon',
      locale: 'es',
      api: (path) => (path.endsWith('/payment-validation/sbx_1') ? json(outcome('expired_transaction')) : null),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transacción vencida' })).toBeInTheDocument();
  });

  it('requires_action (sandbox): "Confirm this payment" with the amount; Complete posts approve and shows success', async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    let paid = false;
    renderSite(validationPath, {
      api: (path, init) => {
        if (!path.endsWith('/payment-validation/sbx_1')) return null;
        if (init?.method === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          paid = true;
        }
        return json(outcome(paid ? 'succeeded' : 'requires_action'));
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm this payment' })).toBeInTheDocument();
    expect(screen.getByText(/\$26\.65/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Your payment has been confirmed.')).toBeInTheDocument();
    expect(posts).toEqual([{ approve: true }]);
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', `/commerce/order/${uuid}`);
  });
});

describe('order page (spec §2 commerce/order/{uuid}, §3 order display fields)', () => {
  it('shows the number, lines, every total in the §5 money format, status and bill to', async () => {
    renderSite(`/commerce/order/${uuid}`, { api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(order) : null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1001' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Line items' });
    expect(table).toHaveTextContent('Harbor Lane apron');
    expect(table).toHaveTextContent('$1,234.50');
    expect(table).toHaveTextContent('$2,469.00');
    for (const text of ['Estimated tax', '$203.69', 'Total outstanding', '$2,677.69', 'Shipped', 'Visa •••• 4242', '1 Main St']) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
  });

  it('an unknown order: §8 "Order not found" / "We couldn\'t find your order"', async () => {
    renderSite(`/commerce/order/${uuid}`, {
      api: (path) => (path.endsWith(`/orders/${uuid}`) ? json({ error: { code: 'order_not_found', message: 'x' } }, 404) : null),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find your order.")).toBeInTheDocument();
  });

  it('a malformed uuid is "Order not found" without asking the API', async () => {
    const { requests } = renderSite('/commerce/order/not-a-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.includes('/orders/'))).toBe(false));
  });
});

// Issue 26: order #2 paid at 04:06 UTC on 29 Nov read "Dated 11/28/26" to the customer and "11/29/26" in the
// back office. The order page shows the business's date (its time zone); the back office's order detail
// (apps/editor order-view.test.tsx) shows the same day for the same instant.
describe('order page dates in the business time zone (issue 26)', () => {
  const nearMidnight = publicOrder(uuid, { dated: '2026-11-29T04:06:00.000Z' });
  const api = (path: string) => (path.endsWith(`/orders/${uuid}`) ? json(nearMidnight) : null);
  const dated = () => screen.getByText((_text, el) => el?.tagName === 'TIME' && el.getAttribute('datetime') === nearMidnight.dated);

  it.each([
    ['en bistro in New York: the evening before', 'bistro', 'en', 'America/New_York', 'Order #1001', '11/28/26'],
    ['es salon in Madrid: the same morning', 'salon', 'es', 'Europe/Madrid', 'Pedido n.º 1001', '29/11/26'],
    ['a business without a zone: the default business zone, never the runtime zone', 'bistro', 'en', null, 'Order #1001', '11/28/26'],
  ] as const)('%s', async (_name, sub, locale, timezone, heading, day) => {
    const sites = demoSites();
    sites[sub] = site(sub, { ...sites[sub]?.client, timezone });
    renderSite(`/commerce/order/${uuid}`, { sub, locale, sites, api });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(dated()).toHaveTextContent(day);
  });
});
