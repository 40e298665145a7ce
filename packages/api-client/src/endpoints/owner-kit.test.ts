// The endpoint kit: the paging request, and which loaded queries a resource's
// changes refetch (through a real store and a throwaway resource, so the kit is tested apart from any screen).
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { blogApi, vitrinaApi } from '@vitrina/api-client';
import { activityApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';
import { call } from '../contracts/call.js';
import { clientTag, cursorPages, FIRST_PAGE, ownerResource, pageRequest, searchWords } from './owner-kit.js';
import type { ItemArgs } from './owner-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('paging', () => {
  it('asks the first page with the filters only, then adds the cursor last', () => {
    expect(pageRequest('client/7/messages', FIRST_PAGE, { status: 'all', q: 'mug' })).toEqual({
      url: 'client/7/messages',
      params: { status: 'all', q: 'mug' },
    });
    const next = pageRequest('client/7/messages', '41', { status: 'all', q: 'mug' });
    expect(next).toEqual({ url: 'client/7/messages', params: { status: 'all', q: 'mug', cursor: '41' } });
    expect(Object.keys(next.params ?? {})).toEqual(['status', 'q', 'cursor']);
  });

  it('asks a list without filters with no query string on the first page', () => {
    expect(pageRequest('client/7/team', FIRST_PAGE)).toEqual({ url: 'client/7/team' });
    expect(pageRequest('client/7/team', '3')).toEqual({ url: 'client/7/team', params: { cursor: '3' } });
    // An empty filter still sends its (empty) params: the Activity screen's first page always did.
    expect(pageRequest('client/7/activity', FIRST_PAGE, {})).toEqual({ url: 'client/7/activity', params: {} });
  });

  it('trims the search words and sends none when blank', () => {
    expect(searchWords('  blue mug ')).toEqual({ q: 'blue mug' });
    expect(searchWords('   ')).toEqual({});
  });

  it('stops after the page without a next cursor', () => {
    expect(cursorPages.initialPageParam).toBe(FIRST_PAGE);
    expect(cursorPages.getNextPageParam({ nextCursor: '9' })).toBe('9');
    expect(cursorPages.getNextPageParam({ nextCursor: null })).toBeUndefined();
  });
});

// A throwaway resource: widgets of a client, whose changes also drop the client's public blog tag.
interface Widget {
  id: number;
}
const widgetCalls = {
  list: call<{ answer: { widgets: Widget[] } }>()('GET', '/api/client/:id/widgets'),
  get: call<{ answer: Widget }>()('GET', '/api/client/:id/widgets/:widgetId'),
  create: call<{ body: { name: string }; answer: Widget }>()('POST', '/api/client/:id/widgets'),
  replace: call<{ body: { name: string }; answer: Widget }>()('PUT', '/api/client/:id/widgets/:widgetId'),
  erase: call<{ answer: void }>()('DELETE', '/api/client/:id/widgets/:widgetId'),
  archive: call<{ answer: Widget }>()('POST', '/api/client/:id/widgets/:widgetId/archive'),
};
type WidgetArgs = ItemArgs<'widgetId'>;
type SaveWidgetArgs = { clientId: number; name: string; secret?: string };
const widgets = ownerResource({
  calls: widgetCalls,
  idKey: 'widgetId',
  type: 'Products',
  scope: 'kit-test',
  alsoChanged: (clientId) => [clientTag('Blog', clientId)],
});
const widgetApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    kitWidgets: widgets.all(build, (answer) => answer.widgets),
    kitWidget: widgets.one<WidgetArgs>(build),
    createKitWidget: widgets.create<SaveWidgetArgs>(build, ({ name }) => ({ name })),
    updateKitWidget: widgets.update<WidgetArgs & { name: string }>(build, ({ name }) => ({ name })),
    archiveKitWidget: widgets.action(build, widgetCalls.archive),
    deleteKitWidget: widgets.destroy<WidgetArgs>(build),
  }),
});

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };

function respond(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (request.method === 'DELETE') return new Response(null, { status: 204 });
  if (path.endsWith('/activity')) return json({ entries: [], next_cursor: null });
  if (path.endsWith('/blog')) return json({ posts: [] });
  if (path.endsWith('/widgets')) return json({ widgets: [{ id: 1 }] });
  return json({ id: Number(path.split('/').filter(Boolean).at(-1)) || 1 });
}

/** Loads, for clients 7 and 8, every query a widget change could touch, and counts each URL's GETs. */
async function loadedStore() {
  const { requests } = stubFetch(respond);
  const store = createTestStore(config);
  const subscriptions = [
    store.dispatch(widgetApi.endpoints.kitWidgets.initiate({ clientId: 7 })),
    store.dispatch(widgetApi.endpoints.kitWidgets.initiate({ clientId: 8 })),
    store.dispatch(widgetApi.endpoints.kitWidget.initiate({ clientId: 7, widgetId: 1 })),
    store.dispatch(widgetApi.endpoints.kitWidget.initiate({ clientId: 7, widgetId: 2 })),
    store.dispatch(activityApi.endpoints.activity.initiate({ clientId: 7 })),
    store.dispatch(blogApi.endpoints.blogPosts.initiate(7)),
  ];
  await Promise.all(subscriptions);
  const gets = () => {
    const count: Record<string, number> = {};
    for (const r of requests.filter((x) => x.method === 'GET')) {
      const path = new URL(r.url).pathname.replace('/api/', '');
      count[path] = (count[path] ?? 0) + 1;
    }
    return count;
  };
  expect(Object.values(gets())).toEqual([1, 1, 1, 1, 1, 1]);
  return { store, requests, gets, done: () => subscriptions.forEach((s) => s.unsubscribe()) };
}

describe('ownerResource', () => {
  it('creates with the mapped body and the bearer token; refetches the list, the also-changed tags and activity', async () => {
    const { store, requests, gets, done } = await loadedStore();
    await store.dispatch(widgetApi.endpoints.createKitWidget.initiate({ clientId: 7, name: 'Mug', secret: 'x' }));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('http://api.test/api/client/7/widgets');
    expect(post.headers.get('authorization')).toBe('Bearer tok');
    expect(await post.json()).toEqual({ name: 'Mug' });
    await vi.waitFor(() =>
      expect(gets()).toEqual({
        'client/7/widgets': 2,
        'client/8/widgets': 1,
        'client/7/widgets/1': 1,
        'client/7/widgets/2': 1,
        'client/7/activity': 2,
        'client/7/blog': 2,
      }),
    );
    done();
  });

  it('an update or action refetches the changed item too, and no other item', async () => {
    const { store, requests, gets, done } = await loadedStore();
    await store.dispatch(widgetApi.endpoints.updateKitWidget.initiate({ clientId: 7, widgetId: 1, name: 'Cup' }));
    await store.dispatch(widgetApi.endpoints.archiveKitWidget.initiate({ clientId: 7, widgetId: 1 }));
    const [put, archive] = requests.filter((r) => r.method !== 'GET');
    expect([put!.method, put!.url]).toEqual(['PUT', 'http://api.test/api/client/7/widgets/1']);
    expect(await put!.json()).toEqual({ name: 'Cup' });
    expect([archive!.method, archive!.url, await archive!.text()]).toEqual(['POST', 'http://api.test/api/client/7/widgets/1/archive', '']);
    await vi.waitFor(() => {
      const count = gets();
      expect(count['client/7/widgets/1']).toBeGreaterThanOrEqual(2);
      expect(count['client/7/widgets']).toBeGreaterThanOrEqual(2);
      expect([count['client/7/widgets/2'], count['client/8/widgets']]).toEqual([1, 1]);
    });
    done();
  });

  it('a delete answers null and leaves the deleted item’s own query alone (it would answer 404)', async () => {
    const { store, gets, done } = await loadedStore();
    const deleted = await store.dispatch(widgetApi.endpoints.deleteKitWidget.initiate({ clientId: 7, widgetId: 1 }));
    expect(deleted).toEqual({ data: null });
    await vi.waitFor(() => expect(gets()['client/7/widgets']).toBe(2));
    expect(gets()).toMatchObject({ 'client/7/widgets/1': 1, 'client/7/activity': 2, 'client/7/blog': 2, 'client/8/widgets': 1 });
    done();
  });
});

// A throwaway resource requested through its calls: each definition requests its call (method and path), and
// answers its call's answer.
interface Gadget {
  id: number;
  name: string;
}
const gadgetCalls = {
  list: call<{ answer: { gadgets: Gadget[] } }>()('GET', '/api/client/:id/kit-gadgets'),
  get: call<{ answer: Gadget }>()('GET', '/api/client/:id/kit-gadgets/:gadgetId'),
  create: call<{ body: { name: string }; answer: Gadget }>()('POST', '/api/client/:id/kit-gadgets'),
  replace: call<{ body: { name: string }; answer: Gadget }>()('PATCH', '/api/client/:id/kit-gadgets/:gadgetId'),
  erase: call<{ answer: void }>()('DELETE', '/api/client/:id/kit-gadgets/:gadgetId'),
  archive: call<{ answer: Gadget }>()('POST', '/api/client/:id/kit-gadgets/:gadgetId/archive/:reason'),
};
type GadgetArgs = ItemArgs<'gadgetId'>;
const gadgets = ownerResource({ calls: gadgetCalls, idKey: 'gadgetId', type: 'Products', scope: 'kit-calls' });
const gadgetApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    kitGadgets: gadgets.all(build, (answer) => answer.gadgets),
    kitGadget: gadgets.one<GadgetArgs>(build),
    createKitGadget: gadgets.create<{ clientId: number; name: string }>(build, ({ name }) => ({ name })),
    renameKitGadget: gadgets.update<GadgetArgs & { name: string }>(build, ({ name }) => ({ name })),
    archiveKitGadget: gadgets.action<typeof gadgetCalls.archive, GadgetArgs & { reason: string }>(build, gadgetCalls.archive),
    deleteKitGadget: gadgets.destroy<GadgetArgs>(build),
  }),
});

describe('ownerResource from calls', () => {
  it('requests each definition’s call: its method, and its path with the client’s and the item’s ids', async () => {
    const { requests } = stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return path.endsWith('/kit-gadgets') && request.method === 'GET'
        ? json({ gadgets: [{ id: 3, name: 'Cup' }] })
        : json({ id: 3, name: 'Cup' });
    });
    const store = createTestStore(config);
    const list = await store.dispatch(gadgetApi.endpoints.kitGadgets.initiate({ clientId: 7 }));
    expect(list.data).toEqual([{ id: 3, name: 'Cup' }]);
    await store.dispatch(gadgetApi.endpoints.kitGadget.initiate({ clientId: 7, gadgetId: 3 }));
    await store.dispatch(gadgetApi.endpoints.createKitGadget.initiate({ clientId: 7, name: 'Cup' }));
    await store.dispatch(gadgetApi.endpoints.renameKitGadget.initiate({ clientId: 7, gadgetId: 3, name: 'Mug' }));
    await store.dispatch(gadgetApi.endpoints.archiveKitGadget.initiate({ clientId: 7, gadgetId: 3, reason: 'old/worn' }));
    const deleted = await store.dispatch(gadgetApi.endpoints.deleteKitGadget.initiate({ clientId: 7, gadgetId: 3 }));
    expect(deleted).toEqual({ data: null });
    const sent = requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(sent.slice(0, 2)).toEqual(['GET /api/client/7/kit-gadgets', 'GET /api/client/7/kit-gadgets/3']);
    expect(sent.filter((r) => !r.startsWith('GET '))).toEqual([
      'POST /api/client/7/kit-gadgets',
      'PATCH /api/client/7/kit-gadgets/3',
      'POST /api/client/7/kit-gadgets/3/archive/old%2Fworn',
      'DELETE /api/client/7/kit-gadgets/3',
    ]);
    expect(await requests.find((r) => r.method === 'PATCH')!.json()).toEqual({ name: 'Mug' });
  });

  it('answers each call’s answer, and sends its body', () => {
    expectTypeOf<typeof gadgetApi.endpoints.kitGadget.Types.ResultType>().toEqualTypeOf<Gadget>();
    expectTypeOf<typeof gadgetApi.endpoints.archiveKitGadget.Types.ResultType>().toEqualTypeOf<Gadget>();
    expectTypeOf<typeof gadgetApi.endpoints.kitGadgets.Types.ResultType>().toEqualTypeOf<Gadget[]>();
    // @ts-expect-error: the create call's body is { name }, not { title }
    expect(() => gadgets.create<{ clientId: number; title: string }>(null!, ({ title }) => ({ title }))).toThrow();
  });

  it('throws when a definition asks for a call the resource does not name', () => {
    const partial = ownerResource({ calls: { list: gadgetCalls.list }, idKey: 'gadgetId', type: 'Products' });
    // A builder that hands back the definition, so its request can be built here.
    const build = { query: (definition: unknown) => definition } as unknown as Parameters<typeof partial.one>[0];
    const definition = partial.one<GadgetArgs>(build) as unknown as { query: (args: GadgetArgs) => unknown };
    expect(() => definition.query({ clientId: 1, gadgetId: 2 })).toThrow('the resource names no get call');
  });
});
