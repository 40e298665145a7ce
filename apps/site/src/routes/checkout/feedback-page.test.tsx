// /commerce/order/{uuid}/feedback (spec §2 order feedback; §5 "Feedback comment … This information is
// required") against a fake API that stores one feedback per order like the real one.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const uuid = '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21';
const path = `/commerce/order/${uuid}/feedback`;
const order = (state = 'paid', fulfillment = 'shipped') => ({
  uuid,
  order_number: '1001',
  kind: 'order',
  state,
  fulfillment,
  dated: '2026-03-01T10:00:00.000Z',
  lines: [],
  subtotal: '10.00',
  discount: '0.00',
  total_before_tax: '10.00',
  estimated_tax: '0.00',
  shipping: '0.00',
  total: '10.00',
  prior_payments: '10.00',
  total_outstanding: '0.00',
  refunded: '0.00',
  note: '',
  currency: 'USD',
  payment_information: '',
  bill_to: {
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Ruiz',
    country: 'US',
    address1: '',
    city: '',
    state: '',
    postalCode: '',
    phone: '',
  },
  transactions: [],
});

function fakeApi(state = 'paid', fulfillment = 'shipped') {
  const posts: unknown[] = [];
  let stored: { rating: number; comment: string; created_at: string } | null = null;
  const api = (p: string, init: RequestInit | undefined) => {
    if (p.endsWith(`/orders/${uuid}`)) return json(order(state, fulfillment));
    if (!p.endsWith(`/orders/${uuid}/feedback`)) return null;
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { rating: number; comment: string };
      posts.push(body);
      if (stored) return json({ error: { code: 'feedback_exists', message: 'errors:orders.feedbackExists' } }, 409);
      stored = { ...body, created_at: '2026-03-02T12:00:00.000Z' };
      return json(stored, 201);
    }
    return json(stored ?? null);
  };
  return { api, posts, leave: (f: { rating: number; comment: string }) => (stored = { ...f, created_at: '2026-03-02T12:00:00.000Z' }) };
}

describe('order feedback page', () => {
  it('keyboard only: arrows choose the stars, an empty comment says §5 "This information is required", then thanks and read-only', async () => {
    const user = userEvent.setup();
    const fake = fakeApi();
    renderSite(path, { api: fake.api });
    expect(await screen.findByRole('heading', { level: 1, name: 'How did we do?' })).toBeInTheDocument();
    expect(screen.getByText('Tell us about your experience with order #1001.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: /Rating/ });
    expect(group).toBeInTheDocument();
    // From the link back to the order, Tab reaches the stars; arrows move the choice within the group.
    screen.getByRole('link', { name: 'Back to your order' }).focus();
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This information is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveFocus();
    expect(fake.posts).toEqual([]);
    await user.keyboard('Great <b>service</b>');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback!');
    expect(fake.posts).toEqual([{ rating: 4, comment: 'Great service' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Your feedback' })).toHaveFocus();
    expect(screen.getByText('4 out of 5')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('no star chosen: the rating error, announced', async () => {
    const user = userEvent.setup();
    renderSite(path, { api: fakeApi().api });
    await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars.')).toHaveAttribute('role', 'alert');
  });

  it('Spanish: feedback already left shows read-only', async () => {
    const fake = fakeApi();
    fake.leave({ rating: 2, comment: 'Llegó tarde' });
    renderSite(path, { api: fake.api, sub: 'salon', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tus comentarios' })).toBeInTheDocument();
    expect(screen.getByText('2 de 5')).toBeInTheDocument();
    expect(screen.getByText('Llegó tarde')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar comentarios' })).not.toBeInTheDocument();
  });

  it('a canceled order takes no feedback', async () => {
    renderSite(path, { api: fakeApi('canceled').api });
    expect(
      await screen.findByText('Feedback can be left once the order is paid, and not for a canceled, rejected or failed order.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('an order still awaiting its payment takes no feedback yet (issue 25)', async () => {
    renderSite(path, { api: fakeApi('awaiting_payment', 'unfulfilled').api });
    expect(
      await screen.findByText('Feedback can be left once the order is paid, and not for a canceled, rejected or failed order.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('the order page links to it', async () => {
    renderSite(`/commerce/order/${uuid}`, { api: fakeApi().api });
    expect(await screen.findByRole('link', { name: 'Leave feedback' })).toHaveAttribute('href', path);
  });

  it('issue 26: once feedback was left, the order page offers to see it, not to leave it again', async () => {
    const fake = fakeApi();
    fake.leave({ rating: 4, comment: 'Good' });
    renderSite(`/commerce/order/${uuid}`, { api: fake.api });
    expect(await screen.findByRole('link', { name: 'See your feedback' })).toHaveAttribute('href', path);
    expect(screen.queryByRole('link', { name: 'Leave feedback' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unpaid quote', 'pending', 'unfulfilled'],
    ['an approved quote with a deposit not yet paid', 'approved', 'unfulfilled'],
    ['an unpaid deposit (partial invoice)', 'awaiting_payment', 'unfulfilled'],
  ])('issue 26: %s offers no feedback on its page', async (_name, state, fulfillment) => {
    renderSite(`/commerce/order/${uuid}`, { api: fakeApi(state, fulfillment).api });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Leave feedback' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your feedback' })).not.toBeInTheDocument();
  });
});
