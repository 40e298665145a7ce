// Issue 26, the customer's quote page and the success pages: an answer to a quote is confirmed (announced, in
// en and es); a request's lines say "To be priced", never $0.00; a payment names its document by its kind; and
// each success page shows only its own kind of order (another is §8 "Order not found").
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, publicOrder } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const uuid = '5d0e7a1c-9b2f-4c3d-8e4f-1a2b3c4d5e6f';
const line = { name: 'Garden design', description: 'Two visits', variant_label: '', image: null, quantity: 1 };
const quote = (over: Record<string, unknown> = {}) =>
  publicOrder(uuid, {
    order_number: '12',
    kind: 'quote',
    source: 'products',
    state: 'pending',
    fulfillment: 'unfulfilled',
    lines: [{ ...line, each_price: '100.00', total: '100.00' }],
    subtotal: '100.00',
    estimated_tax: '0.00',
    shipping: '0.00',
    total_before_tax: '100.00',
    total: '100.00',
    prior_payments: '0.00',
    total_outstanding: '100.00',
    due_date: '2030-01-31',
    terms: 'Net 30',
    rejection_reason: '',
    partial_invoices: [],
    ...over,
  });
const answer = (order: unknown, done: (path: string) => Response | null) => (path: string) =>
  done(path) ?? (path.endsWith(`/orders/${uuid}`) ? json(order) : null);

describe('an answer to a quote is confirmed (issue 26)', () => {
  it.each([
    ['en', 'bistro', 'Approve', 'You approved quote #12.'],
    ['es', 'salon', 'Aprobar', 'Has aprobado la cotización n.º 12.'],
  ] as const)('%s: Approve → the confirmation is announced and takes the focus', async (locale, sub, approve, confirmed) => {
    const user = userEvent.setup();
    renderSite(`/commerce/order/${uuid}`, {
      locale,
      sub,
      api: answer(quote(), (path) => (path.endsWith('/approve') ? json(quote({ state: 'approved' })) : null)),
    });
    await user.click(await screen.findByRole('button', { name: approve }));
    const status = await screen.findByRole('status');
    await within(status).findByText(confirmed);
    expect(status).toHaveFocus();
  });

  it.each([
    ['en', 'bistro', 'You rejected quote #12.'],
    ['es', 'salon', 'Has rechazado la cotización n.º 12.'],
  ] as const)('%s: Reject with a reason → the confirmation is announced', async (locale, sub, confirmed) => {
    const user = userEvent.setup();
    renderSite(`/commerce/order/${uuid}`, {
      locale,
      sub,
      api: answer(quote(), (path) => (path.endsWith('/reject') ? json(quote({ state: 'rejected', rejection_reason: 'Too late' })) : null)),
    });
    const reject = locale === 'en' ? 'Reject' : 'Rechazar';
    await user.click(await screen.findByRole('button', { name: reject }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: locale === 'en' ? /Reject/ : /Rechazar/ }));
    expect(await screen.findByText(confirmed)).toBeInTheDocument();
    expect(screen.getByText(confirmed).closest('[role="status"]')).not.toBeNull();
  });
});

describe('a quote request is "to be priced", not $0.00 (issue 26)', () => {
  it.each([
    ['en', 'bistro', 'To be priced', '$0.00'],
    ['es', 'salon', 'Por cotizar', '0,00'],
  ] as const)('%s', async (locale, sub, toBePriced, zero) => {
    const request = quote({
      state: 'requested',
      lines: [{ ...line, each_price: '0.00', total: '0.00' }],
      total: '0.00',
      subtotal: '0.00',
      total_outstanding: '0.00',
    });
    renderSite(`/commerce/order/${uuid}`, { locale, sub, api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(request) : null) });
    const table = await screen.findByRole('table');
    await within(table).findByText('Garden design');
    expect(within(table).getAllByText(toBePriced)).toHaveLength(2);
    expect(within(screen.getByRole('article')).queryByText(new RegExp(zero.replace('$', '\\$')))).toBeNull();
  });
});

describe('each success page names and shows only its own kind (issue 26)', () => {
  it.each([
    ['en', 'bistro', 'Thank you! Your payment for quote #12 has been received.', 'View the quote'],
    ['es', 'salon', '¡Gracias! Hemos recibido tu pago de la cotización n.º 12.', 'Ver la cotización'],
  ] as const)('%s: a partial payment of a quote names the quote', async (locale, sub, body, view) => {
    const paid = quote({ state: 'approved', prior_payments: '40.00', total_outstanding: '60.00' });
    renderSite(`/invoice-successful/${uuid}`, { locale, sub, api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(paid) : null) });
    expect(await screen.findByText(body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: view })).toHaveAttribute('href', `/commerce/order/${uuid}`);
  });

  it.each([
    ['/invoice-successful', publicOrder(uuid, { source: 'products' })],
    ['/services-success', publicOrder(uuid, { source: 'products' })],
    ['/services-success', quote({ kind: 'invoice' })],
    ['/order-successful', quote()],
    ['/order-successful', publicOrder(uuid, { source: 'services' })],
  ])('%s/{id} of another kind of order → "Order not found", nothing of the order listed', async (page, order) => {
    renderSite(`${page}/${uuid}`, { api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(order) : null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByText('Your services')).toBeNull();
    expect(screen.queryByText(/#1001|#12/)).toBeNull();
  });

  it('/services-success lists a services order under "Your services"', async () => {
    renderSite(`/services-success/${uuid}`, {
      api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(publicOrder(uuid, { source: 'services' })) : null),
    });
    expect(await screen.findByText('Your services')).toBeInTheDocument();
  });
});
