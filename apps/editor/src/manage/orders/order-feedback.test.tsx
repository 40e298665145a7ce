// The order detail shows the customer's feedback (spec §2 order feedback): rating, comment and date, or none yet.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnerOrder } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { sampleOrder, summaryOf } from './orders-fixtures.js';
import { OrdersScreen } from './orders-screen.js';

const base = `/api/client/${CLIENT_ID}/owner-orders`;
const server = (orders: OwnerOrder[]) => ({
  [`GET ${base}`]: () => json({ orders: orders.map(summaryOf), next_cursor: null }),
  ...Object.fromEntries(orders.map((o) => [`GET ${base}/${o.id}`, () => json(o)])),
});

describe('order detail: the customer’s feedback', () => {
  it.each([
    ['en', 'Customer feedback', '4 out of 5', 'Left on'],
    ['es', 'Comentarios del cliente', '4 de 5', 'Enviados el'],
  ] as const)('%s: rating, comment and date as left', async (lng, heading, rating, leftOn) => {
    const order = sampleOrder(1, {
      feedback: { rating: 4, comment: 'Lovely mug,\nslow shipping', created_at: '2026-02-03T10:00:00.000Z' },
    });
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: server([order]), lng });
    await userEvent.setup().click(await screen.findByRole('button', { name: lng === 'en' ? 'Open order #1' : 'Abrir el pedido n.º 1' }));
    const section = await screen.findByRole('region', { name: heading });
    expect(section).toHaveTextContent(rating);
    expect(within(section).getByText(/Lovely mug/)).toHaveTextContent('Lovely mug, slow shipping');
    expect(within(section).getByText(new RegExp(leftOn)).closest('time')).toHaveAttribute('datetime', '2026-02-03T10:00:00.000Z');
  });

  it('says when there is none yet', async () => {
    renderWithEditor(<OrdersScreen clientId={CLIENT_ID} />, { api: server([sampleOrder(2)]) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open order #2' }));
    const section = await screen.findByRole('region', { name: 'Customer feedback' });
    expect(section).toHaveTextContent('The customer has not left feedback yet.');
  });
});
