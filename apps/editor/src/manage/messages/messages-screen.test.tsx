// The back office's Messages screen against a fake API that pages, searches and filters like the real one.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '@vitrina/api-client/back-office';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { MessagesScreen } from './messages-screen.js';
import { businessDates } from '../../app/business-dates.js';

const base = `/api/client/${CLIENT_ID}/messages`;

type FakeMessage = ContactMessage;

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T09:30:00.000Z`;
const fake = (id: number, name: string, message: string, more: Partial<FakeMessage> = {}): FakeMessage => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
  phone: '',
  message,
  created_at: at(id),
  read_at: null,
  archived_at: null,
  ...more,
});

/** Newest first, `pageSize` a page, `q` and `status` as the API reads them; PATCH changes the stored state. */
function messagesServer(messages: FakeMessage[], pageSize = 50) {
  const handlers: Record<string, Handler> = {
    [`GET ${base}`]: (request) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status') ?? 'inbox';
      const q = (params.get('q') ?? '').toLowerCase();
      const cursor = params.get('cursor');
      const matches = messages
        .filter((m) => {
          if (status === 'inbox') return !m.archived_at;
          if (status === 'unread') return !m.read_at && !m.archived_at;
          if (status === 'read') return Boolean(m.read_at) && !m.archived_at;
          if (status === 'archived') return Boolean(m.archived_at);
          return true;
        })
        .filter((m) => !q || [m.name, m.email, m.phone, m.message].some((field) => field.toLowerCase().includes(q)))
        .sort((a, b) => b.id - a.id)
        .filter((m) => cursor === null || m.id < Number(cursor));
      const page = matches.slice(0, pageSize);
      return json({ messages: page, next_cursor: matches.length > pageSize ? String(page.at(-1)!.id) : null });
    },
  };
  for (const m of messages) {
    handlers[`PATCH ${base}/${m.id}`] = async (request) => {
      const change = (await request.json()) as { read?: boolean; archived?: boolean };
      if (change.read !== undefined) m.read_at = change.read ? (m.read_at ?? '2025-03-20T10:00:00.000Z') : null;
      if (change.archived !== undefined) m.archived_at = change.archived ? '2025-03-20T10:00:00.000Z' : null;
      return json(m);
    };
  }
  return handlers;
}

const sample = () => [
  fake(1, 'Cleo Park', 'Call me back about catering, please.', { read_at: at(2), phone: '555-0101' }),
  fake(2, 'Ben Cole', 'Is the terrace open in winter?'),
  fake(3, 'Ana Ruiz', 'Table for two & a cake? #birthday\nAround 8pm.'),
];

const listItems = () => within(screen.getByRole('list', { name: /Messages|Mensajes/ })).getAllByRole('button');

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Messages screen (the contact-us messages of the public site, in the back office)', () => {
  it('lists the messages newest first, unread ones marked, in Spanish too', async () => {
    renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: messagesServer(sample()), lng: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeInTheDocument();
    expect(await screen.findByText('Ana Ruiz')).toBeInTheDocument();
    const items = listItems();
    expect(items.map((b) => b.querySelector('.vm-list__name')?.textContent)).toEqual(['Ana Ruiz', 'Ben Cole', 'Cleo Park']);
    expect(items[0]).toHaveTextContent('No leído');
    expect(items[0]).toHaveTextContent(businessDates('es', null).dateTime(at(3)));
    expect(items[2]).not.toHaveTextContent('No leído');
    expect(screen.getByRole('search', { name: 'Buscar mensajes' })).toBeInTheDocument();
    expect(screen.getByText('Elige un mensaje para leerlo.')).toBeInTheDocument();
  });

  it('"Load more" fetches the next page by its cursor and disappears on the last page', async () => {
    const { api } = renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: messagesServer(sample(), 2) });
    await screen.findByText('Ana Ruiz');
    expect(listItems()).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Cleo Park')).toBeInTheDocument();
    expect(listItems()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls(`GET ${base}`).map((r) => new URL(r.url).search)).toEqual(['?status=inbox', '?status=inbox&cursor=2']);
  });

  it('opening an unread message marks it read and shows who wrote, with a Reply link whose subject is filled in', async () => {
    const { api } = renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: messagesServer(sample()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ana Ruiz/ }));
    const view = screen.getByRole('article', { name: 'Ana Ruiz' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Ruiz' })).toHaveFocus();
    expect(view).toHaveTextContent('ana@example.test');
    expect(view).toHaveTextContent('Table for two & a cake? #birthday');
    expect(within(view).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:ana@example.test?subject=Re%3A%20Table%20for%20two%20%26%20a%20cake%3F%20%23birthday',
    );
    await waitFor(() => expect(api.calls(`PATCH ${base}/3`)).toHaveLength(1));
    expect(await api.calls(`PATCH ${base}/3`)[0]!.json()).toEqual({ read: true });
    expect(api.calls(`PATCH ${base}/3`)[0]!.headers.get('authorization')).toBe('Bearer token-7');
    await waitFor(() => expect(listItems()[0]).not.toHaveTextContent('Unread'));
    expect(await within(view).findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    // An already read message is not changed by opening it.
    await user.click(screen.getByRole('button', { name: /Cleo Park/ }));
    expect(screen.getByRole('article', { name: 'Cleo Park' })).toHaveTextContent('555-0101');
    expect(api.calls(`PATCH ${base}/1`)).toHaveLength(0);
  });

  it('Mark as unread and Archive change the message, say so, and the inbox drops the archived one', async () => {
    const { api } = renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: messagesServer(sample()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Cleo Park/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as unread.');
    expect(await api.calls(`PATCH ${base}/1`)[0]!.json()).toEqual({ read: false });
    await waitFor(() => expect(listItems()[2]).toHaveTextContent('Unread'));

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Message archived.'));
    expect(await api.calls(`PATCH ${base}/1`)[1]!.json()).toEqual({ archived: true });
    await waitFor(() => expect(listItems()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Move to inbox' })).toBeInTheDocument();
  });

  it('search and status are asked of the server; no match says so', async () => {
    const { api } = renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, {
      api: messagesServer([...sample(), fake(4, 'Dora Lin', 'Old question', { archived_at: at(5), read_at: at(5) })]),
    });
    const user = userEvent.setup();
    await screen.findByText('Ana Ruiz');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  terrace {Enter}');
    await waitFor(() => expect(listItems()).toHaveLength(1));
    expect(listItems()[0]).toHaveTextContent('Ben Cole');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'archived');
    expect(await screen.findByText('No messages match your search.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Dora Lin')).toBeInTheDocument();
    expect(listItems()[0]).toHaveTextContent('Archived');
    const queries = api.calls(`GET ${base}`).map((r) => new URL(r.url).search);
    expect(queries).toEqual(['?status=inbox', '?status=inbox&q=terrace', '?status=archived&q=terrace', '?status=archived']);
  });

  it('no messages yet; a list that cannot be loaded says so and Try again loads it', async () => {
    const empty = renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: messagesServer([]) });
    expect(await screen.findByText(/No messages here yet/)).toBeInTheDocument();
    empty.unmount();

    let fail = true;
    const server = messagesServer(sample());
    const list = server[`GET ${base}`]!;
    server[`GET ${base}`] = (request) => (fail ? json({ error: { code: 'internal', message: 'x' } }, 500) : list(request));
    renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: server });
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Ruiz')).toBeInTheDocument();
  });

  it('a change the API refuses says so and leaves the message as it was', async () => {
    const server = messagesServer(sample());
    server[`PATCH ${base}/1`] = () => json({ error: { code: 'forbidden_screen', message: 'x' } }, 403);
    renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Cleo Park/ }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('The message could not be changed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it.each(['en', 'es'] as const)('has no axe violations with a message open (%s)', async (lng) => {
    const { container } = renderWithEditor(<MessagesScreen clientId={CLIENT_ID} />, { api: messagesServer(sample()), lng });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Ana Ruiz/ }));
    await screen.findByRole('article');
    let violations: string[] = [];
    await act(async () => {
      violations = await axeViolations(container);
    });
    expect(violations).toEqual([]);
  });
});
