// The products checkout (/shipping-information) against a fake store API: a payment whose outcome the
// gateway has not confirmed yet (issue 32: 503 payment_pending) keeps the visitor on the payment step with a
// message, and Pay again re-sends the very same attempt (Idempotency-Key and body), which resumes the order.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, publicOrder } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const ORDER_UUID = '3c1f0a2b-7d4e-4a5b-9c6d-8e7f6a5b4c3d';
const TOTALS = { subtotal: '20.00', discount: '0.00', total_before_tax: '20.00', estimated_tax: '0.00', shipping: '5.00', total: '25.00' };

interface Posted {
  body: unknown;
  idempotencyKey: string | null;
}

/** The store API of the checkout: store settings, the cart check and a checkout answering from `answers` in turn. */
function checkoutApi(answers: (() => Response)[]) {
  const posted: Posted[] = [];
  const handler = (path: string, init: RequestInit | undefined) => {
    if (/^\/api\/client\/\d+\/store$/.test(path))
      return json({
        tax_rate: '0',
        shipping_rate: '5.00',
        currency: 'USD',
        payment_countries: ['US'],
        gateway: 'sandbox',
        publishable_key: null,
      });
    if (/^\/api\/client\/\d+\/cart\/check$/.test(path)) {
      const { lines } = JSON.parse(String(init?.body)) as { lines: { product_id: number; variant_id: number | null; quantity: number }[] };
      return json({
        lines: lines.map((l) => ({ ...l, key: `${l.product_id}:${l.variant_id ?? ''}`, unit_price: '10.00', available: 5, problem: null })),
        totals: TOTALS,
      });
    }
    if (/^\/api\/client\/\d+\/checkout$/.test(path)) {
      posted.push({ body: JSON.parse(String(init?.body)), idempotencyKey: new Headers(init?.headers).get('Idempotency-Key') });
      return answers.shift()?.() ?? json({ error: { code: 'down' } }, 500);
    }
    if (path.endsWith(`/orders/${ORDER_UUID}`)) return json(publicOrder(ORDER_UUID, { order_number: '1042' }));
    return null;
  };
  return { handler, posted };
}

const paymentPending = () => json({ error: { code: 'payment_pending', message: 'errors:orders.paymentPending' } }, 503);
const placed = () =>
  json(
    { order_uuid: ORDER_UUID, order_number: '1042', transaction_id: 'sbx_7', next: 'success', client_secret: null, totals: TOTALS },
    201,
  );

const cartLines = () => JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}') as { lines: unknown[] };

function storeCart() {
  localStorage.setItem(
    'cart',
    JSON.stringify({
      lines: [
        {
          productId: 1,
          variantId: 11,
          slug: 'harbor-lane-apron',
          name: 'Harbor Lane apron',
          sku: 'AP',
          variantLabels: ['Navy'],
          image: null,
          unitPrice: '10.00',
          quantity: 2,
          availableQuantity: 3,
        },
      ],
    }),
  );
}

const TEXTS = {
  en: {
    pending: 'We could not confirm your payment yet. Your order is saved and you will not be charged twice. Please try again in a moment.',
    email: /E-mail/,
    firstName: /First name/,
    lastName: /Last name/,
    country: /Country/,
    address: /^Address/,
    city: /City/,
    state: /State/,
    postalCode: /Postal code/,
    phone: /Phone/,
    continue: 'Continue to payment',
    holder: /Cardholder name/,
    number: /Card number/,
    expiry: /Expiry date/,
    cvv: /CVV/,
    pay: /^Pay \$25\.00$/,
    done: 'Thank you for your order!',
  },
} as const;

async function fillAndPay(user: ReturnType<typeof userEvent.setup>) {
  const t = TEXTS.en;
  await user.type(await screen.findByRole('textbox', { name: t.email }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: t.firstName }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: t.lastName }), 'Ruiz');
  await user.selectOptions(screen.getByRole('combobox', { name: t.country }), 'US');
  await user.type(screen.getByRole('textbox', { name: t.address }), '1 Main St');
  await user.type(screen.getByRole('textbox', { name: t.city }), 'Boston');
  await user.selectOptions(screen.getByRole('combobox', { name: t.state }), 'MA');
  await user.type(screen.getByRole('textbox', { name: t.postalCode }), '02110');
  await user.type(screen.getByRole('textbox', { name: t.phone }), '6175550142');
  await user.click(screen.getByRole('button', { name: t.continue }));
  await user.type(await screen.findByRole('textbox', { name: t.holder }), 'Ana Ruiz');
  await user.type(screen.getByRole('textbox', { name: t.number }), '4242424242424242');
  await user.type(screen.getByRole('textbox', { name: t.expiry }), '12/30');
  await user.type(screen.getByRole('textbox', { name: t.cvv }), '123');
  await user.click(await screen.findByRole('button', { name: t.pay }));
}

afterEach(() => localStorage.clear());

describe('products checkout: a payment still being confirmed (issue 32)', () => {
  it('503 payment_pending says so and keeps the cart; Pay again re-sends the same key and body, and its 201 goes to order-successful', async () => {
    const user = userEvent.setup();
    storeCart();
    const api = checkoutApi([paymentPending, placed]);
    const { router } = renderSite('/shipping-information', { api: api.handler });
    await fillAndPay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.en.pending);
    expect(router.state.location.pathname).toBe('/shipping-information');
    expect(cartLines().lines).toHaveLength(1);
    expect(api.posted).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: TEXTS.en.pay }));
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.en.done })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/order-successful/${ORDER_UUID}`);
    expect(api.posted).toHaveLength(2);
    expect(api.posted[0]?.idempotencyKey).toMatch(/^[\w-]{8,}$/);
    expect(api.posted[1]?.idempotencyKey).toBe(api.posted[0]?.idempotencyKey);
    expect(api.posted[1]?.body).toEqual(api.posted[0]?.body);
    expect(api.posted[0]?.body).toMatchObject({ lines: [{ product_id: 1, variant_id: 11, quantity: 2 }], payment: { method: 'card' } });
    expect(cartLines().lines).toEqual([]);
  });

  it('once the retry is answered (402 declined), the next attempt takes a new key', async () => {
    const user = userEvent.setup();
    storeCart();
    const declined = () => json({ error: { code: 'payment_declined', message: 'errors:orders.paymentFailed' }, decline: 'declined' }, 402);
    const api = checkoutApi([paymentPending, declined, placed]);
    const { router } = renderSite('/shipping-information', { api: api.handler });
    await fillAndPay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.en.pending);
    await user.click(screen.getByRole('button', { name: TEXTS.en.pay }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment could not be processed. No charge was made.');
    await user.click(screen.getByRole('button', { name: TEXTS.en.pay }));
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.en.done })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/order-successful/${ORDER_UUID}`);
    const keys = api.posted.map((p) => p.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
