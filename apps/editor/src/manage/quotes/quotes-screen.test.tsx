// The back office's Quotes & invoices screen against a fake API: the list with its filters, writing a quote
// with a service line and a free-text line (totals by commerce computeTotals), recording an offline payment,
// copying the customer link (and the visible fallback when the clipboard refuses), voiding, and axe.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { quotesBase, quotesServer, sampleQuotes } from './quotes-fixtures.js';
import { QuotesScreen } from './quotes-screen.js';

const rows = () =>
  within(screen.getByRole('table', { name: /Quotes and invoices|Cotizaciones y facturas/ }))
    .getAllByRole('row')
    .slice(1);

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Quotes & invoices screen (back office)', () => {
  it('lists quotes and invoices newest first with kind, balance and status; filters go to the server; Spanish too', async () => {
    const { api } = renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(sampleQuotes()), lng: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cotizaciones y facturas' })).toBeInTheDocument();
    expect(await screen.findByText('Bo Chen')).toBeInTheDocument();
    expect(rows().map((r) => r.querySelector('th')?.textContent)).toEqual(['#3', '#2', '#1']);
    expect(rows()[0]).toHaveTextContent('Factura');
    expect(rows()[0]).toHaveTextContent('100,00 US$');
    expect(rows()[0]).toHaveTextContent('Aprobada');
    expect(rows()[1]).toHaveTextContent('Rechazada');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'invoice');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.calls(`GET ${quotesBase}`).map((r) => new URL(r.url).search)).toEqual(['?kind=all&status=all', '?kind=invoice&status=all']);
  });

  it('writes a quote with a service line and a free-text line, shows the totals, and opens it', async () => {
    const { api } = renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(sampleQuotes()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New quote or invoice' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New quote or invoice' })).toHaveFocus();
    // An empty form says what is missing, next to each field.
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Add at least one line.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'lia@example.test');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Lía Gómez');
    await user.click(screen.getByRole('button', { name: 'Add a service' }));
    const service = await screen.findByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(service).toHaveFocus());
    await user.selectOptions(service, 'Catering');
    const line1 = screen.getByRole('group', { name: /Line 1/ });
    expect(within(line1).getByRole('textbox', { name: /Unit price/ })).toHaveValue('50.00');
    await user.clear(within(line1).getByRole('textbox', { name: /Quantity/ }));
    await user.type(within(line1).getByRole('textbox', { name: /Quantity/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Add a free-text line' }));
    const line2 = screen.getByRole('group', { name: /Line 2/ });
    await user.type(within(line2).getByRole('textbox', { name: /^Name/ }), 'Delivery');
    await user.type(within(line2).getByRole('textbox', { name: /Unit price/ }), '12.50');
    await user.type(screen.getByRole('textbox', { name: /Discount/ }), '2.50');
    // 100 + 12.50 − 2.50 = 110.00; tax 10% = 11.00; total 121.00.
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Subtotal$112.50');
    expect(totals).toHaveTextContent('Total$121.00');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Quote #4 created.')).toBeInTheDocument();
    const view = await screen.findByRole('article', { name: 'Quote #4' });
    expect(view).toHaveTextContent('Total$121.00');
    const body = (await api.calls(`POST ${quotesBase}`)[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'quote',
      email: 'lia@example.test',
      name: 'Lía Gómez',
      discount: '2.50',
      lines: [
        { source: 'service', service_id: 7, name: 'Catering', unit_price: '50.00', quantity: 2 },
        { source: 'text', service_id: null, name: 'Delivery', unit_price: '12.50', quantity: 1 },
      ],
    });
  });

  it('in Spanish, amounts are typed as Spain writes them (1.234,50): the totals read them and the API gets 1234.50', async () => {
    const { api } = renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(sampleQuotes()), lng: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nueva cotización o factura' }));
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'lia@example.test');
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Lía Gómez');
    await user.click(screen.getByRole('button', { name: 'Agregar una línea de texto libre' }));
    const line = screen.getByRole('group', { name: /Línea 1/ });
    await user.type(within(line).getByRole('textbox', { name: /^Nombre/ }), 'Catering');
    await user.type(within(line).getByRole('textbox', { name: /Precio unitario/ }), '1.234,50');
    await user.type(screen.getByRole('textbox', { name: /Descuento/ }), '4,50');
    // 1234.50 − 4.50 = 1230.00; tax 10% = 123.00; total 1353.00.
    const totals = screen.getByRole('region', { name: 'Totales' });
    expect(totals).toHaveTextContent(/Subtotal1\.234,50\sUS\$/);
    expect(totals).toHaveTextContent(/Total1\.353,00\sUS\$/);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await screen.findByRole('article', { name: 'Cotización #4' });
    const body = (await api.calls(`POST ${quotesBase}`)[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ discount: '4.50', lines: [{ source: 'text', name: 'Catering', unit_price: '1234.50', quantity: 1 }] });
  });

  it('records an offline payment and shows the balance; refuses more than is due', async () => {
    renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(sampleQuotes()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Quote #1' }));
    const view = await screen.findByRole('article', { name: 'Quote #1' });
    await user.click(within(view).getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment on #1' });
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('The amount cannot be more than the balance due.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Amount/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    await waitFor(() => expect(view).toHaveTextContent('Total outstanding$70.00'));
    expect(view).toHaveTextContent('Recorded by hand');
    expect(view).toHaveTextContent('Approved');
  });

  it('copies the customer link; when the clipboard refuses, the link is selected in its box with a message', async () => {
    renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(sampleQuotes()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Quote #1' }));
    await screen.findByRole('article', { name: 'Quote #1' });
    await user.click(screen.getByRole('button', { name: 'Copy customer link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(sampleQuotes()[2]!.order_link);

    const spy = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy customer link' }));
    expect(await screen.findByText(/could not be copied/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Customer link' })).toHaveFocus();
    spy.mockRestore();
  });

  it('voids a quote after a confirmation', async () => {
    renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(sampleQuotes()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Quote #1' }));
    const view = await screen.findByRole('article', { name: 'Quote #1' });
    await user.click(within(view).getByRole('button', { name: 'Void' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Void #1?' })).getByRole('button', { name: 'Void it' }));
    expect(await screen.findByText('Voided.')).toBeInTheDocument();
    await waitFor(() => expect(within(view).queryByRole('button', { name: 'Void' })).toBeNull());
  });

  it.each(['en', 'es'] as const)('has no axe violations on the list, the form and an open quote (%s)', async (lng) => {
    const { container } = renderWithEditor(<QuotesScreen clientId={CLIENT_ID} />, { api: quotesServer(sampleQuotes()), lng });
    await screen.findByText('Bo Chen');
    const check = async () => {
      let violations: string[] = [];
      await act(async () => {
        violations = await axeViolations(container);
      });
      expect(violations).toEqual([]);
    };
    await check();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: lng === 'en' ? 'Open Quote #1' : 'Abrir Cotización #1' }));
    await screen.findByRole('article');
    await check();
    await user.click(
      screen.getByRole('button', { name: lng === 'en' ? 'Back to quotes and invoices' : 'Volver a cotizaciones y facturas' }),
    );
    await user.click(await screen.findByRole('button', { name: lng === 'en' ? 'New quote or invoice' : 'Nueva cotización o factura' }));
    await user.click(screen.getByRole('button', { name: lng === 'en' ? 'Add a free-text line' : 'Agregar una línea de texto libre' }));
    await check();
  });
});
