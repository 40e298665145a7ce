// @vitest-environment node
import { blogApi, galleryApi, previewApi, siteApi } from '@vitrina/api-client';
import { describe, expect, it } from 'vitest';
import { fakeHostFetch } from '../testing/fixtures.js';
import type { FakeHostOptions } from '../testing/fixtures.js';
import { createSiteStore, snapshotApi } from './create-store.js';
import type { SiteStore } from './create-store.js';
import { createServerStore } from './server-store.js';

const ORIGIN = 'http://in-process';

/** The loads a server render makes, in the order and overlap the loaders make them. */
async function loads(store: SiteStore) {
  const [site, again] = await Promise.all([
    store.dispatch(siteApi.endpoints.siteData.initiate('bistro.localhost')),
    store.dispatch(siteApi.endpoints.siteData.initiate('bistro.localhost')),
  ]);
  const missing = await store.dispatch(siteApi.endpoints.siteData.initiate('nosuch.localhost'));
  const posts = await store.dispatch(blogApi.endpoints.blogPosts.initiate(1));
  const post = await store.dispatch(blogApi.endpoints.blogPost.initiate({ clientId: 1, slug: 'spring-menu' }));
  const noPost = await store.dispatch(blogApi.endpoints.blogPost.initiate({ clientId: 1, slug: 'nope' }));
  const gallery = await store.dispatch(galleryApi.endpoints.gallery.initiate(1));
  const template = await store.dispatch(previewApi.endpoints.templateData.initiate(4));
  const cached = await store.dispatch(siteApi.endpoints.siteData.initiate('bistro.localhost'));
  const results = [site, again, missing, posts, post, noPost, gallery, template, cached].map(({ data, error, status, isSuccess }) => ({
    data,
    error,
    status,
    isSuccess,
  }));
  return { results, state: store.getState() };
}

async function both(options: FakeHostOptions = {}) {
  const real = fakeHostFetch(options);
  const light = fakeHostFetch(options);
  const config = (fetchFn: typeof fetch) => ({ apiBaseUrl: `${ORIGIN}/api`, assetsBaseUrl: `${ORIGIN}/assets`, fetchFn });
  return {
    real: { ...(await loads(createSiteStore(config(real.fetchFn)))), requests: real.requests },
    light: { ...(await loads(createServerStore(config(light.fetchFn)))), requests: light.requests },
  };
}

describe('the server render store (one request, no Redux store, same query cache)', () => {
  it('answers the loaders as the RTK Query store does: data, errors, statuses, one request per query', async () => {
    const { real, light } = await both();
    expect(light.results).toEqual(real.results);
    expect(light.requests).toEqual(real.requests);
    // Two loaders asking for the same document at once make one request; a third one later is cached.
    expect(light.requests.filter((path) => path === '/assets/sites/bistro.localhost/site.json')).toHaveLength(1);
  });

  it('the page embeds the same JSON, byte for byte, so the browser store hydrates as before', async () => {
    const { real, light } = await both();
    expect(JSON.stringify(snapshotApi(light.state))).toBe(JSON.stringify(snapshotApi(real.state)));
  });

  it('the components read the same entries through the endpoints selectors, failures included', async () => {
    const { real, light } = await both({ apiStatus: 503 });
    const read = (state: typeof real.state) => [
      siteApi.endpoints.siteData.select('bistro.localhost')(state),
      siteApi.endpoints.siteData.select('nosuch.localhost')(state),
      blogApi.endpoints.blogPosts.select(1)(state),
      blogApi.endpoints.blogPost.select({ clientId: 1, slug: 'nope' })(state),
    ];
    const withoutRequestTimes = (entries: ReturnType<typeof read>) =>
      entries.map(({ requestId: _id, startedTimeStamp: _s, fulfilledTimeStamp: _f, ...entry }) => entry);
    expect(withoutRequestTimes(read(light.state))).toEqual(withoutRequestTimes(read(real.state)));
    expect(light.results).toEqual(real.results);
    expect(light.results[3]?.status).toBe('rejected');
  });
});
