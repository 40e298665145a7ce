import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Call } from '../shared/test-providers.js';
import { json, renderFeature, stubApi } from '../shared/test-providers.js';
import { CHAT_POLL_MS, ChatWidget, chatSessionKey } from './index.js';

const API = 'http://site.test/api/client/5/chat/conversations';
const session = { conversationId: '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21', visitorToken: 'tok-1' };
const msg = (id: number, author: 'visitor' | 'owner', body: string) => ({ id, author, body, created_at: '2026-05-01T15:04:00.000Z' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** An API with one conversation: `thread` is what GET …/messages holds (filtered by `after`). */
function fakeChatApi(
  options: { thread?: ReturnType<typeof msg>[]; start?: () => Response; send?: (call: Call) => Response; poll?: () => Response } = {},
) {
  const thread = options.thread ?? [];
  let nextId = 100;
  const calls = stubApi((call) => {
    const url = new URL(call.url);
    if (call.method === 'POST' && url.href === API) return options.start?.() ?? json(session, 201);
    if (call.method === 'POST' && url.pathname.endsWith('/messages')) {
      if (options.send) return options.send(call);
      const message = msg((nextId += 1), 'visitor', (call.body as { body: string }).body);
      thread.push(message);
      return json({ message }, 201);
    }
    if (call.method === 'GET' && url.pathname.endsWith('/messages')) {
      if (options.poll) return options.poll();
      const after = Number(url.searchParams.get('after') ?? 0);
      return json({ messages: thread.filter((m) => m.id > after) });
    }
    return json({ error: { code: 'not_found', message: 'x' } }, 404);
  });
  return { calls, thread, polls: () => calls.filter((c) => c.method === 'GET') };
}

function setup({ mobile = false, lng = 'en' as 'en' | 'es', timers = false } = {}) {
  const user = userEvent.setup(timers ? { delay: null, advanceTimers: vi.advanceTimersByTime.bind(vi) } : { delay: null });
  const view = renderFeature(<ChatWidget clientId={5} mobile={mobile} />, { lng });
  return { user, view, launcher: () => screen.getByRole('button', { name: lng === 'en' ? 'Chat with us' : 'Chatea con nosotros' }) };
}

describe('ChatWidget (spec §1 "optional chat widget", §4 Chat)', () => {
  it('a launcher opens a dialog; focus moves in, Escape closes it and focus returns to the launcher', async () => {
    fakeChatApi();
    const { user, launcher } = setup();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    await user.click(launcher());
    const dialog = screen.getByRole('dialog', { name: 'Chat' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByLabelText(/^name/i)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('opens at once when asked (a page served as islands loads it on its stand-in launcher is pressed); focus moves in', async () => {
    fakeChatApi();
    const user = userEvent.setup({ delay: null });
    renderFeature(<ChatWidget clientId={5} mobile={false} initiallyOpen />, { lng: 'en' });
    const dialog = screen.getByRole('dialog', { name: 'Chat' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^name/i)).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });

  it('§4 "A mobile variant is used in mobile view": a full-screen modal panel that keeps Tab inside', async () => {
    fakeChatApi();
    const { user, launcher, view } = setup({ mobile: true });
    await user.click(launcher());
    const dialog = screen.getByRole('dialog', { name: 'Chat' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(view.container.querySelector('.vz-chat--mobile')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Close chat' });
    close.focus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Start chat' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    expect(launcher()).toHaveFocus();
  });

  it('§5 the visitor must leave a valid name and e-mail; nothing is sent until then', async () => {
    const { calls } = fakeChatApi();
    const { user, launcher } = setup();
    await user.click(launcher());
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('leaves name and e-mail once, then sends a message that shows in the thread; the session is kept for reloads', async () => {
    const { calls } = fakeChatApi();
    const { user, launcher } = setup();
    await user.click(launcher());
    await user.type(screen.getByLabelText(/^name/i), 'Ana');
    await user.type(screen.getByLabelText(/^e-mail/i), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    const composer = await screen.findByLabelText(/^your message/i);
    // Focus moves in by the panel's effect, which runs after the composer's first paint.
    await waitFor(() => expect(composer).toHaveFocus());
    expect(calls[0]).toMatchObject({ method: 'POST', url: API, body: { name: 'Ana', email: 'ana@example.com' } });
    expect(JSON.parse(localStorage.getItem(chatSessionKey(5))!)).toEqual(session);
    await user.type(composer, 'Are you open <b>today</b>?{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Are you open today?')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages'))!;
    expect(sent.headers.get('x-chat-token')).toBe('tok-1');
    expect(sent.body).toEqual({ body: 'Are you open today?' });
    expect(composer).toHaveValue('');
  });

  it('a reload keeps the thread: the stored conversation is shown with its messages, no new one is started', async () => {
    localStorage.setItem(chatSessionKey(5), JSON.stringify(session));
    const { calls } = fakeChatApi({ thread: [msg(1, 'visitor', 'Hello?'), msg(2, 'owner', 'Hi Ana!')] });
    const { user, launcher } = setup();
    await user.click(launcher());
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Hi Ana!')).toBeInTheDocument();
    expect(within(log).getByText('Hello?')).toBeInTheDocument();
    expect(calls.every((c) => c.method === 'GET' && c.headers.get('x-chat-token') === 'tok-1')).toBe(true);
  });

  it(`replies arrive while the panel is open (a poll every ${CHAT_POLL_MS} ms after the last id), and polling stops when it closes`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(chatSessionKey(5), JSON.stringify(session));
    const api = fakeChatApi({ thread: [msg(1, 'visitor', 'Do you deliver?')] });
    const { user, launcher } = setup({ timers: true });
    await user.click(launcher());
    const log = screen.getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Do you deliver?');
    api.thread.push(msg(2, 'owner', 'Yes, within 5 miles.'));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect(await within(log).findByText('Yes, within 5 miles.')).toBeInTheDocument();
    expect(new URL(api.polls().at(-1)!.url).searchParams.get('after')).toBe('1');
    await user.keyboard('{Escape}');
    const polled = api.polls().length;
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3));
    expect(api.polls()).toHaveLength(polled);
  });

  it('a conversation the API no longer knows (404) is forgotten and the visitor can start again', async () => {
    localStorage.setItem(chatSessionKey(5), JSON.stringify(session));
    fakeChatApi({ poll: () => json({ error: { code: 'conversation_not_found', message: 'x' } }, 404) });
    const { user, launcher } = setup();
    await user.click(launcher());
    expect(await screen.findByRole('button', { name: 'Start chat' })).toBeInTheDocument();
    expect(localStorage.getItem(chatSessionKey(5))).toBeNull();
  });

  it('§4 chat turned off by the business (403 chat_unavailable) → the panel says so', async () => {
    fakeChatApi({ start: () => json({ error: { code: 'chat_unavailable', message: 'x' }, reason: 'chat_disabled' }, 403) });
    const { user, launcher } = setup({ lng: 'es' });
    await user.click(launcher());
    await user.type(screen.getByLabelText(/^nombre/i), 'Ana');
    await user.type(screen.getByLabelText(/^correo/i), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Iniciar chat' }));
    expect(await screen.findByText('El chat no está disponible en este momento.')).toBeInTheDocument();
  });

  it.each([
    ['a failed send (500)', () => json({ error: { code: 'internal', message: 'x' } }, 500), 'Your message could not be sent.'],
    ['too many messages (429)', () => json({ error: { code: 'rate_limited', message: 'x' } }, 429), 'too quickly'],
  ])('%s → Error toast and the typed message is kept', async (_name, send, text) => {
    localStorage.setItem(chatSessionKey(5), JSON.stringify(session));
    fakeChatApi({ send });
    const { user, launcher } = setup();
    await user.click(launcher());
    const composer = await screen.findByLabelText(/^your message/i);
    await user.type(composer, 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(composer).toHaveValue('Keep me');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy'));
  });
});
