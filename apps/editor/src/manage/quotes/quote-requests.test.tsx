// A customer's quote request in the back office (issue 15: "a requires-quote service becomes a quote the
// owner prices in /manage"), against the fake API: found under its own status, opened without a customer
// link yet, priced in the quote form pre-filled with its lines, refused at a total of 0, then sent (PUT the
// lines, POST …/send) and shown pending with "Copy customer link"; axe on each view, en and es.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { quotesBase, quotesServer, sampleQuotes, sampleRequest } from './quotes-fixtures.js';
import { QuotesScreen } from './quotes-screen.js';

const withRequest = () => [...sampleQuotes(), sampleRequest(4)];

async function expectNoAxeViolations(container: HTMLElement) {
  let ids: string[] = [];
  await act(async () => {
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    ids = result.violations.map((v) => v.id);
  });
  expect(ids).toEqual([]);
}

describe('Quote requests (back office)', () => {
  it('finds requests under their status; one opens without a link, with "Price and send quote"', async () => {
    const { api, container } = renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(withRequest()) });
    const user = userEvent.setup();
    await screen.findByText('Bo Chen');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Quote request');
    await waitFor(() => expect(screen.queryByText('Bo Chen')).toBeNull());
    expect(api.calls(`GET ${quotesBase}`).map((r) => new URL(r.url).searchParams.get('status'))).toContain('requested');
    const row = screen.getByRole('row', { name: /Lía Gómez/ });
    expect(row).toHaveTextContent('Quote request');
    await user.click(within(row).getByRole('button', { name: 'Open Quote #4' }));
    const view = await screen.findByRole('article', { name: 'Quote #4' });
    expect(view).toHaveTextContent('The customer asked for this quote.');
    expect(within(view).queryByRole('button', { name: 'Copy customer link' })).toBeNull();
    expect(within(view).getByRole('button', { name: 'Decline request' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('prices a request in the pre-filled form, refuses to send it at 0, then sends it and offers the link', async () => {
    const { api, container } = renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(withRequest()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Quote #4' }));
    await user.click(await screen.findByRole('button', { name: 'Price and send quote' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Price quote request #4' })).toHaveFocus();
    expect(screen.getByText(/Lía Gómez/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    const line1 = screen.getByRole('group', { name: /Line 1/ });
    expect(within(line1).getByRole('textbox', { name: /^Name/ })).toHaveValue('Catering');
    expect(within(line1).getByRole('textbox', { name: /Unit price/ })).toHaveValue('0.00');

    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findAllByText('Price the quote before sending it: its total cannot be 0.')).not.toHaveLength(0);
    expect(api.calls(`PUT ${quotesBase}/4`)).toHaveLength(0);
    await expectNoAxeViolations(container);

    const price = within(line1).getByRole('textbox', { name: /Unit price/ });
    await user.clear(price);
    await user.type(price, '45');
    const quantity = within(line1).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.click(screen.getByRole('button', { name: 'Add a free-text line' }));
    const line2 = screen.getByRole('group', { name: /Line 2/ });
    await user.type(within(line2).getByRole('textbox', { name: /^Name/ }), 'Staff on site');
    await user.type(within(line2).getByRole('textbox', { name: /Unit price/ }), '200');
    // 1800 + 200 = 2000; tax 10% = 200; total 2200.
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Total$2,200.00');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await screen.findByText('Quote #4 sent. Copy the customer link and send it to them.')).toBeInTheDocument();
    const view = await screen.findByRole('article', { name: 'Quote #4' });
    await waitFor(() => expect(view).toHaveTextContent('Pending'));
    expect(within(view).getByRole('button', { name: 'Copy customer link' })).toBeInTheDocument();
    expect(await api.calls(`PUT ${quotesBase}/4`)[0]!.json()).toMatchObject({
      kind: 'quote',
      email: 'lia@example.test',
      lines: [
        { source: 'service', service_id: 7, name: 'Catering', unit_price: '45', quantity: 40 },
        { source: 'text', name: 'Staff on site', unit_price: '200', quantity: 1 },
      ],
    });
    expect(api.calls(`POST ${quotesBase}/4/send`)).toHaveLength(1);
  });

  it('saves a price without sending it, in Spanish', async () => {
    const { api } = renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(withRequest()), lng: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Abrir Cotización #4' }));
    await user.click(await screen.findByRole('button', { name: 'Poner precio y enviar' }));
    const price = within(screen.getByRole('group', { name: /Línea 1/ })).getByRole('textbox', { name: /Precio unitario/ });
    await user.clear(price);
    await user.type(price, '99');
    await user.click(screen.getByRole('button', { name: 'Guardar sin enviar' }));
    expect(await screen.findByText('Solicitud de cotización #4 guardada; todavía no se ha enviado.')).toBeInTheDocument();
    expect(api.calls(`POST ${quotesBase}/4/send`)).toHaveLength(0);
    const view = await screen.findByRole('article', { name: 'Cotización #4' });
    expect(view).toHaveTextContent('Solicitud de cotización');
  });

  it.each([
    ['en', 'Open Quote #4', 'To be priced', '$0.00', 'Quote #4'],
    ['es', 'Abrir Cotización #4', 'Por cotizar', '0,00', 'Cotización #4'],
  ] as const)(
    'issue 26: a request not priced yet reads "to be priced" in the list and the view, never 0.00 (%s)',
    async (lng, open, toBePriced, zero, title) => {
      renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(withRequest()), lng });
      const user = userEvent.setup();
      const button = await screen.findByRole('button', { name: open });
      const row = button.closest('tr')!;
      expect(within(row).getAllByText(toBePriced)).toHaveLength(2);
      expect(row.textContent).not.toContain(zero);
      await user.click(button);
      const view = await screen.findByRole('article', { name: title });
      expect(within(view).getAllByText(toBePriced).length).toBeGreaterThan(2);
      expect(view.textContent).not.toContain(zero);
    },
  );
});
