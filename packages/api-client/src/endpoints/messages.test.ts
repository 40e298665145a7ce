// The back office's Messages calls: newest-first pages fetched by cursor with the bearer token, the search
// and filter sent to the server, and a change that refetches the loaded pages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const message = (id: number, read_at: string | null = null) => ({
  id,
  name: `Guest ${id}`,
  email: `g${id}@example.test`,
  phone: '',
  message: `Hello ${id}`,
  created_at: `2025-03-0${id}T09:00:00.000Z`,
  read_at,
  archived_at: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('messages endpoints (back office Messages screen)', () => {
  it('loads the first page, then the next one by its cursor, with the status, the trimmed search and the bearer token', async () => {
    const { requests } = stubFetch((request) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      return cursor === null
        ? json({ messages: [message(3), message(2)], next_cursor: '2' })
        : json({ messages: [message(1)], next_cursor: null });
    });
    const store = createTestStore(config);
    const args = { clientId: 7, status: 'unread' as const, q: '  table  ' };
    await store.dispatch(messagesApi.endpoints.contactMessages.initiate(args));
    const more = await store.dispatch(messagesApi.endpoints.contactMessages.initiate(args, { direction: 'forward' }));
    expect(more.data?.pages.map((p) => p.messages.map((m) => m.id))).toEqual([[3, 2], [1]]);
    expect(more.data?.pages.at(-1)?.nextCursor).toBeNull();
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/client/7/messages?status=unread&q=table',
      'http://api.test/api/client/7/messages?status=unread&q=table&cursor=2',
    ]);
    expect(requests.every((r) => r.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });

  it('the page passes through as its contract says; next_cursor becomes the page cursor', async () => {
    stubFetch(() => json({ messages: [message(1)], next_cursor: '5' }));
    const store = createTestStore(config);
    const result = await store.dispatch(messagesApi.endpoints.contactMessages.initiate({ clientId: 7, status: 'all', q: '' }));
    expect(result.data?.pages).toEqual([{ messages: [message(1)], nextCursor: '5' }]);
  });

  it('PATCH sends only the changed state and refetches the loaded list', async () => {
    let read: string | null = null;
    const { requests } = stubFetch(async (request) => {
      if (request.method === 'PATCH') {
        read = '2025-03-05T10:00:00.000Z';
        return json(message(1, read));
      }
      return json({ messages: [message(1, read)], next_cursor: null });
    });
    const store = createTestStore(config);
    const list = store.dispatch(messagesApi.endpoints.contactMessages.initiate({ clientId: 7, status: 'inbox', q: '' }));
    await list;
    const changed = await store.dispatch(messagesApi.endpoints.updateContactMessage.initiate({ clientId: 7, messageId: 1, read: true }));
    expect(changed.data?.read_at).toBe('2025-03-05T10:00:00.000Z');
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.url).toBe('http://api.test/api/client/7/messages/1');
    expect(await patch.json()).toEqual({ read: true });
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    await vi.waitFor(() =>
      expect(
        messagesApi.endpoints.contactMessages.select({ clientId: 7, status: 'inbox', q: '' })(store.getState()).data?.pages[0]?.messages[0]
          ?.read_at,
      ).toBe('2025-03-05T10:00:00.000Z'),
    );
    list.unsubscribe();
  });
});
