// The back office's Customers screen against a fake API (issue 30): the directory searched by phone, a
// customer's page with each kind of record linking to its own screen, the edit form with the server's
// refusal on the e-mail, an employee's read-only page, and a CSV import refused row by row in Spanish.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CustomerRecord, CustomerSummary } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { CustomersScreen } from './customers-screen.js';

const base = `/api/client/${CLIENT_ID}/customers`;

const ana: CustomerSummary = {
  id: 7,
  uuid: '6f0e8a52-0a8f-4c43-9d7c-1d4c3b9f7a11',
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.test',
  phone: '(512) 555-0199',
  created_at: '2026-10-02T15:00:00.000Z',
  last_activity_at: '2026-11-20T15:00:00.000Z',
  total_spent: '52.00',
  visits: 3,
  owes: true,
};
const bob: CustomerSummary = { ...ana, id: 8, first_name: 'Bob', last_name: 'Stone', email: 'bob@example.test', phone: '', owes: false };

const record = (over: Partial<CustomerRecord> = {}): CustomerRecord => ({
  ...ana,
  note: 'Prefers mornings',
  currency: 'USD',
  scope: 'all',
  editable: true,
  orders: [{ id: 41, order_number: '12', dated: '2026-11-20T15:00:00.000Z', state: 'paid', total: '32.00', currency: 'USD' }],
  appointments: [
    {
      id: 90,
      starts_at: '2099-01-15T15:00:00.000Z',
      ends_at: '2099-01-15T16:00:00.000Z',
      state: 'booked',
      services: ['Wine pairing consultation'],
      staff_name: 'Priya Nair',
      total: '40.00',
    },
  ],
  documents: [
    {
      id: 55,
      kind: 'quote',
      order_number: '13',
      dated: '2026-11-21T15:00:00.000Z',
      state: 'pending',
      total: '180.00',
      paid: '0.00',
      balance: '180.00',
      currency: 'USD',
    },
  ],
  subscriptions: [],
  forms: [],
  messages: [
    { id: 3, kind: 'order_receipt', subject: 'Your order #12', status: 'sent', created_at: '2026-11-20T15:00:00.000Z', sent_at: null },
  ],
  ...over,
});

function server(stored: CustomerRecord = record()): Record<string, Handler> {
  return {
    [`GET ${base}`]: (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const digits = q.replace(/\D/g, '');
      const found = [ana, bob].filter(
        (c) => !q || (digits.length >= 3 ? c.phone.replace(/\D/g, '').includes(digits) : c.email.includes(q)),
      );
      return json({ customers: found, next_cursor: null });
    },
    [`GET ${base}/7`]: () => json(stored),
    [`PUT ${base}/7`]: async (request) => {
      const body = (await request.json()) as { email: string };
      if (body.email === 'bob@example.test')
        return json({ error: { code: 'email_taken', message: 'taken', fields: { email: 'manage:customers.errors.emailTaken' } } }, 409);
      return json({ ...stored, ...body });
    },
    [`POST /api/client/${CLIENT_ID}/imports/customers/preview`]: () =>
      json({
        rows: [
          { line: 2, first_name: 'Eva', last_name: '', email: 'eva@example.test', phone: '', note: '', action: 'create', errors: {} },
          {
            line: 3,
            first_name: '',
            last_name: '',
            email: 'x@',
            phone: '',
            note: '',
            action: 'error',
            errors: { first_name: 'validation:required.firstName', email: 'validation:invalid.email' },
          },
        ],
        creates: 1,
        updates: 0,
        errors: 1,
      }),
  };
}

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const screenOf = (roleId = 1) => <CustomersScreen clientId={CLIENT_ID} currency="USD" country="US" roleId={roleId} />;

describe('Customers screen (issue 30)', () => {
  it('finds a customer by phone and opens their page: order, booking and quote each link to their screen', async () => {
    const user = userEvent.setup();
    const view = renderWithEditor(screenOf(), { api: server(), path: '/manage/customers' });
    await screen.findByRole('button', { name: 'Open Bob Stone' });
    await user.type(screen.getByRole('searchbox', { name: /^Search/ }), '512.555.0199');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Bob Stone' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open Ana Ruiz' })).toBeInTheDocument();
    expect(screen.getByText('Owes')).toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open Ana Ruiz' }));
    expect(view.path()).toBe('/manage/customers/7');
    await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' });
    expect(within(screen.getByRole('region', { name: 'Orders' })).getByRole('link', { name: 'Open order #12' })).toHaveAttribute(
      'href',
      '/manage/orders?order=41',
    );
    const coming = within(screen.getByRole('region', { name: 'Coming' }));
    expect(coming.getByText('Wine pairing consultation')).toBeInTheDocument();
    expect(coming.getByRole('link').getAttribute('href')).toMatch(/^\/manage\/schedule\?view=day&date=2099-01-15&appointment=90$/);
    const quotes = within(screen.getByRole('region', { name: 'Quotes & invoices' }));
    expect(quotes.getByRole('link', { name: 'Open Quote #13' })).toHaveAttribute('href', '/manage/quotes?quote=55');
    expect(screen.getByRole('region', { name: 'Messages sent' })).toHaveTextContent('Your order #12');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('the edit form: another customer’s e-mail is refused on the field, with the server’s reason', async () => {
    const user = userEvent.setup();
    renderWithEditor(screenOf(), { api: server(), path: '/manage/customers/7' });
    const email = await screen.findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'bob@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another customer already uses this e-mail.')).toBeInTheDocument();
  });

  it('an employee reads the details and their bookings only, with no form', async () => {
    renderWithEditor(screenOf(4), {
      api: server(record({ scope: 'own_appointments', editable: false, orders: [], documents: [], messages: [], note: '' })),
      path: '/manage/customers/7',
    });
    await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' });
    expect(screen.getByText('Only the owner and managers can change a customer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bookings' })).toBeInTheDocument();
  });

  it('the import preview names each refused field in Spanish and offers no import while a row is refused', async () => {
    const user = userEvent.setup();
    renderWithEditor(screenOf(), { api: server(), path: '/manage/customers', lng: 'es' });
    await screen.findByRole('button', { name: 'Abrir Ana Ruiz' });
    await user.click(screen.getByText('Importar clientes desde CSV'));
    const file = new File(['email,first_name\neva@example.test,Eva\nx@,\n'], 'clientes.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Archivo CSV'), file);
    expect(await screen.findByText('1 nuevos, 0 para actualizar, 1 con errores.')).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Filas del archivo' }));
    expect(table.getAllByRole('row')[2]).toHaveTextContent(/Nombre: .+ Correo: .+/);
    expect(screen.getByText(/no se importa nada mientras una fila tenga errores/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Importar \d/ })).not.toBeInTheDocument();
  });
});
