// The order detail shows the order's subscription (issue 15: state, frequency, next charge, card) and the owner
// cancels it after a confirmation; then no cancel button is left.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnerOrder } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { sampleOrder, summaryOf } from './orders-fixtures.js';
import { OrdersScreen } from './orders-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-orders`;
const subscribed = (): OwnerOrder =>
  sampleOrder(4, {
    lines: [{ name: 'Weekly bread box', variant_label: '', sku: '', image: null, quantity: 1, each_price: '25.00', total: '25.00' }],
    subscription: {
      uuid: '3e9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d23',
      name: 'Weekly bread box',
      amount: '25.00',
      recurrence: 'weekly',
      state: 'active',
      next_charge_at: '2026-01-11T15:30:00.000Z',
      card_brand: 'Visa',
      card_last4: '4242',
    },
  });

function server(order: OwnerOrder, posts: string[]) {
  return {
    [`GET ${base}`]: () => json({ orders: [summaryOf(order)], next_cursor: null }),
    [`GET ${base}/${order.id}`]: () => json(order),
    [`POST ${base}/${order.id}/subscription/cancel`]: (request: Request) => {
      posts.push(request.url);
      order.subscription = { ...order.subscription!, state: 'canceled', next_charge_at: null };
      return json(order);
    },
  };
}

describe('order detail: the subscription', () => {
  it.each([
    ['en', 'Subscription: Weekly bread box', 'Open order #4', 'Ends on (cancelled by the customer)', 'Next charge'],
    ['es', 'Suscripción: Weekly bread box', 'Abrir el pedido n.º 4', 'Termina el (cancelada por el cliente)', 'Próximo cobro'],
  ] as const)('%s: cancelled by the customer at period end, it shows when it ends (issue 30)', async (lng, heading, open, endsOn, next) => {
    const order = subscribed();
    order.subscription = { ...order.subscription!, cancel_at: '2026-01-11T15:30:00.000Z' };
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: server(order, []), lng });
    await userEvent.setup().click(await screen.findByRole('button', { name: open }));
    const section = await screen.findByRole('region', { name: heading });
    expect(within(section).getByText(endsOn)).toBeInTheDocument();
    expect(within(section).queryByText(next)).toBeNull();
    expect(section.querySelector('time')).toHaveAttribute('datetime', '2026-01-11T15:30:00.000Z');
  });

  it.each([
    ['en', 'Subscription: Weekly bread box', 'Weekly', 'Active', 'Open order #4', '$25.00'],
    // The order's own currency (USD) in the owner's language (issue 25).
    ['es', 'Suscripción: Weekly bread box', 'Semanal', 'Activa', 'Abrir el pedido n.º 4', '25,00 US$'],
  ] as const)('%s: state, frequency, next charge and card', async (lng, heading, weekly, active, open, amount) => {
    const posts: string[] = [];
    const { container } = renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: server(subscribed(), posts), lng });
    await userEvent.setup().click(await screen.findByRole('button', { name: open }));
    const section = await screen.findByRole('region', { name: heading });
    expect(within(section).getByText(weekly)).toBeInTheDocument();
    expect(within(section).getByText(active)).toBeInTheDocument();
    expect(within(section).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(section).getByText(amount)).toBeInTheDocument();
    expect(section.querySelector('time')).toHaveAttribute('datetime', '2026-01-11T15:30:00.000Z');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('Cancel subscription asks first; confirmed, it is canceled and the button goes', async () => {
    const user = userEvent.setup();
    const posts: string[] = [];
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: server(subscribed(), posts) });
    await user.click(await screen.findByRole('button', { name: 'Open order #4' }));
    const section = await screen.findByRole('region', { name: 'Subscription: Weekly bread box' });
    await user.click(within(section).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription “Weekly bread box”?' });
    expect(dialog).toHaveTextContent('No more renewals are charged to the customer.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(posts).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription canceled.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    const after = await screen.findByRole('region', { name: 'Subscription: Weekly bread box' });
    expect(await within(after).findByText('Canceled')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('an order without a subscription shows no subscription section', async () => {
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: server(sampleOrder(5), []) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open order #5' }));
    await screen.findByRole('region', { name: 'Customer feedback' });
    expect(screen.queryByRole('region', { name: /Subscription/ })).toBeNull();
  });
});
