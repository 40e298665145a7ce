// Merging a duplicate from a customer's page against a fake API (issue 30): the dialog searches like the
// directory, leaves the kept customer out of the results, previews what moves and which blank is filled,
// merges, and the page says "Merged." with Undo; a refused undo says why (in Spanish too); an employee has
// no merge button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CustomerMergePreview, CustomerRecord, CustomerSummary } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { CustomersScreen } from './customers-screen.js';

const base = `/api/client/${CLIENT_ID}/customers`;
const MERGE_ID = '2b7c1c56-5d1e-4b7e-9f4a-8a2f0d6e1c33';

const ana: CustomerSummary = {
  id: 7,
  uuid: '6f0e8a52-0a8f-4c43-9d7c-1d4c3b9f7a11',
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.test',
  phone: '',
  created_at: '2026-10-02T15:00:00.000Z',
  last_activity_at: '2026-11-20T15:00:00.000Z',
  total_spent: '32.00',
  visits: 1,
  owes: false,
};
const anita: CustomerSummary = { ...ana, id: 9, first_name: 'Anita', email: 'anita@example.test', phone: '(512) 555-0142' };

const record = (over: Partial<CustomerRecord> = {}): CustomerRecord => ({
  ...ana,
  note: '',
  currency: 'USD',
  scope: 'all',
  editable: true,
  orders: [],
  appointments: [],
  documents: [],
  subscriptions: [],
  forms: [],
  messages: [],
  ...over,
});

const preview: CustomerMergePreview = {
  kept: ana,
  removed: anita,
  moves: { orders: 2, appointments: 1, documents: 1, subscriptions: 0, forms: 1, messages: 3, discount_uses: 0 },
  fills: [{ field: 'phone', value: '(512) 555-0142' }],
};

function server(
  undo: Handler = () => json({ kept_customer_id: 7, restored_customer_id: 9 }),
  stored: CustomerRecord = record(),
): Record<string, Handler> {
  // The page as the server has it: the merge fills the phone and brings the duplicate's order; the undo takes them back.
  let merged = false;
  return {
    [`GET ${base}`]: (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return json({ customers: [ana, anita].filter((c) => c.first_name.toLowerCase().includes(q.toLowerCase())), next_cursor: null });
    },
    [`GET ${base}/7`]: () =>
      json(
        merged
          ? {
              ...stored,
              phone: '(512) 555-0142',
              orders: [{ id: 41, order_number: '12', dated: ana.created_at, state: 'paid', total: '32.00', currency: 'USD' }],
            }
          : stored,
      ),
    [`GET ${base}/7/merges/9`]: () => json(preview),
    [`POST ${base}/7/merges/9`]: () => {
      merged = true;
      return json({
        id: MERGE_ID,
        kept_customer_id: 7,
        removed_customer_id: 9,
        moved: preview.moves,
        fills: preview.fills,
        undo_until: '2099-01-01T00:00:00.000Z',
      });
    },
    [`POST /api/client/${CLIENT_ID}/customer-merges/${MERGE_ID}/undo`]: async (request) => {
      const answer = await undo(request);
      if (answer.ok) merged = false;
      return answer;
    },
  };
}

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const screenOf = (roleId = 1) => <CustomersScreen clientId={CLIENT_ID} currency="USD" country="US" roleId={roleId} />;

describe('merging two customers (issue 30)', () => {
  it('searches, previews what moves and the blank filled, merges, and undoes from the page’s notice', async () => {
    const user = userEvent.setup();
    const view = renderWithEditor(screenOf(), { api: server(), path: '/manage/customers/7' });
    await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' });
    await user.click(screen.getByRole('button', { name: 'Merge with another customer…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge with another customer' }));
    expect(dialog.getByText(/Ana Ruiz is kept/)).toBeInTheDocument();
    await user.type(dialog.getByRole('searchbox', { name: /^Search customers/ }), 'an');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    const found = within(await dialog.findByRole('list', { name: 'Customers found' }));
    // The kept customer is never offered.
    expect(found.getAllByRole('button').map((b) => b.textContent)).toEqual(['Anita Ruiz anita@example.test (512) 555-0142']);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(found.getByRole('button', { name: /Anita Ruiz/ }));
    const moves = within(await dialog.findByRole('region', { name: 'Moves to Ana Ruiz' }));
    expect(moves.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2 orders',
      '1 booking',
      '1 quote or invoice',
      '1 form answer',
      '3 messages sent',
    ]);
    const fills = dialog.getByRole('region', { name: 'Blank on Ana Ruiz’s record, filled from the other' });
    expect(fills).toHaveTextContent('Phone(512) 555-0142');
    expect(dialog.getByText('You can undo the merge for 30 minutes.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = await screen.findByText(/^Merged\. The record of Anita Ruiz \(anita@example\.test\) was removed/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(view.api.calls(`POST ${base}/7/merges/9`)).toHaveLength(1);
    // The page is asked again: the duplicate's order is listed, and the contact form shows the filled phone.
    await within(screen.getByRole('region', { name: 'Orders' })).findByRole('link', { name: 'Open order #12' });
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue('(512) 555-0142'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Merge undone: Anita Ruiz (anita@example.test) is a customer of their own again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue(''));
  });

  it('a refused undo says why, in Spanish', async () => {
    const user = userEvent.setup();
    const refused = () => json({ error: { code: 'merge_email_taken', message: 'taken' } }, 409);
    renderWithEditor(screenOf(), { api: server(refused), path: '/manage/customers/7', lng: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' });
    await user.click(screen.getByRole('button', { name: 'Unir con otro cliente…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unir con otro cliente' }));
    await user.type(dialog.getByRole('searchbox', { name: /^Buscar clientes/ }), 'anita');
    await user.click(dialog.getByRole('button', { name: 'Buscar' }));
    await user.click(await dialog.findByRole('button', { name: /Anita Ruiz/ }));
    await dialog.findByRole('region', { name: 'Pasa a Ana Ruiz' });
    expect(dialog.getByText('2 pedidos')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Unir' }));
    await screen.findByText(/^Unidos\./);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText(/No se puede deshacer: otro cliente usa ahora el correo/)).toBeInTheDocument();
  });

  it('an employee has no merge button', async () => {
    const own = record({ scope: 'own_appointments', editable: false });
    renderWithEditor(screenOf(4), { api: server(undefined, own), path: '/manage/customers/7' });
    await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' });
    expect(screen.getByText('Only the owner and managers can change a customer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge with another customer…' })).not.toBeInTheDocument();
  });
});
