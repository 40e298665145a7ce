// Test fixture of the chat routes: a server on a real database, a client per chat situation, an owner,
// and helpers that call the routes as a visitor (each from its own IP unless told) or as a user.
import { chatCalls, urlOf } from '@vitrina/api-client/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseKind, UserRecord } from '../../db/index.js';
import { buildClient, buildUser } from '../../testing/builders.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

export interface VisitorSession {
  conversationId: string;
  visitorToken: string;
}

export interface ChatFixture {
  t: TestServer;
  clients: { chat: number; otherChat: number; chatOff: number; freemium: number; inactive: number; trialEnded: number };
  users: { owner: UserRecord; otherAdmin: UserRecord; manager: UserRecord; freemiumOwner: UserRecord };
  /** A fresh visitor IP, so the per-visitor rate limits stay out of the way. */
  ip(): string;
  start(clientId: number, payload?: unknown, ip?: string): Promise<LightMyRequestResponse>;
  /** Starts a conversation on `clientId` and returns its session (fails the test otherwise). */
  session(clientId?: number): Promise<VisitorSession>;
  send(clientId: number, cid: string, token: string | undefined, payload: unknown): Promise<LightMyRequestResponse>;
  poll(clientId: number, cid: string, headers: Record<string, string>, after?: number): Promise<LightMyRequestResponse>;
  reply(clientId: number, cid: string, user: UserRecord, payload: unknown): Promise<LightMyRequestResponse>;
  as(user: UserRecord): Promise<{ authorization: string }>;
}

export async function createChatFixture(kind: DatabaseKind): Promise<ChatFixture> {
  const t = await createTestServer(kind);
  const db = t.database.db;
  const id = async (overrides: Parameters<typeof buildClient>[1]) => (await buildClient(db, overrides)).client.id;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const clients = {
    chat: await id({ zenchat_enabled: true }),
    otherChat: await id({ zenchat_enabled: true }),
    chatOff: await id({ zenchat_enabled: false }),
    freemium: await id({ zenchat_enabled: true, plan_slug: 'freemium', freemium: true }),
    inactive: await id({ zenchat_enabled: true, is_active: 0 }),
    trialEnded: await id({ zenchat_enabled: true, subscription_trial_enabled: true, subscription_trial_ends_at: yesterday }),
  };
  const users = {
    owner: await buildUser(db, { clientIds: [clients.chat] }),
    otherAdmin: await buildUser(db, { clientIds: [clients.otherChat] }),
    manager: await buildUser(db, { role_id: 3, clientIds: [clients.chat] }),
    freemiumOwner: await buildUser(db, { clientIds: [clients.freemium] }),
  };
  let ipCounter = 0;
  const ip = () => `203.0.113.${(ipCounter += 1) % 250}`;
  // The calls' own paths (contracts/calls/chat.ts), under the API's /api/.
  const start = (clientId: number, payload: unknown = { name: 'Ana', email: 'ana@example.com' }, from = ip()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${urlOf(chatCalls.start, { id: clientId })}`,
      headers: { 'x-forwarded-for': from },
      payload: payload as object,
    });

  return {
    t,
    clients,
    users,
    ip,
    start,
    async session(clientId = clients.chat) {
      const res = await start(clientId);
      if (res.statusCode !== 201) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
      return res.json() as VisitorSession;
    },
    send: (clientId, cid, token, payload) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${urlOf(chatCalls.send, { id: clientId, cid })}`,
        headers: { 'x-forwarded-for': ip(), ...(token === undefined ? {} : { 'x-chat-token': token }) },
        payload: payload as object,
      }),
    poll: (clientId, cid, headers, after) =>
      t.app.inject({
        method: 'GET',
        url: `/api/${urlOf(chatCalls.messages, { id: clientId, cid })}`,
        query: after === undefined ? {} : { after: String(after) },
        headers,
      }),
    reply: async (clientId, cid, user, payload) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${urlOf(chatCalls.reply, { id: clientId, cid })}`,
        headers: await t.bearer(user.sub),
        payload: payload as object,
      }),
    as: (user) => t.bearer(user.sub),
  };
}
