import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../testing/mock-api.js';
import type { Handler } from '../testing/mock-api.js';
import { renderWithEditor } from '../testing/render-with-editor.js';
import { InboxLauncher } from './inbox-launcher.js';
import { InboxPanel } from './inbox-panel.js';
import { businessDates } from '../app/business-dates.js';

const base = '/api/client/11/chat/conversations';
const conversations = [
  {
    id: 'c2',
    name: 'Ana Ruiz',
    email: 'ana@example.test',
    created_at: '2025-03-02T09:00:00.000Z',
    last_message_at: '2025-03-02T09:05:00.000Z',
    last_message: { author: 'visitor', body: 'Do you have a table for two?' },
  },
  {
    id: 'c1',
    name: 'Ben Cole',
    email: 'ben@example.test',
    created_at: '2025-03-01T09:00:00.000Z',
    last_message_at: '2025-03-01T09:00:00.000Z',
    last_message: null,
  },
];

function chatServer() {
  const messages = [
    { id: 1, author: 'visitor', body: 'Hello!', created_at: '2025-03-02T09:00:00.000Z' },
    { id: 2, author: 'visitor', body: 'Do you have a table for two?', created_at: '2025-03-02T09:05:00.000Z' },
  ];
  const handlers: Record<string, Handler> = {
    [`GET ${base}`]: () => json({ conversations }),
    [`GET ${base}/c2/messages`]: () => json({ messages }),
    [`POST ${base}/c2/replies`]: async (request) => {
      const { body } = (await request.json()) as { body: string };
      const message = { id: messages.length + 1, author: 'owner', body, created_at: '2025-03-02T09:10:00.000Z' };
      messages.push(message);
      return json({ message }, 201);
    },
  };
  return { messages, handlers };
}

const fastPoll = { conversations: 60_000, messages: 40 };

describe("chat inbox (the owner reads visitors' chat messages and replies; spec §1 chat widget)", () => {
  it("lists conversations with name, e-mail and last message time, in the owner's language", async () => {
    renderWithEditor(<InboxPanel onClose={() => undefined} />, { api: chatServer().handlers, lng: 'es' });
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    const first = within(list).getAllByRole('button')[0] as HTMLElement;
    expect(first).toHaveTextContent('Ana Ruiz');
    expect(first).toHaveTextContent('ana@example.test');
    expect(first).toHaveTextContent(`Último mensaje ${businessDates('es', null).dateTime(conversations[0]?.last_message_at)}`);
    expect(first).toHaveTextContent('Do you have a table for two?');
    expect(screen.getByRole('dialog', { name: 'Mensajes' })).toBeInTheDocument();
  });

  it('opens a conversation, polls its messages while open, and sends a plain-text reply (§5)', async () => {
    const server = chatServer();
    const { api } = renderWithEditor(<InboxPanel onClose={() => undefined} pollMs={fastPoll} />, { api: server.handlers });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ana Ruiz/ }));
    const log = await screen.findByRole('log', { name: 'Conversation with Ana Ruiz' });
    expect(await within(log).findByText('Hello!')).toBeInTheDocument();
    // A visitor's new message arrives by polling.
    server.messages.push({ id: 3, author: 'visitor', body: 'Around 8pm?', created_at: '2025-03-02T09:06:00.000Z' });
    expect(await within(log).findByText('Around 8pm?')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Reply'), '  <b>Yes</b>, see you at 8 ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(log).getByText('Yes, see you at 8')).toBeInTheDocument());
    const sent = api.calls(`POST ${base}/c2/replies`);
    expect(await sent[0]?.json()).toEqual({ body: 'Yes, see you at 8' });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token-7');
    expect(screen.getByLabelText('Reply')).toHaveValue('');
    expect(within(log).getAllByText('You')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    const polls = api.calls(`GET ${base}/c2/messages`).length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.calls(`GET ${base}/c2/messages`).length).toBe(polls);
  });

  it('an empty reply is not sent; a refused one keeps the text and says why', async () => {
    const server = chatServer();
    server.handlers[`POST ${base}/c2/replies`] = () => json({ error: { code: 'internal', message: 'x' } }, 500);
    const { api } = renderWithEditor(<InboxPanel onClose={() => undefined} />, { api: server.handlers });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ana Ruiz/ }));
    await screen.findByText('Hello!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.calls(`POST ${base}/c2/replies`)).toHaveLength(0);
    await user.type(screen.getByLabelText('Reply'), 'Sure');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your reply could not be sent. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reply')).toHaveValue('Sure');
  });

  it('no conversations yet; and an inbox that cannot be loaded', async () => {
    renderWithEditor(<InboxPanel onClose={() => undefined} />, { api: { [`GET ${base}`]: () => json({ conversations: [] }) } });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('an inbox that cannot be loaded says so', async () => {
    renderWithEditor(<InboxPanel onClose={() => undefined} />, {
      api: { [`GET ${base}`]: () => json({ error: { code: 'x', message: 'x' } }, 500) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
  });

  it('the Messages button opens the inbox; Close (spec §2) and Escape close it', async () => {
    renderWithEditor(<InboxLauncher />, { api: chatServer().handlers });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    await screen.findByRole('list', { name: 'Conversations' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('§8 freemium: messages can be read, replies cannot be sent', async () => {
    renderWithEditor(<InboxPanel onClose={vi.fn()} />, { api: chatServer().handlers, readOnly: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Ana Ruiz/ }));
    expect(await screen.findByText('Hello!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
