// The customer's quote page (issue 15; spec §3 display fields, §4 approve / reject with a reason, §5 "This
// information is required"; partial payments by commerce checkPartialPayment).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fixtures.js';
import { renderSite } from '../../testing/render-site.js';

const uuid = '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21';
const quote = (state = 'pending', extra: Record<string, unknown> = {}) => ({
  uuid,
  order_number: '12',
  kind: 'quote',
  state,
  fulfillment: 'unfulfilled',
  dated: '2026-03-01T10:00:00.000Z',
  lines: [
    {
      name: 'Garden design',
      description: 'Two visits',
      variant_label: '',
      image: null,
      quantity: 1,
      each_price: '100.00',
      total: '100.00',
    },
  ],
  subtotal: '100.00',
  discount: '0.00',
  total_before_tax: '100.00',
  estimated_tax: '0.00',
  shipping: '0.00',
  total: '100.00',
  prior_payments: '0.00',
  total_outstanding: '100.00',
  refunded: '0.00',
  note: '',
  currency: 'USD',
  payment_information: '',
  bill_to: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', country: '', address1: '', city: '', postalCode: '', phone: '' },
  transactions: [],
  due_date: '2030-01-31',
  terms: 'Net 30',
  rejection_reason: '',
  partial_invoices: [],
  ...extra,
});

describe('quote page (issue 15)', () => {
  it('§3: the quote’s title, line description, due date and terms; no shipping', async () => {
    renderSite(`/commerce/order/${uuid}`, { api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(quote()) : null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote #12' })).toBeInTheDocument();
    expect(screen.getByText('Two visits')).toBeInTheDocument();
    expect(screen.getByText('Due date')).toBeInTheDocument();
    expect(screen.getByText('Net 30')).toBeInTheDocument();
    expect(screen.queryByText('Shipping')).toBeNull();
  });

  it.each([
    ['en', 'The business is preparing your quote. Keep this page: the price appears here when it is ready.', 'Quote requested'],
    [
      'es',
      'El negocio está preparando tu cotización. Guarda esta página: el precio aparecerá aquí cuando esté lista.',
      'Cotización solicitada',
    ],
  ] as const)(
    'issue 15: a quote request not priced yet says it is being prepared; no answer, no payment, no totals (%s)',
    async (lng, text, state) => {
      const request = quote('requested', { total: '0.00', subtotal: '0.00', total_outstanding: '0.00' });
      renderSite(`/commerce/order/${uuid}`, {
        locale: lng,
        sub: lng === 'es' ? 'salon' : 'bistro',
        api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(request) : null),
      });
      expect(await screen.findByRole('status')).toHaveTextContent(text);
      expect(screen.getByText(state)).toBeInTheDocument();
      expect(screen.getByText('Garden design')).toBeInTheDocument();
      expect(within(screen.getByRole('article')).queryAllByRole('button')).toEqual([]);
      expect(screen.queryByText(lng === 'en' ? 'Total outstanding' : 'Saldo pendiente')).toBeNull();
    },
  );

  it('§4 Approve posts and the page shows Approved', async () => {
    const user = userEvent.setup();
    const posts: string[] = [];
    renderSite(`/commerce/order/${uuid}`, {
      api: (path) => {
        if (path.endsWith('/approve')) {
          posts.push(path);
          return json(quote('approved'));
        }
        return path.endsWith(`/orders/${uuid}`) ? json(quote()) : null;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('§5 Reject with an empty reason: "This information is required", nothing sent; with a reason it is sent', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderSite(`/commerce/order/${uuid}`, {
      api: (path, init) => {
        if (path.endsWith('/reject')) {
          bodies.push(JSON.parse(String(init?.body)));
          return json(quote('rejected', { rejection_reason: 'Over budget' }));
        }
        return path.endsWith(`/orders/${uuid}`) ? json(quote()) : null;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this quote' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    expect(await within(dialog).findByText('This information is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason for rejection/), 'Over budget');
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    expect(await screen.findByText('Over budget')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Over budget' }]);
  });

  it('a part above the outstanding, or 0, is refused with a clear message before any card', async () => {
    const user = userEvent.setup();
    renderSite(`/commerce/order/${uuid}`, { api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(quote('approved')) : null) });
    await user.click(await screen.findByRole('radio', { name: 'Part of it' }));
    await user.type(screen.getByLabelText(/Amount to pay/), '150');
    await user.click(screen.getByRole('button', { name: 'Continue to card details' }));
    expect(await screen.findByText('The amount is more than the total outstanding.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Amount to pay/));
    await user.type(screen.getByLabelText(/Amount to pay/), '0');
    await user.click(screen.getByRole('button', { name: 'Continue to card details' }));
    expect(await screen.findByText('Enter an amount greater than 0.')).toBeInTheDocument();
  });

  it('es: a part typed as Spain writes it (40,50) is taken; the card step says what is paid', async () => {
    const user = userEvent.setup();
    renderSite(`/commerce/order/${uuid}`, {
      locale: 'es',
      sub: 'salon',
      api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(quote('approved')) : null),
    });
    await user.click(await screen.findByRole('radio', { name: 'Una parte' }));
    await user.type(screen.getByLabelText(/Importe a pagar/), '40,50');
    expect(screen.getByLabelText(/Importe a pagar/)).toHaveValue('40,50');
    await user.click(screen.getByRole('button', { name: 'Continuar con los datos de la tarjeta' }));
    expect(await screen.findByRole('heading', { level: 3, name: /^Vas a pagar 40,50/ })).toBeInTheDocument();
  });

  it('a payment still being confirmed (503 payment_pending) says so; Pay again re-sends the same key and body, and its 201 shows Payment received', async () => {
    const user = userEvent.setup();
    const posted: { body: unknown; key: string | null }[] = [];
    const answers = [
      () => json({ error: { code: 'payment_pending', message: 'errors:orders.paymentPending' } }, 503),
      () =>
        json(
          { order_uuid: uuid, order_number: '12', transaction_id: 'sbx_3', amount: '100.00', next: 'success', client_secret: null },
          201,
        ),
    ];
    let paid = false;
    const { router } = renderSite(`/commerce/order/${uuid}`, {
      api: (path, init) => {
        if (path.endsWith(`/orders/${uuid}/payments`)) {
          posted.push({ body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') });
          const answer = answers.shift()!();
          paid = answer.status === 201;
          return answer;
        }
        if (/^\/api\/client\/\d+\/store$/.test(path))
          return json({
            tax_rate: '0',
            shipping_rate: '0.00',
            currency: 'USD',
            payment_countries: ['US'],
            gateway: 'sandbox',
            publishable_key: null,
          });
        if (path.endsWith(`/orders/${uuid}`))
          return json(paid ? quote('paid', { prior_payments: '100.00', total_outstanding: '0.00' }) : quote('approved'));
        return null;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue to card details' }));
    await user.type(await screen.findByRole('textbox', { name: /Cardholder name/ }), 'Ana Ruiz');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
    await user.click(screen.getByRole('button', { name: /^Pay \$100\.00$/ }));
    expect(await screen.findByText(/We could not confirm your payment yet\./)).toHaveTextContent(
      'We could not confirm your payment yet. Your order is saved and you will not be charged twice. Please try again in a moment.',
    );
    expect(router.state.location.pathname).toBe(`/commerce/order/${uuid}`);
    // Pay again re-sends this very attempt, so its amount stays.
    expect(screen.getByRole('button', { name: 'Change the amount' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^Pay \$100\.00$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/invoice-successful/${uuid}`);
    expect(posted).toHaveLength(2);
    expect(posted[0]?.key).toMatch(/^[\w-]{8,}$/);
    expect(posted[1]?.key).toBe(posted[0]?.key);
    expect(posted[1]?.body).toEqual(posted[0]?.body);
    expect(posted[0]?.body).toMatchObject({ amount: '100.00', payment: { method: 'card' } });
  });

  it('a rejected quote shows its reason and offers neither an answer nor a payment', async () => {
    renderSite(`/commerce/order/${uuid}`, {
      api: (path) => (path.endsWith(`/orders/${uuid}`) ? json(quote('rejected', { rejection_reason: 'Too late' })) : null),
    });
    expect(await screen.findByText('Too late')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to card details' })).toBeNull();
  });
});
