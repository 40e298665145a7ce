// Issue 31: the Orders screen's "Download receipt (PDF)" on a paid order, fetched with the owner's token and
// saved under the server's file name; none on an order still awaiting payment.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { sampleOrder, summaryOf } from './orders-fixtures.js';
import { OrdersScreen } from './orders-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-orders`;

describe('the order’s PDF receipt in the back office (issue 31)', () => {
  it('a paid order: the button fetches receipt.pdf with the bearer token and saves it as receipt-<number>.pdf', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const order = sampleOrder(7);
    const { api } = renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, {
      api: {
        [`GET ${base}`]: () => json({ orders: [summaryOf(order)], next_cursor: null }),
        [`GET ${base}/7`]: () => json(order),
        [`GET ${base}/7/receipt.pdf`]: () =>
          new Response('%PDF-1.3', {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="receipt-7.pdf"' },
          }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order #7' }));
    const view = await screen.findByRole('article', { name: 'Order #7' });
    await user.click(within(view).getByRole('button', { name: 'Download receipt (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['receipt-7.pdf']));
    const [request] = api.calls(`GET ${base}/7/receipt.pdf`);
    expect(request!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('an order awaiting payment has no receipt yet: no button', async () => {
    const order = sampleOrder(8, { state: 'awaiting_payment', prior_payments: '0.00', allowed_actions: [] });
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, {
      api: { [`GET ${base}`]: () => json({ orders: [summaryOf(order)], next_cursor: null }), [`GET ${base}/8`]: () => json(order) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open order #8' }));
    const view = await screen.findByRole('article', { name: 'Order #8' });
    expect(within(view).queryByRole('button', { name: /PDF/ })).toBeNull();
  });
});
