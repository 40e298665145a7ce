// The back office's Activity calls: newest-first pages of the audit log fetched by cursor with the bearer
// token, an optional kind of record, and answers read defensively.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityApi } from '@vitrina/api-client';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const entry = (id: number) => ({
  id,
  at: `2025-03-0${id}T09:00:00.000Z`,
  actor_email: 'owner@example.test',
  action: 'message.read',
  entity: 'contact_message',
  entity_id: String(id),
  subject: `Guest ${id}`,
  before: { read_at: null },
  after: { read_at: `2025-03-0${id}T09:00:00.000Z` },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('activity endpoint (back office Activity screen)', () => {
  it('loads the first page, then the next one by its cursor, with the entity and the bearer token', async () => {
    const { requests } = stubFetch((request) =>
      new URL(request.url).searchParams.get('cursor') === null
        ? json({ entries: [entry(3), entry(2)], next_cursor: '2' })
        : json({ entries: [entry(1)], next_cursor: null }),
    );
    const store = createTestStore(config);
    const args = { clientId: 7, entity: 'contact_message' };
    await store.dispatch(activityApi.endpoints.activity.initiate(args));
    const more = await store.dispatch(activityApi.endpoints.activity.initiate(args, { direction: 'forward' }));
    expect(more.data?.pages.map((p) => p.entries.map((e) => e.id))).toEqual([[3, 2], [1]]);
    expect(more.data?.pages.at(-1)?.nextCursor).toBeNull();
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/client/7/activity?entity=contact_message',
      'http://api.test/api/client/7/activity?entity=contact_message&cursor=2',
    ]);
    expect(requests.every((r) => r.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });

  it('an answer with odd entries keeps the entries it can read, and odd fields become empty', async () => {
    stubFetch(() => json({ entries: [entry(1), { id: 'x' }, null, { ...entry(2), subject: 4, before: [1], after: 'x' }], next_cursor: 5 }));
    const store = createTestStore(config);
    const result = await store.dispatch(activityApi.endpoints.activity.initiate({ clientId: 7 }));
    expect(result.data?.pages).toEqual([
      { entries: [entry(1), { ...entry(2), subject: null, before: null, after: null }], nextCursor: null },
    ]);
    expect(result.data?.pages[0]?.entries).toHaveLength(2);
  });
});
