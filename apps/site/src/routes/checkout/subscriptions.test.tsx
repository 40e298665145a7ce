// Issue 15 on the customer's order page: "subscriptions with their frequency" (spec §3), the card update and
// /subscription-payment-update-successful (spec §2), in en and es.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, publicOrder } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const uuid = '1c9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21';
const subUuid = '2d9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d22';
const subscription = (state = 'active', extra: Record<string, unknown> = {}) => ({
  uuid: subUuid,
  name: 'Weekly bread box',
  amount: '25.00',
  recurrence: 'weekly',
  state,
  next_charge_at: '2030-03-08T10:00:00.000Z',
  card_brand: 'Visa',
  card_last4: '4242',
  ...extra,
});
const order = (sub = subscription()) =>
  publicOrder(uuid, {
    order_number: '7',
    fulfillment: 'unfulfilled',
    lines: [
      {
        name: 'Weekly bread box',
        description: '',
        variant_label: '',
        image: null,
        quantity: 1,
        each_price: '25.00',
        total: '25.00',
        recurrence: 'weekly',
      },
    ],
    subtotal: '25.00',
    total_before_tax: '25.00',
    estimated_tax: '0.00',
    shipping: '0.00',
    total: '25.00',
    prior_payments: '25.00',
    subscriptions: [sub],
  });
const answer = (sub = subscription()) => ({ subscription: sub, order_uuid: uuid, currency: 'USD' });

describe('order page subscriptions (issue 15)', () => {
  it.each([
    ['en', 'Subscriptions', 'Weekly', 'Active', 'Every week', 'Update card', 'USD', '$25.00'],
    // The salon's order was charged in euros: its page shows them as Spanish write them.
    ['es', 'Suscripciones', 'Semanal', 'Activa', 'Cada semana', 'Cambiar tarjeta', 'EUR', '25,00 €'],
  ] as const)(
    '§3 each subscription with its frequency, state, next charge and card (%s)',
    async (lng, title, weekly, active, every, update, currency, amount) => {
      renderSite(`/commerce/order/${uuid}`, {
        locale: lng,
        sub: lng === 'es' ? 'salon' : 'bistro',
        api: (path) => (path.endsWith(`/orders/${uuid}`) ? json({ ...order(), currency }) : null),
      });
      const section = (await screen.findByRole('heading', { level: 2, name: title })).closest('section')!;
      const item = within(section).getByRole('listitem');
      expect(within(item).getByRole('heading', { name: 'Weekly bread box' })).toBeInTheDocument();
      expect(within(item).getByText(weekly)).toBeInTheDocument();
      expect(within(item).getByText(active)).toBeInTheDocument();
      expect(within(item).getByText('Visa •••• 4242')).toBeInTheDocument();
      expect(within(item).getByText(amount)).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: update })).toBeInTheDocument();
      // The line of the subscription service says how often it renews.
      expect(screen.getByRole('table')).toHaveTextContent(every);
    },
  );

  it('a canceled subscription offers no card update and says there are no more charges', async () => {
    const canceled = subscription('canceled', { next_charge_at: null });
    renderSite(`/commerce/order/${uuid}`, { api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(order(canceled)) : null) });
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(screen.getByText('No more charges')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();
  });

  it('Update card → the card form → saved → the success page with the new card and next charge', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { router } = renderSite(`/commerce/order/${uuid}`, {
      api: (path, init) => {
        if (path.endsWith(`/subscriptions/${subUuid}/payment-method`)) {
          bodies.push(JSON.parse(String(init?.body)));
          return json(answer(subscription('active', { card_brand: 'Visa', card_last4: '5556' })));
        }
        if (path.endsWith(`/subscriptions/${subUuid}`)) return json(answer(subscription('active', { card_last4: '5556' })));
        return path.endsWith(`/orders/${uuid}`) ? json(order()) : null;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Update card' }));
    await user.type(await screen.findByLabelText(/Name on card|Cardholder/i), 'Ana Ruiz');
    await user.type(screen.getByLabelText(/Card number/i), '4000056655665556');
    await user.type(screen.getByLabelText(/Expir/i), '12/40');
    await user.type(screen.getByLabelText(/CVV|CVC|Security/i), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment method updated' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscription-payment-update-successful');
    expect(router.state.location.search).toBe(`?subscription=${subUuid}`);
    expect(screen.getByText('Visa •••• 5556')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', `/commerce/order/${uuid}`);
    expect(bodies).toEqual([{ payment: { method: 'card', card: expect.objectContaining({ cardNumber: '4000056655665556' }) } }]);
  });

  it('past due: the button pays the overdue amount; a decline is said and the page stays', async () => {
    const user = userEvent.setup();
    renderSite(`/commerce/order/${uuid}`, {
      api: (path) => {
        if (path.endsWith('/payment-method'))
          return json({ error: { code: 'payment_declined', message: 'errors:orders.paymentFailed' }, decline: 'declined' }, 402);
        return path.endsWith(`/orders/${uuid}`) ? json(order(subscription('past_due'))) : null;
      },
    });
    expect(await screen.findByText('Payment overdue')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update card' }));
    expect(await screen.findByText(/The last renewal could not be charged/)).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Name on card|Cardholder/i), 'Ana Ruiz');
    await user.type(screen.getByLabelText(/Card number/i), '4000000000000002');
    await user.type(screen.getByLabelText(/Expir/i), '12/40');
    await user.type(screen.getByLabelText(/CVV|CVC|Security/i), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $25.00 and save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment could not be processed');
  });

  it('the success page without a known subscription says it is not found', async () => {
    renderSite('/subscription-payment-update-successful?subscription=nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription not found' })).toBeInTheDocument();
  });
});
