import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, publicOrder } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';
import { BREAD, CATERING, ORDER_UUID, TASTING, cartLine, placed, servicesApi } from './services-test-api.js';

const storeCart = (...lines: ReturnType<typeof cartLine>[]) => localStorage.setItem('services_cart', JSON.stringify({ lines }));
const stored = () => (JSON.parse(localStorage.getItem('services_cart') ?? '{"lines":[]}') as { lines: { serviceId: number }[] }).lines;

const TASTING_LINE = { name: "Chef's table tasting", variant_label: '', image: null, quantity: 2, each_price: '85.00', total: '170.00' };
const order = (over: Record<string, unknown> = {}) =>
  publicOrder(ORDER_UUID, { order_number: '1042', source: 'services', lines: [TASTING_LINE], ...over });

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Ruiz');
  await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'US');
  await user.type(screen.getByRole('textbox', { name: /^Address/ }), '1 Main St');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Boston');
  await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'MA');
  await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '02110');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '6175550142');
}

afterEach(() => localStorage.clear());

describe('the services store (issue 15; spec §2 services-store, service, services-cart, finalize, success)', () => {
  it('/services-store: prices, "Price on request", "Every week"; a subscription after a one-time service is refused with the §5 message', async () => {
    const user = userEvent.setup();
    renderSite('/services-store', { api: servicesApi().handler });
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(within(list).getByRole('link', { name: "Chef's table tasting" })).toHaveAttribute('href', '/service/chefs-table-tasting');
    expect(list).toHaveTextContent('$85.00');
    expect(list).toHaveTextContent('$18.00 Every week');
    expect(list).toHaveTextContent('Price on request');
    await user.click(screen.getByRole('button', { name: "Add to cart: Chef's table tasting" }));
    expect(await screen.findByText('Added to your services cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Weekly bread box' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One-time services and a subscription cannot be combined in one order.');
    await waitFor(() => expect(stored().map((l) => l.serviceId)).toEqual([TASTING.id]));
    expect(screen.getByRole('link', { name: 'Services cart, 1 service' })).toHaveAttribute('href', '/services-cart');
  });

  it('/service/{slug}: detail with Add to cart and a Book link when bookable; /store/service goes back to /store', async () => {
    const { router } = renderSite('/service/chefs-table-tasting', { api: servicesApi().handler });
    expect(await screen.findByRole('heading', { level: 1, name: "Chef's table tasting" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Book Chef's table tasting" })).toHaveAttribute('href', '/appointment');
    expect(screen.getByRole('button', { name: "Add to cart: Chef's table tasting" })).toBeInTheDocument();
    await router.navigate('/store/service/weekly-bread-box');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly bread box' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Book/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the services' })).toHaveAttribute('href', '/store');
  });

  it('/store: Products and Services tabs; the Services tab lists the services', async () => {
    const user = userEvent.setup();
    renderSite('/store', { api: servicesApi().handler });
    const tab = await screen.findByRole('tab', { name: 'Services' });
    await user.click(tab);
    const panel = screen.getByRole('tabpanel', { name: 'Services' });
    expect(await within(panel).findByRole('link', { name: 'Weekly bread box' })).toHaveAttribute('href', '/store/service/weekly-bread-box');
  });

  it('/services-cart empty: Continue says "select one or more services"', async () => {
    const user = userEvent.setup();
    renderSite('/services-cart', { api: servicesApi().handler });
    expect(await screen.findByText('Your services cart is empty.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select one or more services.');
  });

  it("/services-cart: the server's rule violations show as alerts and block Continue; a subscription stays 1", async () => {
    storeCart(cartLine(TASTING), cartLine(BREAD));
    renderSite('/services-cart', { api: servicesApi().handler });
    expect(await screen.findByRole('alert')).toHaveTextContent('One-time services and a subscription cannot be combined in one order.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Weekly bread box' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Your services' })).toHaveTextContent('Every week');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Weekly bread box' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(await screen.findByText('$85.00', { selector: '.site-cart__total--total dd *' })).toBeInTheDocument();
  });

  it('/services-finalize, quote request: no card step; the request posts with payment null and an Idempotency-Key', async () => {
    const user = userEvent.setup();
    storeCart(cartLine(CATERING));
    const api = servicesApi({ checkout: () => placed('quote'), order: order({ kind: 'quote', state: 'requested' }) });
    const { router } = renderSite('/services-finalize', { api: api.handler });
    expect(await screen.findByText(/This is a quote request/)).toBeInTheDocument();
    await fillDetails(user);
    await user.type(screen.getByRole('textbox', { name: /Anything we should know/ }), 'Wedding for 80 on 12 June');
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote requested' })).toBeInTheDocument();
    expect(screen.getByText(/will price request #1042/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/services-success/${ORDER_UUID}`);
    expect(api.posted).toHaveLength(1);
    expect(api.posted[0]?.idempotencyKey).toMatch(/^[\w-]{8,}$/);
    expect(api.posted[0]?.body).toMatchObject({
      lines: [{ service_id: CATERING.id, quantity: 1 }],
      payment: null,
      note: 'Wedding for 80 on 12 June',
    });
    expect(stored()).toEqual([]);
  });

  it("/services-finalize, one-time: details then the card; the server's 409 order_rule message is shown", async () => {
    const user = userEvent.setup();
    storeCart(cartLine(TASTING));
    const rule = json(
      {
        error: { code: 'order_rule', message: 'errors:orders.noMixing' },
        violations: [{ code: 'subscription-mixed-with-one-time', line_keys: ['1', '5'] }],
      },
      409,
    );
    const api = servicesApi({ checkout: () => rule });
    renderSite('/services-finalize', { api: api.handler });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('Service address')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Cardholder name/ }), 'Ana Ruiz');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
    await user.click(screen.getByRole('button', { name: /^Pay \$85\.00$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One-time services and a subscription cannot be combined in one order.');
    expect(api.posted[0]?.body).toMatchObject({ payment: { method: 'card' }, customer: { email: 'ana@example.com', state: 'MA' } });
    expect(stored()).toHaveLength(1);
  });

  it('/services-finalize: a payment still being confirmed (503 payment_pending) says so; Pay again re-sends the same key and body, and its 201 goes to success', async () => {
    const user = userEvent.setup();
    storeCart(cartLine(TASTING));
    const pending = () => json({ error: { code: 'payment_pending', message: 'errors:orders.paymentPending' } }, 503);
    const answers = [pending, () => placed()];
    const api = servicesApi({ checkout: () => answers.shift()!(), order: order() });
    const { router } = renderSite('/services-finalize', { api: api.handler });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.type(await screen.findByRole('textbox', { name: /Cardholder name/ }), 'Ana Ruiz');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
    await user.click(screen.getByRole('button', { name: /^Pay \$85\.00$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm your payment yet. Your order is saved and you will not be charged twice. Please try again in a moment.',
    );
    expect(router.state.location.pathname).toBe('/services-finalize');
    expect(stored()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Pay \$85\.00$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/services-success/${ORDER_UUID}`);
    expect(api.posted).toHaveLength(2);
    expect(api.posted[0]?.idempotencyKey).toMatch(/^[\w-]{8,}$/);
    expect(api.posted[1]?.idempotencyKey).toBe(api.posted[0]?.idempotencyKey);
    expect(api.posted[1]?.body).toEqual(api.posted[0]?.body);
    expect(stored()).toEqual([]);
  });

  it('/services-success: one-time lines; a subscription its frequency; Spanish on the salon', async () => {
    const { unmount } = renderSite(`/services-success/${ORDER_UUID}`, { api: servicesApi({ order: order() }).handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText('Your order #1042 has been placed.')).toBeInTheDocument();
    expect(screen.getByText("Chef's table tasting × 2")).toBeInTheDocument();
    unmount();
    const subscription = order({
      lines: [
        {
          name: 'Bono mensual de peinado',
          variant_label: '',
          image: null,
          quantity: 1,
          each_price: '39.00',
          total: '39.00',
          recurrence: 'monthly',
        },
      ],
    });
    renderSite(`/services-success/${ORDER_UUID}`, { sub: 'salon', locale: 'es', api: servicesApi({ order: subscription }).handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu suscripción ha comenzado' })).toBeInTheDocument();
    expect(screen.getByText('Mensual')).toBeInTheDocument();
  });

  it('a services payment confirmed at payment_validation (?cart=services) empties the services cart, not the products cart', async () => {
    storeCart(cartLine(TASTING));
    localStorage.setItem(
      'cart',
      JSON.stringify({ lines: [{ productId: 4, variantId: null, name: 'Knife', unitPrice: '24.00', quantity: 1, availableQuantity: 2 }] }),
    );
    const validation = { outcome: 'succeeded', order_uuid: ORDER_UUID, amount: '85.00', client_secret: null };
    renderSite(`/commerce/order/${ORDER_UUID}/payment_validation/sbx_1?cart=services`, {
      api: (path) => (path.endsWith('/payment-validation/sbx_1') ? json(validation) : null),
    });
    expect(await screen.findByText('Your payment has been confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('services_cart')).toBeNull());
    expect(localStorage.getItem('cart')).not.toBeNull();
  });
});
