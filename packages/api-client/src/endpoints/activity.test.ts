// The back office's Activity calls: newest-first pages of the audit log fetched by cursor with the bearer
// token, an optional kind of record, and answers read defensively.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityApi, messagesApi, settingsApi } from '@vitrina/api-client/back-office';
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

  it('the answer passes through as its contract says; next_cursor becomes the page cursor', async () => {
    stubFetch(() => json({ entries: [entry(1), { ...entry(2), subject: null, before: null, after: null }], next_cursor: '5' }));
    const store = createTestStore(config);
    const result = await store.dispatch(activityApi.endpoints.activity.initiate({ clientId: 7 }));
    expect(result.data?.pages).toEqual([
      { entries: [entry(1), { ...entry(2), subject: null, before: null, after: null }], nextCursor: '5' },
    ]);
    expect(result.data?.pageParams).toEqual(['']);
  });

  it('a change made on another screen (a message marked read, settings saved) loads the open log again', async () => {
    const { requests } = stubFetch((request) => {
      if (request.url.includes('/activity')) return json({ entries: [entry(1)], next_cursor: null });
      if (request.url.includes('/messages/'))
        return json({
          id: 9,
          name: 'Ana',
          email: 'a@b.test',
          phone: '',
          message: 'Hi',
          created_at: '2025-03-01T09:00:00.000Z',
          read_at: '2025-03-01T09:00:00.000Z',
          archived_at: null,
        });
      return json({
        settings: {
          name: 'Bistro',
          contactNumber: '',
          contactEmail: '',
          timeZone: '',
          currency: 'USD',
          language: 'en',
          country: 'US',
          address: null,
        },
        published: true,
      });
    });
    const store = createTestStore(config);
    const log = store.dispatch(activityApi.endpoints.activity.initiate({ clientId: 7 }));
    await log;
    const reads = () => requests.filter((r) => r.url.includes('/activity')).length;
    expect(reads()).toBe(1);
    await store.dispatch(messagesApi.endpoints.updateContactMessage.initiate({ clientId: 7, messageId: 9, read: true }));
    await vi.waitFor(() => expect(reads()).toBe(2));
    const settings = {
      name: 'Bistro',
      contactNumber: '',
      contactEmail: '',
      timeZone: '',
      currency: 'USD',
      language: 'en' as const,
      country: 'US',
      address: { address1: '', address2: '', city: '', region: '', postalCode: '' },
      bookingReminder: '24h' as const,
      bookingChanges: '24h' as const,
    };
    await store.dispatch(settingsApi.endpoints.saveBusinessSettings.initiate({ clientId: 7, ...settings }));
    await vi.waitFor(() => expect(reads()).toBe(3));
    log.unsubscribe();
  });
});
