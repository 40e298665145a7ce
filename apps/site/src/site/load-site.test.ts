// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createServerStore } from '../store/server-store.js';
import { fakeHostFetch } from '../testing/fixtures.js';
import { loadSite, loadSiteOf } from './load-site.js';

const ORIGIN = 'http://in-process';
const store = () => createServerStore({ apiBaseUrl: `${ORIGIN}/api`, assetsBaseUrl: `${ORIGIN}/assets`, fetchFn: fakeHostFetch().fetchFn });

describe('loadSiteOf: one site load per navigation', () => {
  it('gives the loaders of one request (root and page, side by side) the same load', async () => {
    const s = store();
    const request = new Request('http://bistro.localhost/store');
    const [root, page] = [loadSiteOf(s, request, 'demo.localhost'), loadSiteOf(s, request, 'demo.localhost')];
    expect(page).toBe(root);
    const load = await root;
    expect(load.kind).toBe('site');
    // The same answer loadSite gives.
    expect(await loadSite(s, new URL(request.url), 'demo.localhost')).toEqual(load);
  });

  it('loads again for another request, another store or another demo host', async () => {
    const s = store();
    const request = new Request('http://bistro.localhost/');
    const first = loadSiteOf(s, request, 'demo.localhost');
    expect(loadSiteOf(s, new Request('http://bistro.localhost/'), 'demo.localhost')).not.toBe(first);
    expect(loadSiteOf(store(), request, 'demo.localhost')).not.toBe(first);
    expect(loadSiteOf(s, request, 'other.localhost')).not.toBe(first);
    await first;
  });
});
