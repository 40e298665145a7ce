import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatConversation } from './chat-repository.js';
import { buildUser } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createChatFixture } from './chat-test-fixture.js';
import type { ChatFixture } from './chat-test-fixture.js';

describe.each(testDatabases())("%s: chat, the business's inbox (owner calls, spec §6)", (kind) => {
  let f: ChatFixture;
  beforeAll(async () => {
    f = await createChatFixture(kind);
  }, 60_000);
  afterAll(() => f?.t.close());

  const inbox = async (headers: Record<string, string>, clientId = f.clients.chat) =>
    f.t.app.inject({ method: 'GET', url: `/api/client/${clientId}/chat/conversations`, headers });

  it("§4 Chat: the visitor's messages reach the inbox, latest activity first, each with its last message", async () => {
    const older = await f.session();
    const newer = await f.session();
    await f.send(f.clients.chat, older.conversationId, older.visitorToken, { body: 'First question' });
    await f.send(f.clients.chat, newer.conversationId, newer.visitorToken, { body: 'Second question' });
    await f.send(f.clients.chat, older.conversationId, older.visitorToken, { body: 'Still there?' });
    const res = await inbox(await f.as(f.users.owner));
    expect(res.statusCode).toBe(200);
    const list = res.json().conversations as { id: string; last_message: unknown; name: string }[];
    const ids = list.map((c) => c.id);
    expect(ids.indexOf(older.conversationId)).toBeLessThan(ids.indexOf(newer.conversationId));
    expect(list.find((c) => c.id === older.conversationId)).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      last_message: { author: 'visitor', body: 'Still there?' },
    });
  });

  it('§4 Chat: an owner reply appears in the visitor’s next poll, after the visitor’s own message', async () => {
    const s = await f.session();
    const asked = await f.send(f.clients.chat, s.conversationId, s.visitorToken, { body: 'Do you deliver?' });
    const replied = await f.reply(f.clients.chat, s.conversationId, f.users.owner, { body: ' Yes, <em>within 5 miles</em>. ' });
    expect(replied.statusCode).toBe(201);
    expect(replied.json().message).toMatchObject({ author: 'owner', body: 'Yes, within 5 miles.' });
    const poll = await f.poll(f.clients.chat, s.conversationId, { 'x-chat-token': s.visitorToken }, asked.json().message.id);
    expect(poll.json().messages).toEqual([replied.json().message]);
  });

  it('the owner reads a conversation with the bearer token alone', async () => {
    const s = await f.session();
    await f.send(f.clients.chat, s.conversationId, s.visitorToken, { body: 'Hello' });
    const res = await f.poll(f.clients.chat, s.conversationId, await f.as(f.users.owner));
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toMatchObject([{ author: 'visitor', body: 'Hello' }]);
  });

  it.each(['Infinity', '-Infinity', '1e400', 'NaN', '9007199254740992', '99999999999999999', '-1', '1.5', '0x10', ' 5', ''])(
    '%j as `after` → 400 (never a 5xx)',
    async (after) => {
      const s = await f.session();
      const res = await f.t.app.inject({
        url: `/api/client/${f.clients.chat}/chat/conversations/${s.conversationId}/messages?after=${encodeURIComponent(after)}`,
        headers: await f.as(f.users.owner),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    },
  );

  it('the largest safe message id as `after` is fine (an empty page)', async () => {
    const s = await f.session();
    const res = await f.poll(f.clients.chat, s.conversationId, await f.as(f.users.owner), Number.MAX_SAFE_INTEGER);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([]);
  });

  it.each([
    ['no token → 401', async () => ({}), 401, 'unauthorized'],
    ["§6 another client's admin → 403", async () => f.as(f.users.otherAdmin), 403, 'no_access'],
  ])('inbox, conversation and reply with %s', async (_name, headers, status, code) => {
    const s = await f.session();
    const h = await headers();
    const answers = [
      await inbox(h),
      await f.poll(f.clients.chat, s.conversationId, h),
      await f.t.app.inject({
        method: 'POST',
        url: `/api/client/${f.clients.chat}/chat/conversations/${s.conversationId}/replies`,
        headers: h,
        payload: { body: 'x' },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
  });

  it('a manager answers chat too (the inbox is part of the back office Messages screen)', async () => {
    const s = await f.session();
    const h = await f.as(f.users.manager);
    expect((await inbox(h)).statusCode).toBe(200);
    const reply = await f.t.app.inject({
      method: 'POST',
      url: `/api/client/${f.clients.chat}/chat/conversations/${s.conversationId}/replies`,
      headers: h,
      payload: { body: 'A manager answers' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it("an owner cannot reach another client's conversation through their own client's path → 404", async () => {
    const theirs = await f.session(f.clients.otherChat);
    expect((await f.poll(f.clients.chat, theirs.conversationId, await f.as(f.users.owner))).statusCode).toBe(404);
    expect((await f.reply(f.clients.chat, theirs.conversationId, f.users.owner, { body: 'x' })).statusCode).toBe(404);
  });

  it('§5 an empty reply → 400 with the i18n key', async () => {
    const s = await f.session();
    const res = await f.reply(f.clients.chat, s.conversationId, f.users.owner, { body: '<br>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ body: 'validation:required.message' });
  });

  it('§8 a freemium owner reads the inbox, but a reply is a freemium write → 403 freemium', async () => {
    const { id } = await createChatConversation(f.t.database.db, {
      id: randomUUID(),
      clientId: f.clients.freemium,
      name: 'Old visitor',
      email: 'old@example.com',
      tokenHash: 'x',
    });
    expect((await inbox(await f.as(f.users.freemiumOwner), f.clients.freemium)).statusCode).toBe(200);
    expect((await f.poll(f.clients.freemium, id, await f.as(f.users.freemiumOwner))).statusCode).toBe(200);
    const reply = await f.reply(f.clients.freemium, id, f.users.freemiumOwner, { body: 'Hi' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe('freemium');
  });

  it('an owner of a client without chat still reads an empty inbox', async () => {
    const owner = await buildUser(f.t.database.db, { clientIds: [f.clients.chatOff] });
    const res = await inbox(await f.as(owner), f.clients.chatOff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ conversations: [] });
  });
});
