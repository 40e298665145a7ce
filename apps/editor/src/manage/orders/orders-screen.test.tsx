// The back office's Orders screen against a fake API that pages, searches and filters like the real one
// and applies the owner's actions.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { OwnerOrder } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { sampleOrder, sampleOrders, serverActions, summaryOf } from './orders-fixtures.js';
import { OrdersScreen } from './orders-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-orders`;

function ordersServer(orders: OwnerOrder[], pageSize = 50) {
  const handlers: Record<string, Handler> = {
    [`GET ${base}`]: (request) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status') ?? 'all';
      const q = (params.get('q') ?? '').toLowerCase().replace(/^#/, '');
      const cursor = params.get('cursor');
      const matches = orders
        .filter((o) => status === 'all' || o.state === status)
        .filter((o) => !q || o.order_number === q || [o.customer_name, o.email].some((f) => f.toLowerCase().includes(q)))
        .sort((a, b) => b.id - a.id)
        .filter((o) => cursor === null || o.id < Number(cursor));
      const page = matches.slice(0, pageSize);
      return json({ orders: page.map(summaryOf), next_cursor: matches.length > pageSize ? String(page.at(-1)!.id) : null });
    },
  };
  for (const o of orders) {
    // After an action the answer's allowed_actions follow the order's new state, as the server's do.
    const moved = () => json(Object.assign(o, { allowed_actions: serverActions(o) }));
    handlers[`GET ${base}/${o.id}`] = () => json(o);
    handlers[`POST ${base}/${o.id}/ship`] = async (request) => {
      const { note } = (await request.json()) as { note: string };
      Object.assign(o, { fulfillment: 'shipped', fulfillment_note: note });
      return moved();
    };
    handlers[`POST ${base}/${o.id}/refund`] = async (request) => {
      const { amount } = (await request.json()) as { amount?: string };
      const cents = amount === undefined ? Math.round(Number(o.refundable) * 100) : Math.round(Number(amount) * 100);
      const refunded = Math.round(Number(o.refunded) * 100) + cents;
      const paid = Math.round(Number(o.prior_payments) * 100);
      Object.assign(o, {
        refunded: (refunded / 100).toFixed(2),
        refundable: ((paid - refunded) / 100).toFixed(2),
        state: refunded === paid ? 'refunded' : o.state,
      });
      return moved();
    };
    handlers[`POST ${base}/${o.id}/cancel`] = () => {
      Object.assign(o, { state: 'canceled', refunded: o.prior_payments, refundable: '0.00' });
      return moved();
    };
  }
  return handlers;
}

const rows = () =>
  within(screen.getByRole('table', { name: /Orders|Pedidos/ }))
    .getAllByRole('row')
    .slice(1);

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Orders screen (the store’s orders, in the back office)', () => {
  it('lists the orders newest first with customer, e-mail, total and badges, in Spanish too', async () => {
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer(sampleOrders()), lng: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeInTheDocument();
    expect(await screen.findByText('Ana Ruiz')).toBeInTheDocument();
    expect(rows().map((r) => r.querySelector('th')?.textContent)).toEqual(['#3', '#2', '#1']);
    expect(rows()[0]).toHaveTextContent('ana@example.test');
    // The order's currency (USD) as a Spanish reader writes it (issue 25).
    expect(rows()[0]).toHaveTextContent('32,00 US$');
    expect(rows()[0]).toHaveTextContent('Pagado');
    expect(rows()[1]).toHaveTextContent('Pendiente de pago');
    expect(rows()[2]).toHaveTextContent('Enviado');
  });

  it('search and status go to the server; "Load more" follows the cursor; no match says so', async () => {
    const { api } = renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer(sampleOrders(), 2) });
    const user = userEvent.setup();
    await screen.findByText('Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Cleo Park')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ben{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    expect(await screen.findByText('No order matches this search.')).toBeInTheDocument();
    expect(api.calls(`GET ${base}`).map((r) => new URL(r.url).search)).toEqual([
      '?status=all&fulfillment=all',
      '?status=all&fulfillment=all&cursor=2',
      '?status=all&fulfillment=all&q=ben',
      '?status=refunded&fulfillment=all&q=ben',
    ]);
  });

  it('opens an order with its display fields, ships it with a note, and copies the customer link', async () => {
    const { api } = renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer(sampleOrders()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order #3' }));
    const view = await screen.findByRole('article', { name: 'Order #3' });
    expect(screen.getByRole('heading', { level: 2, name: 'Order #3' })).toHaveFocus();
    for (const text of [
      'Ceramic mug',
      'Blue',
      'Subtotal$25.00',
      'Estimated tax$2.00',
      'Shipping$5.00',
      'Total$32.00',
      'Visa •••• 4242',
      '12 Market St',
      'newsletter',
    ])
      expect(view).toHaveTextContent(text);
    await user.click(within(view).getByRole('button', { name: 'Mark shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order #3 shipped' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'UPS 1Z999');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Order marked shipped.')).toBeInTheDocument();
    expect(await api.calls(`POST ${base}/3/ship`)[0]!.json()).toEqual({ note: 'UPS 1Z999' });
    await waitFor(() => expect(view).toHaveTextContent('UPS 1Z999'));

    await user.click(within(view).getByRole('button', { name: 'Copy order link' }));
    expect(await screen.findByText('Order link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(sampleOrders()[0]!.order_link);
  });

  it('refunds part after a confirmation, refuses more than is left, and cancels with a confirmation', async () => {
    const { api } = renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer(sampleOrders()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order #3' }));
    const view = await screen.findByRole('article', { name: 'Order #3' });
    await user.click(within(view).getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order #3' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund/ });
    expect(amount).toHaveValue('32.00');
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('The refund cannot be more than what is left to refund.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Refund $10.50 to the customer’s card?');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$10.50 refunded.')).toBeInTheDocument();
    const refund = api.calls(`POST ${base}/3/refund`)[0]!;
    expect(await refund.json()).toEqual({ amount: '10.50' });
    expect(refund.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(view).toHaveTextContent('Refunded$10.50'));

    await user.click(within(view).getByRole('button', { name: 'Cancel order' }));
    const cancel = screen.getByRole('dialog', { name: 'Cancel order #3?' });
    expect(cancel).toHaveTextContent('The customer gets $21.50 back on their card');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order canceled.')).toBeInTheDocument();
    await waitFor(() => expect(within(view).queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(view).toHaveTextContent('Canceled');
  });

  it.each([
    [
      'en',
      'Open order #4',
      'Confirming payment',
      'Awaiting payment',
      /The payment service did not answer in time\..*never charged twice\./,
    ],
    [
      'es',
      'Abrir el pedido n.º 4',
      'Confirmando el pago',
      'Pendiente de pago',
      /El servicio de pagos no respondió a tiempo\..*nunca se le cobra dos veces\./,
    ],
  ] as const)(
    'an order whose payment is being confirmed with the gateway reads so, in the list and open, with why (%s)',
    async (lng, open, checking, awaiting, explained) => {
      const checked = sampleOrder(4, {
        customer_name: 'Dee Lima',
        state: 'awaiting_payment',
        payment_check: true,
        prior_payments: '0.00',
        refundable: '0.00',
        total_outstanding: '32.00',
        payments: [],
        payment_information: '',
      });
      renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer([checked, ...sampleOrders()]), lng });
      await screen.findByText('Dee Lima');
      // Newest first: #4 is being confirmed, #2 only awaits its payment.
      expect(rows()[0]).toHaveTextContent(checking);
      expect(rows()[0]).not.toHaveTextContent(awaiting);
      expect(rows()[2]).toHaveTextContent(awaiting);
      expect(rows()[2]).not.toHaveTextContent(checking);

      await userEvent.setup().click(screen.getByRole('button', { name: open }));
      const view = await screen.findByRole('article');
      expect(view).toHaveTextContent(checking);
      expect(view).toHaveTextContent(explained);
    },
  );

  it('an awaiting-payment order that is not being confirmed has no such sentence', async () => {
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer(sampleOrders()) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open order #2' }));
    const view = await screen.findByRole('article', { name: 'Order #2' });
    expect(view).toHaveTextContent('Awaiting payment');
    expect(view).not.toHaveTextContent('Confirming payment');
    expect(view).not.toHaveTextContent(/did not answer in time/);
  });

  it.each([
    ['en', 'Not placed yet', 'Open the order not placed yet', 'Order not placed yet', 'Cancel this order?'],
    ['es', 'Aún no realizado', 'Abrir el pedido aún no realizado', 'Pedido aún no realizado', '¿Cancelar este pedido?'],
  ] as const)(
    'an order whose payment is under way has no number yet (issue 26 item 4): it reads so, never "#" (%s)',
    async (lng, label, open, title, cancelTitle) => {
      const paying = sampleOrder(5, {
        order_number: null,
        customer_name: 'Eva Mar',
        state: 'awaiting_payment',
        prior_payments: '0.00',
        refundable: '0.00',
        total_outstanding: '32.00',
        payments: [],
        payment_information: '',
      });
      const { container } = renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, {
        api: ordersServer([paying, ...sampleOrders()]),
        lng,
      });
      await screen.findByText('Eva Mar');
      expect(within(rows()[0]!).getByRole('rowheader')).toHaveTextContent(new RegExp(`^${label}$`));
      expect(await axeViolations(container)).toEqual([]);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: open }));
      const view = await screen.findByRole('article', { name: title });
      expect(view).not.toHaveTextContent('#');
      await user.click(within(view).getByRole('button', { name: /Cancel order|Cancelar pedido/ }));
      expect(await screen.findByRole('dialog', { name: cancelTitle })).toBeInTheDocument();
    },
  );

  it('no orders yet; a list that cannot be loaded says so and Try again loads it', async () => {
    const empty = renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer([]) });
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    empty.unmount();
    let fail = true;
    const server = ordersServer(sampleOrders());
    const list = server[`GET ${base}`]!;
    server[`GET ${base}`] = (request) => (fail ? json({ error: { code: 'internal', message: 'x' } }, 500) : list(request));
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: server });
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Ruiz')).toBeInTheDocument();
  });

  it("shows only the actions the server's allowed_actions lists (issue 27: the screen decides none itself)", async () => {
    // A paid, unfulfilled order the server says can only be canceled: no fulfil, ship or refund button.
    const onlyCancel = sampleOrder(3, { allowed_actions: ['cancel'] });
    const { unmount } = renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer([onlyCancel]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order #3' }));
    const view = await screen.findByRole('article', { name: 'Order #3' });
    const actions = within(view).getByRole('group', { name: 'Actions' });
    const buttons = () =>
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent);
    // The receipt's PDF is no move of the order: a paid order has it (issue 31).
    expect(buttons()).toEqual(['Cancel order', 'Download receipt (PDF)', 'Copy order link']);
    unmount();
    // And an order it allows everything shows every action, in the table's order.
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer([sampleOrder(3)]) });
    await user.click(await screen.findByRole('button', { name: 'Open order #3' }));
    const all = within(await screen.findByRole('article', { name: 'Order #3' })).getByRole('group', { name: 'Actions' });
    expect(
      within(all)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark fulfilled', 'Mark shipped', 'Refund', 'Cancel order', 'Download receipt (PDF)', 'Copy order link']);
  });

  it.each([
    ['en', 'Open order #3', 'Cancel order', 'The order’s status is Refunded, so it can no longer be canceled. It shows as it is now.'],
    [
      'es',
      'Abrir el pedido n.º 3',
      'Cancelar pedido',
      'El estado del pedido es «Reembolsado», así que ya no se puede cancelar. Se muestra como está ahora.',
    ],
  ] as const)(
    'a move the order table refuses (409) says why in the owner’s language and shows the order as it is (%s)',
    async (lng, open, cancelLabel, said) => {
      const order = sampleOrder(3);
      const server = ordersServer([order]);
      server[`POST ${base}/3/cancel`] = () => {
        // Refunded meanwhile (another tab): the server refuses the cancel by its table.
        Object.assign(order, { state: 'refunded', refunded: '32.00', refundable: '0.00', allowed_actions: [] });
        return json(
          {
            error: { code: 'order_action_not_allowed', message: 'A refunded order cannot be canceled' },
            action: 'cancel',
            state: 'refunded',
          },
          409,
        );
      };
      renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: server, lng });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: open }));
      const view = await screen.findByRole('article');
      await user.click(within(view).getByRole('button', { name: cancelLabel }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: cancelLabel }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      await waitFor(() => expect(within(view).queryByRole('button', { name: cancelLabel })).toBeNull());
    },
  );

  it.each(['en', 'es'] as const)('has no axe violations on the list and an open order (%s)', async (lng) => {
    const { container } = renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: ordersServer(sampleOrders()), lng });
    await screen.findByText('Ana Ruiz');
    let violations: string[] = [];
    await act(async () => {
      violations = await axeViolations(container);
    });
    expect(violations).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: lng === 'en' ? 'Open order #3' : 'Abrir el pedido n.º 3' }));
    await screen.findByRole('article');
    await act(async () => {
      violations = await axeViolations(container);
    });
    expect(violations).toEqual([]);
  });
});
