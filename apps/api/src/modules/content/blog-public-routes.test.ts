import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlogPost } from './blog-public-repository.js';
import { blogPosts } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

const DAY = 86_400_000;

describe.each(testDatabases())('%s: the public blog (spec §2 /blog, /blog/{slug}; §3 Blog)', (kind) => {
  let t: TestServer;
  let paid: number;
  let freemium: number;
  beforeAll(async () => {
    t = await createTestServer(kind);
    paid = (await buildClient(t.database.db, { plan_slug: 'starter' })).client.id;
    freemium = (await buildClient(t.database.db, { plan_slug: 'freemium', freemium: true })).client.id;
    const post = (clientId: number, slug: string, daysAgo: number) =>
      insertBlogPost(t.database.db, clientId, {
        slug,
        title: `Title ${slug}`,
        summary: `About ${slug}`,
        body: `Body of ${slug}`,
        published_at: new Date(Date.now() - daysAgo * DAY),
      });
    await post(paid, 'older', 10);
    await post(paid, 'newer', 1);
    await post(paid, 'scheduled', -2);
    await post(freemium, 'free-post', 1);
    // A draft, one never published and one unpublished (it keeps its date): neither is public.
    await t.database.db.insert(blogPosts).values([
      { client_id: paid, slug: 'draft', title: 'Draft', status: 'draft' },
      { client_id: paid, slug: 'unpublished', title: 'Unpublished', status: 'draft', published_at: new Date(Date.now() - DAY) },
    ]);
  }, 60_000);
  afterAll(() => t?.close());

  it('§3 the list: published posts, newest first, without bodies', async () => {
    const res = await t.app.inject(`/api/client/${paid}/blog`);
    expect(res.statusCode).toBe(200);
    const { posts } = res.json();
    expect(posts.map((p: { slug: string }) => p.slug)).toEqual(['newer', 'older']);
    expect(posts[0]).toEqual({
      id: expect.any(Number),
      slug: 'newer',
      title: 'Title newer',
      summary: 'About newer',
      image_url: null,
      author: '',
      published_at: expect.any(String),
      seo_title: '',
      seo_description: '',
    });
  });

  it('§3 the selected blog: one post by slug, with its body', async () => {
    const res = await t.app.inject(`/api/client/${paid}/blog/older`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ post: { slug: 'older', body: 'Body of older' } });
  });

  it('§4 a blog post needs a paid plan: freemium → 403 feature_disabled (the list stays readable)', async () => {
    expect((await t.app.inject(`/api/client/${freemium}/blog`)).statusCode).toBe(200);
    const res = await t.app.inject(`/api/client/${freemium}/blog/free-post`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'feature_disabled' } });
  });

  it.each([
    ['a scheduled post', 404, () => `/api/client/${paid}/blog/scheduled`],
    ['a draft', 404, () => `/api/client/${paid}/blog/draft`],
    ['an unpublished post with a past date', 404, () => `/api/client/${paid}/blog/unpublished`],
    ['another client’s post', 404, () => `/api/client/${paid}/blog/free-post`],
    ['a slug no post can have', 404, () => `/api/client/${paid}/blog/%00x`],
    ['an unknown client', 404, () => '/api/client/2147483000/blog'],
    ['a non-numeric client id', 400, () => '/api/client/x/blog'],
  ])('%s → %i', async (_name, status, url) => {
    const res = await t.app.inject(url());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('a slug longer than any path parameter may be → 414 (the router refuses it)', async () => {
    expect((await t.app.inject(`/api/client/${paid}/blog/${'a'.repeat(300)}`)).statusCode).toBe(414);
  });
});
