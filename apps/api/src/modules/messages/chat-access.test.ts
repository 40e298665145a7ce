// The API's chat answer follows core-model's chat rule (spec §4 "Chat"), the rule the site's widget
// follows: for every kind of client, the API lets a visitor start a conversation exactly when the site
// would show the widget. In particular a client with plan_slug 'freemium' but the freemium flag off is
// freemium for both (no widget, 403 freemium), and its owner's writes are refused as freemium too.
import { chatUnavailableReason, isChatAvailable } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClient } from '../../db/repos/clients.js';
import { buildClient, buildUser } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

const yesterday = new Date(Date.now() - 86_400_000).toISOString();

const KINDS: [string, Partial<NewClient>][] = [
  ['chat on, paid plan', { zenchat_enabled: true }],
  ['plan_slug freemium, freemium flag off', { zenchat_enabled: true, plan_slug: 'freemium', freemium: false }],
  ['freemium flag on, paid plan_slug', { zenchat_enabled: true, plan_slug: 'business', freemium: true }],
  ['chat off', { zenchat_enabled: false }],
  ['inactive', { zenchat_enabled: true, is_active: 0 }],
  ['trial ended', { zenchat_enabled: true, subscription_trial_enabled: true, subscription_trial_ends_at: yesterday }],
];

describe.each(testDatabases())('%s: the API answers chat as the site shows it (spec §4 Chat)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  const start = (clientId: number, n: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/chat/conversations`,
      headers: { 'x-forwarded-for': `198.51.100.${n}` },
      payload: { name: 'Ana', email: 'ana@example.com' },
    });

  it.each(KINDS.map(([name, fields], n) => [name, fields, n] as const))('%s', async (_name, fields, n) => {
    const { client } = await buildClient(t.database.db, fields);
    const res = await start(client.id, n + 1);
    if (isChatAvailable(client, new Date())) {
      expect(res.statusCode).toBe(201);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'chat_unavailable' }, reason: chatUnavailableReason(client, new Date()) });
    }
  });

  it('§1 §8 plan_slug freemium with the flag off: no chat and no edits, both as freemium', async () => {
    const record = await buildClient(t.database.db, { zenchat_enabled: true, plan_slug: 'freemium', freemium: false });
    const client: Client = record.client;
    expect(chatUnavailableReason(client, new Date(), { editing: false, wizardPreview: false })).toBe('freemium');
    const chat = await start(client.id, 100);
    expect(chat.statusCode).toBe(403);
    expect(chat.json()).toMatchObject({ reason: 'freemium' });

    const owner = await buildUser(t.database.db, { clientIds: [client.id] });
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${client.id}/websitedata/draft`,
      headers: await t.bearer(owner.sub),
      payload: { data: {}, last_updated: null },
    });
    expect(save.statusCode).toBe(403);
    expect(save.json()).toMatchObject({ error: { code: 'freemium' } });
  });
});
