import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatApi, contactApi } from '@vitrina/api-client';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api', getToken: () => 'tok' };
const session = { clientId: 7, conversationId: '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21', visitorToken: 'vt-1' };
const base = `http://127.0.0.1:8080/api/client/7/chat/conversations`;
const message = { id: 3, author: 'owner', body: 'Hello!', created_at: '2026-01-01T10:00:00.000Z' };
type Store = ReturnType<typeof createTestStore>;

afterEach(() => vi.unstubAllGlobals());

describe('chat and contact endpoints (spec §4 "Chat", §3 "Contact-us form")', () => {
  it.each([
    {
      name: 'contact: POST client/{id}/contact with the form, no credentials',
      run: (s: Store) =>
        s.dispatch(
          contactApi.endpoints.sendContactMessage.initiate({
            clientId: 7,
            form: { name: 'Ana', email: 'a@b.co', phone: '', message: 'Hi' },
          }),
        ),
      reply: { id: 1 },
      request: 'POST http://127.0.0.1:8080/api/client/7/contact',
      body: { name: 'Ana', email: 'a@b.co', phone: '', message: 'Hi' },
      token: null,
      bearer: false,
      data: true,
    },
    {
      name: 'visitor starts a conversation with a name and an e-mail',
      run: (s: Store) => s.dispatch(chatApi.endpoints.startChat.initiate({ clientId: 7, name: 'Ana', email: 'a@b.co' })),
      reply: { conversationId: session.conversationId, visitorToken: 'vt-1', extra: true },
      request: `POST ${base}`,
      body: { name: 'Ana', email: 'a@b.co' },
      token: null,
      bearer: false,
      data: { conversationId: session.conversationId, visitorToken: 'vt-1' },
    },
    {
      name: 'visitor sends a message with the conversation token',
      run: (s: Store) => s.dispatch(chatApi.endpoints.sendChatMessage.initiate({ ...session, body: 'Open today?' })),
      reply: { message: { ...message, author: 'visitor' } },
      request: `POST ${base}/${session.conversationId}/messages`,
      body: { body: 'Open today?' },
      token: 'vt-1',
      bearer: false,
      data: { ...message, author: 'visitor' },
    },
    {
      name: 'visitor polls for messages after the last one seen',
      run: (s: Store) => s.dispatch(chatApi.endpoints.chatMessages.initiate({ ...session, after: 2 })),
      reply: { messages: [message, { ...message, id: 4, author: 'visitor' }] },
      request: `GET ${base}/${session.conversationId}/messages?after=2`,
      body: null,
      token: 'vt-1',
      bearer: false,
      data: [message, { ...message, id: 4, author: 'visitor' }],
    },
    {
      name: 'owner reads the inbox with the bearer token',
      run: (s: Store) => s.dispatch(chatApi.endpoints.chatInbox.initiate(7)),
      reply: {
        conversations: [
          {
            id: 'c1',
            name: 'Ana',
            email: 'a@b.co',
            created_at: 'x',
            last_message_at: 'y',
            last_message: { author: 'visitor', body: 'Hi' },
          },
        ],
      },
      request: `GET ${base}`,
      body: null,
      token: null,
      bearer: true,
      data: [
        { id: 'c1', name: 'Ana', email: 'a@b.co', created_at: 'x', last_message_at: 'y', last_message: { author: 'visitor', body: 'Hi' } },
      ],
    },
    {
      name: 'owner reads one conversation with the bearer token',
      run: (s: Store) => s.dispatch(chatApi.endpoints.ownerChatMessages.initiate({ clientId: 7, conversationId: 'c1' })),
      reply: { messages: [message] },
      request: `GET ${base}/c1/messages`,
      body: null,
      token: null,
      bearer: true,
      data: [message],
    },
    {
      name: 'owner replies with the bearer token',
      run: (s: Store) => s.dispatch(chatApi.endpoints.replyToChat.initiate({ clientId: 7, conversationId: 'c1', body: 'Yes!' })),
      reply: { message },
      request: `POST ${base}/c1/replies`,
      body: { body: 'Yes!' },
      token: null,
      bearer: true,
      data: message,
    },
  ])('$name', async ({ run, reply, request, body, token, bearer, data }) => {
    const { requests } = stubFetch(() => json(reply, request.startsWith('POST') ? 201 : 200));
    const result = await run(createTestStore(config));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([request]);
    expect(requests[0]?.cache).toBe('no-store');
    expect(requests[0]?.headers.get('x-chat-token')).toBe(token);
    expect(requests[0]?.headers.get('authorization')).toBe(bearer ? 'Bearer tok' : null);
    expect(body === null ? null : await requests[0]?.json()).toEqual(body);
    expect(result.data).toEqual(data);
  });

  it('an owner call without a token sends nothing', async () => {
    const { requests } = stubFetch(() => json({ conversations: [] }));
    const result = await createTestStore({}).dispatch(chatApi.endpoints.chatInbox.initiate(7));
    expect(requests).toHaveLength(0);
    expect(result.error).toMatchObject({ error: 'missing-token' });
  });

  it.each([
    ['§8 a rate-limited send (429) keeps the API error body', 429, { error: { code: 'rate_limited', message: 'wait' } }],
    [
      'a rejected form (400) keeps the field messages',
      400,
      { error: { code: 'invalid_request', message: 'm', fields: { body: 'validation:required.message' } } },
    ],
  ])('%s', async (_name, status, reply) => {
    stubFetch(() => json(reply, status));
    const result = await createTestStore(config).dispatch(chatApi.endpoints.sendChatMessage.initiate({ ...session, body: 'x' }));
    expect(result.error).toEqual({ status, data: reply });
  });
});
