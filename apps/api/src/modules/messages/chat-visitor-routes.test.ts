import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.js';
import { testDatabases } from '../../testing/test-db.js';
import { listChatConversations } from './chat-repository.js';
import { CHAT_START_RATE_LIMIT } from './chat-routes.js';
import { createChatFixture } from './chat-test-fixture.js';
import type { ChatFixture } from './chat-test-fixture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testDatabases())('%s: chat widget, visitor calls (spec §1 "optional chat widget", §4 Chat)', (kind) => {
  let f: ChatFixture;
  beforeAll(async () => {
    f = await createChatFixture(kind);
  }, 60_000);
  afterAll(() => f?.t.close());

  it('§4 Chat: a visitor leaves a name and an e-mail once → 201 conversation id and token; stored as plain text (§5)', async () => {
    const res = await f.start(f.clients.chat, { name: ' <b>Ana</b> Ruiz ', email: ' ana@example.com ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ conversationId: expect.stringMatching(UUID), visitorToken: expect.any(String) });
    expect(body.visitorToken.length).toBeGreaterThanOrEqual(40);
    const inbox = await listChatConversations(f.t.database.db, f.clients.chat);
    expect(inbox.find((c) => c.id === body.conversationId)).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      last_message: null,
    });
  });

  it.each([
    ['§4 Chat: chat disabled (zenchat_enabled false)', 'chatOff', 403, 'chat_disabled'],
    ['§4 Chat: a freemium site shows no chat', 'freemium', 403, 'freemium'],
    ['§4 Site load: an inactive client', 'inactive', 403, 'site_disabled'],
    ['§4 Site load: a trial that has ended', 'trialEnded', 403, 'site_disabled'],
  ] as const)('%s → %s chat_unavailable', async (_name, client, status, reason) => {
    const res = await f.start(f.clients[client]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code: 'chat_unavailable', message: expect.any(String) }, reason });
  });

  it('an unknown client → 404; a non-numeric one → 400', async () => {
    expect((await f.start(2_000_000_000)).statusCode).toBe(404);
    expect((await f.start('abc' as unknown as number)).statusCode).toBe(400);
  });

  it.each([
    ['§5 required name', { email: 'ana@example.com' }, { name: 'validation:required.name' }],
    ['§5 a name of tags only', { name: '<i></i>', email: 'ana@example.com' }, { name: 'validation:required.name' }],
    ['§5 required e-mail', { name: 'Ana' }, { email: 'validation:required.email' }],
    ['§5 valid e-mail', { name: 'Ana', email: 'ana@example' }, { email: 'validation:invalid.email' }],
  ])('%s → 400 with the field’s i18n key', async (_name, payload, fields) => {
    const res = await f.start(f.clients.chat, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message: 'validation:forms.completeRequired', fields } });
  });

  it('a visitor sends messages with the token and reads them back in order; `after` gives only newer ones', async () => {
    const s = await f.session();
    const first = await f.send(f.clients.chat, s.conversationId, s.visitorToken, { body: 'Are you open <b>today</b>?' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: { id: expect.any(Number), author: 'visitor', body: 'Are you open today?', created_at: expect.any(String) },
    });
    const second = await f.send(f.clients.chat, s.conversationId, s.visitorToken, { body: 'Line one\nline two' });
    const all = await f.poll(f.clients.chat, s.conversationId, { 'x-chat-token': s.visitorToken });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-cache');
    expect(all.json().messages.map((m: { body: string }) => m.body)).toEqual(['Are you open today?', 'Line one\nline two']);
    const newer = await f.poll(f.clients.chat, s.conversationId, { 'x-chat-token': s.visitorToken }, first.json().message.id);
    expect(newer.json().messages).toEqual([second.json().message]);
  });

  it.each(['Infinity', '-Infinity', '1e400', 'NaN', '9007199254740992', '99999999999999999', '-1', '1.5', '0x10', ' 5', ''])(
    '%j as `after` → 400 (never a 5xx)',
    async (after) => {
      const s = await f.session();
      const res = await f.t.app.inject({
        url: `/api/client/${f.clients.chat}/chat/conversations/${s.conversationId}/messages?after=${encodeURIComponent(after)}`,
        headers: { 'x-chat-token': s.visitorToken },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    },
  );

  it.each([
    ['no token', undefined, 403, 'invalid_chat_token'],
    ['a wrong token', 'not-the-token', 403, 'invalid_chat_token'],
  ])('sending with %s → %s', async (_name, token, status, code) => {
    const s = await f.session();
    const res = await f.send(f.clients.chat, s.conversationId, token, { body: 'Hi' });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it("another visitor's token does not open a conversation, for reading or writing", async () => {
    const mine = await f.session();
    const theirs = await f.session();
    expect((await f.poll(f.clients.chat, mine.conversationId, { 'x-chat-token': theirs.visitorToken })).statusCode).toBe(403);
    expect((await f.send(f.clients.chat, mine.conversationId, theirs.visitorToken, { body: 'x' })).statusCode).toBe(403);
  });

  it('a conversation is reachable only under its own client; unknown ids are 404, malformed ones 400', async () => {
    const s = await f.session();
    const headers = { 'x-chat-token': s.visitorToken };
    expect((await f.poll(f.clients.otherChat, s.conversationId, headers)).statusCode).toBe(404);
    expect((await f.poll(f.clients.chat, '00000000-0000-4000-8000-000000000000', headers)).statusCode).toBe(404);
    expect((await f.poll(f.clients.chat, 'not-a-uuid', headers)).statusCode).toBe(400);
  });

  it.each([
    ['§5 an empty message', { body: '  <p></p> ' }, 'validation:required.message'],
    ['a message past 2000 characters', { body: 'x'.repeat(2001) }, 'validation:chat.messageTooLong'],
  ])('%s → 400 with the i18n key', async (_name, payload, key) => {
    const s = await f.session();
    const res = await f.send(f.clients.chat, s.conversationId, s.visitorToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ body: key });
  });

  it('text Postgres cannot store (NUL, a lone surrogate) is cleaned, never a 5xx', async () => {
    const s = await f.session();
    const res = await f.send(f.clients.chat, s.conversationId, s.visitorToken, { body: 'a\u0000b \ud800c' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.body).toBe('ab \ufffdc');
  });

  it(`starting more than ${CHAT_START_RATE_LIMIT.max} conversations a minute from one visitor → 429 rate_limited`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < CHAT_START_RATE_LIMIT.max; i += 1) expect((await f.start(f.clients.chat, undefined, ip)).statusCode).toBe(201);
    const limited = await f.start(f.clients.chat, undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await f.start(f.clients.chat, undefined, '192.0.2.78')).statusCode).toBe(201);
  });

  it('the same client spelt differently (09, +9, 9.0, 9e0) shares one allowance', async () => {
    const ip = '192.0.2.79';
    const id = f.clients.chat;
    const spellings = [`${id}`, `0${id}`, `00${id}`, `+${id}`, `${id}.0`, `${id}e0`];
    const statuses = [];
    for (const spelt of spellings) statuses.push((await f.start(spelt as unknown as number, undefined, ip)).statusCode);
    expect(statuses).toEqual([...Array(CHAT_START_RATE_LIMIT.max).fill(201), 429]);
  });

  it('§4 Chat: once the owner turns chat off, the visitor can no longer send or read', async () => {
    const s = await f.session();
    await f.t.database.db.update(clients).set({ zenchat_enabled: false }).where(eq(clients.id, f.clients.chat));
    try {
      expect((await f.send(f.clients.chat, s.conversationId, s.visitorToken, { body: 'Hi' })).statusCode).toBe(403);
      expect((await f.poll(f.clients.chat, s.conversationId, { 'x-chat-token': s.visitorToken })).statusCode).toBe(403);
    } finally {
      await f.t.database.db.update(clients).set({ zenchat_enabled: true }).where(eq(clients.id, f.clients.chat));
    }
  });
});
