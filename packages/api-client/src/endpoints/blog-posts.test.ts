// The back office's Blog calls: pages fetched by cursor with the filter, sort and search sent to the server,
// the bearer token on every call, and changes that refetch the loaded list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogPostsApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const summary = (id: number, status: 'draft' | 'published' = 'draft') => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  excerpt: '',
  cover_image_url: null,
  status,
  published_at: status === 'published' ? '2026-03-01T09:00:00.000Z' : null,
  updated_at: `2026-03-0${id}T09:00:00.000Z`,
  path: `/blog/post-${id}`,
});
const entry = (id: number, status: 'draft' | 'published' = 'draft') => ({
  ...summary(id, status),
  body: '<p>Hi</p>',
  seo_title: '',
  seo_description: '',
});
const input = {
  title: 'Post 1',
  slug: 'post-1',
  excerpt: '',
  body: '<p>Hi</p>',
  cover_image_url: null,
  seo_title: '',
  seo_description: '',
  published_at: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('blog-posts endpoints (back office Blog screen)', () => {
  it('loads the first page, then the next by its cursor, with the filter, sort, trimmed search and bearer token', async () => {
    const { requests } = stubFetch((request) =>
      new URL(request.url).searchParams.get('cursor') === null
        ? json({ posts: [summary(3), summary(2)], next_cursor: '2' })
        : json({ posts: [summary(1)], next_cursor: null }),
    );
    const store = createTestStore(config);
    const args = { clientId: 7, status: 'draft' as const, sort: 'title' as const, q: '  menu ' };
    await store.dispatch(blogPostsApi.endpoints.ownerBlogPosts.initiate(args));
    const more = await store.dispatch(blogPostsApi.endpoints.ownerBlogPosts.initiate(args, { direction: 'forward' }));
    expect(more.data?.pages.map((p) => p.posts.map((post) => post.id))).toEqual([[3, 2], [1]]);
    expect(more.data?.pages.at(-1)?.next_cursor).toBeNull();
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/client/7/blog-posts?status=draft&sort=title&q=menu',
      'http://api.test/api/client/7/blog-posts?status=draft&sort=title&q=menu&cursor=2',
    ]);
    expect(requests.every((r) => r.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });

  it('creating a post POSTs the form’s fields only and refetches the loaded list', async () => {
    let created = false;
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        created = true;
        return json(entry(1), 201);
      }
      return json({ posts: created ? [summary(1)] : [], next_cursor: null });
    });
    const store = createTestStore(config);
    const args = { clientId: 7, status: 'all' as const, sort: 'updated' as const, q: '' };
    const list = store.dispatch(blogPostsApi.endpoints.ownerBlogPosts.initiate(args));
    await list;
    const result = await store.dispatch(blogPostsApi.endpoints.createBlogPost.initiate({ clientId: 7, ...input, extra: 1 } as never));
    expect(result.data).toEqual(entry(1));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('http://api.test/api/client/7/blog-posts');
    expect(await post.json()).toEqual(input);
    await vi.waitFor(() =>
      expect(
        blogPostsApi.endpoints.ownerBlogPosts
          .select(args)(store.getState())
          .data?.pages[0]?.posts.map((p) => p.id),
      ).toEqual([1]),
    );
    list.unsubscribe();
  });

  type Store = ReturnType<typeof createTestStore>;
  const target = { clientId: 7, postId: 4 };
  it.each([
    [
      'publish',
      'POST',
      'http://api.test/api/client/7/blog-posts/4/publish',
      (s: Store) => s.dispatch(blogPostsApi.endpoints.publishBlogPost.initiate(target)),
    ],
    [
      'unpublish',
      'POST',
      'http://api.test/api/client/7/blog-posts/4/unpublish',
      (s: Store) => s.dispatch(blogPostsApi.endpoints.unpublishBlogPost.initiate(target)),
    ],
    [
      'delete',
      'DELETE',
      'http://api.test/api/client/7/blog-posts/4',
      (s: Store) => s.dispatch(blogPostsApi.endpoints.deleteBlogPost.initiate(target)),
    ],
  ] as const)('%s calls %s %s', async (_name, method, url, run) => {
    const { requests } = stubFetch(() => (method === 'DELETE' ? new Response(null, { status: 204 }) : json(entry(4, 'published'))));
    const result = await run(createTestStore(config));
    expect(result.error).toBeUndefined();
    expect(requests.map((r) => [r.method, r.url])).toEqual([[method, url]]);
  });
});
