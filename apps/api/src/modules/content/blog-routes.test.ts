// The back office's Blog screen on a real database (spec §2 /blog and /blog/{slug}, §3 "Blog", §4 "Feature
// gating"): posts written as drafts, changed, published and unpublished, listed a page at a time (search,
// filter, sort), each change recorded in the audit log with the change itself, and shown on the public blog
// at once.
import { BlogPostEntry, BlogPostPage } from '@vitrina/api-client/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { BLOG_POST_AUDIT_ENTITY } from './blog-repository.js';
import { auditLog, blogPosts } from '../../db/schema.js';
import type { CachedPage } from '../../http/page-cache.js';
import { buildClientWithSite, buildUser } from '../../testing/builders.js';
import { NO_BODY, answered, apiAs, refused } from '../../testing/owner-api.js';
import type { ApiCaller } from '../../testing/owner-api.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const input = (over: Record<string, unknown> = {}) => ({
  title: 'Spring menu',
  slug: 'spring-menu',
  excerpt: 'Asparagus and peas.',
  body: '<h2>Starters</h2><p>Peas.</p>',
  cover_image_url: '/assets/clients/1/cover.webp',
  seo_title: '',
  seo_description: '',
  published_at: null,
  ...over,
});

describe.each(testDatabases())('blog-post routes (%s)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(blogPosts);
    await f.server.database.db.delete(auditLog);
  });

  const db = () => f.server.database.db;
  const api = () => f.api('owner');
  const salonApi = () => apiAs(f.server, f.users.spanishOwner, f.clients.salon.id);
  const create = async (over: Record<string, unknown> = {}, as: ApiCaller = api()) =>
    answered(await as.post(BlogPostEntry, '/blog-posts', input(over)), 201);
  const list = async (query = '') => answered(await api().get(BlogPostPage, `/blog-posts${query}`));
  const publicList = async () =>
    (await f.inject({ url: `/api/client/${clientId}/blog` })).json().posts.map((p: { slug: string }) => p.slug);
  const publicPost = (slug: string) => f.inject({ url: `/api/client/${clientId}/blog/${slug}` });

  it('creates a draft with its body sanitised, reads, changes and deletes it', async () => {
    const created = await create({
      body: '<h2>Starters</h2><p onclick="x()">Peas<script>alert(1)</script></p><a href="javascript:alert(1)">go</a>',
    });
    expect(created).toMatchObject({
      title: 'Spring menu',
      slug: 'spring-menu',
      status: 'draft',
      published_at: null,
      path: '/blog/spring-menu',
      body: '<h2>Starters</h2><p>Peas</p><a>go</a>',
      cover_image_url: '/assets/clients/1/cover.webp',
    });
    const read = await api().get(BlogPostEntry, `/blog-posts/${created.id}`);
    expect(answered(read)).toEqual(created);

    const put = await api().put(
      BlogPostEntry,
      `/blog-posts/${created.id}`,
      input({ title: 'Summer menu', slug: 'summer-menu', seo_title: 'Summer', cover_image_url: null }),
    );
    const changed = answered(put);
    expect(changed).toMatchObject({
      title: 'Summer menu',
      slug: 'summer-menu',
      seo_title: 'Summer',
      cover_image_url: null,
      status: 'draft',
    });
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));

    const del = await api().delete(NO_BODY, `/blog-posts/${created.id}`);
    answered(del, 204);
    expect(refused(await api().get(BlogPostEntry, `/blog-posts/${created.id}`), 404).code).toBe('post_not_found');
    expect((await api().delete(NO_BODY, `/blog-posts/${created.id}`)).status).toBe(404);
    expect((await api().put(BlogPostEntry, `/blog-posts/${created.id}`, input())).status).toBe(404);
    expect((await api().post(BlogPostEntry, `/blog-posts/${created.id}/publish`)).status).toBe(404);
  });

  it('publishing shows the post on the public blog at once; unpublishing answers 404 at once and keeps its date', async () => {
    const post = await create();
    expect(await publicList()).toEqual([]);
    expect((await publicPost('spring-menu')).statusCode).toBe(404);
    // A page rendered before the change is dropped with it.
    const page: CachedPage = { status: 200, headers: {}, body: Buffer.from('<p>old</p>'), etag: '"o"', variants: {}, answers: {} };
    f.server.app.ctx.pages.set('http://bistro.localhost/blog', page);

    const published = await api().post(BlogPostEntry, `/blog-posts/${post.id}/publish`);
    expect(answered(published)).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect(f.server.app.ctx.pages.size).toBe(0);
    expect(await publicList()).toEqual(['spring-menu']);
    const shown = await publicPost('spring-menu');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().post).toMatchObject({ title: 'Spring menu', body: '<h2>Starters</h2><p>Peas.</p>' });

    const unpublished = await api().post(BlogPostEntry, `/blog-posts/${post.id}/unpublish`);
    expect(answered(unpublished)).toMatchObject({ status: 'draft', published_at: answered(published).published_at });
    expect(await publicList()).toEqual([]);
    expect((await publicPost('spring-menu')).statusCode).toBe(404);

    // Published again: the date it had, not a new one.
    const again = await api().post(BlogPostEntry, `/blog-posts/${post.id}/publish`);
    expect(answered(again).published_at).toBe(answered(published).published_at);
  });

  it('a post with its own date is published with that date; a future date is refused', async () => {
    const post = await create({ published_at: '2025-01-15T10:00:00.000Z' });
    expect(post).toMatchObject({ status: 'draft', published_at: '2025-01-15T10:00:00.000Z' });
    const published = await api().post(BlogPostEntry, `/blog-posts/${post.id}/publish`);
    expect(answered(published).published_at).toBe('2025-01-15T10:00:00.000Z');
    // Saving a published post without a date keeps the one it has.
    const saved = await api().put(BlogPostEntry, `/blog-posts/${post.id}`, input({ published_at: null }));
    expect(answered(saved)).toMatchObject({ status: 'published', published_at: '2025-01-15T10:00:00.000Z' });
    const future = await api().post(
      BlogPostEntry,
      '/blog-posts',
      input({ slug: 'later', published_at: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expect(refused(future, 400).fields).toEqual({ published_at: 'validation:invalid.futureDate' });
  });

  it('a slug another post of the client uses answers 409 slug_taken on the slug field; another client may use it', async () => {
    const first = await create();
    const second = await create({ slug: 'other' });
    const clash = await api().post(BlogPostEntry, '/blog-posts', input());
    expect(refused(clash, 409)).toEqual({ code: 'slug_taken', message: 'Another post already uses this address', field: 'slug' });
    const renamed = await api().put(BlogPostEntry, `/blog-posts/${second.id}`, input({ slug: 'spring-menu' }));
    expect(refused(renamed, 409).code).toBe('slug_taken');
    // Its own slug is no clash.
    answered(await api().put(BlogPostEntry, `/blog-posts/${first.id}`, input({ title: 'Same address' })));
    await create({}, salonApi());
  });

  it('a wrong body answers 400 with the form’s message keys and writes nothing', async () => {
    const res = await api().post(BlogPostEntry, '/blog-posts', {
      title: '',
      slug: 'Not A Slug',
      excerpt: 'x'.repeat(301),
      seo_title: 'x'.repeat(71),
      cover_image_url: 'javascript:alert(1)',
    });
    expect(refused(res, 400)).toMatchObject({
      code: 'invalid_request',
      fields: {
        title: 'validation:required.title',
        slug: 'validation:invalid.slug',
        excerpt: 'validation:invalid.tooLong',
        seo_title: 'validation:invalid.tooLong',
        cover_image_url: 'validation:invalid.link',
      },
    });
    refused(await api().post(BlogPostEntry, '/blog-posts', []), 400);
    expect((await list()).posts).toEqual([]);
    expect(await listAuditEntries(db(), clientId)).toEqual([]);
  });

  it('pages with the cursor in each sort, every post once; filters by status and searches title and slug', async () => {
    const titles = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo'];
    const ids: number[] = [];
    for (const title of titles) ids.push((await create({ title, slug: `post-${title.toLowerCase()}` })).id);
    // Published: bravo (older date) and echo (newer date).
    await api().put(
      BlogPostEntry,
      `/blog-posts/${ids[3]}`,
      input({ title: 'Bravo', slug: 'post-bravo', published_at: '2025-01-01T00:00:00.000Z' }),
    );
    await api().put(
      BlogPostEntry,
      `/blog-posts/${ids[4]}`,
      input({ title: 'echo', slug: 'post-echo', published_at: '2025-06-01T00:00:00.000Z' }),
    );
    await api().post(BlogPostEntry, `/blog-posts/${ids[3]}/publish`);
    await api().post(BlogPostEntry, `/blog-posts/${ids[4]}/publish`);

    async function all(query: string): Promise<string[]> {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: BlogPostPage = await list(`?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.posts.length).toBeLessThanOrEqual(2);
        seen.push(...page.posts.map((p) => p.title));
        cursor = page.next_cursor;
      } while (cursor);
      return seen;
    }
    expect(await all('sort=title')).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo']);
    expect(await all('sort=published')).toEqual(['echo', 'Bravo', 'charlie', 'Alpha', 'delta']);
    expect(await all('sort=updated')).toEqual(['echo', 'Bravo', 'charlie', 'Alpha', 'delta']);
    expect(await all('status=published&sort=title')).toEqual(['Bravo', 'echo']);
    expect(await all('status=draft&sort=title')).toEqual(['Alpha', 'charlie', 'delta']);
    expect(await all('q=ALPHA')).toEqual(['Alpha']);
    expect(await all('q=post-del')).toEqual(['delta']);
    expect(await all('q=%25')).toEqual([]);
    expect((await list()).posts).toHaveLength(5);
    expect((await list('?limit=1')).next_cursor).toEqual(expect.any(String));
    expect((await api().get(BlogPostPage, `/blog-posts?limit=51`)).status).toBe(400);
    expect((await api().get(BlogPostPage, `/blog-posts?sort=random`)).status).toBe(400);
    expect((await api().get(BlogPostPage, `/blog-posts?status=spam`)).status).toBe(400);
    expect(await list('?cursor=2147483647')).toEqual({ posts: [], next_cursor: null });
  });

  it('every change is in the audit log (entity blog_post, before and after without the body), under who made it', async () => {
    const post = await create();
    await api().put(BlogPostEntry, `/blog-posts/${post.id}`, input({ title: 'Renamed' }));
    await api().post(BlogPostEntry, `/blog-posts/${post.id}/publish`);
    await api().post(BlogPostEntry, `/blog-posts/${post.id}/unpublish`);
    // Unpublishing a draft changes nothing and records nothing.
    expect(answered(await api().post(BlogPostEntry, `/blog-posts/${post.id}/unpublish`))).toMatchObject({ status: 'draft' });
    answered(await f.api('manager').delete(NO_BODY, `/blog-posts/${post.id}`), 204);
    const log = await listAuditEntries(db(), clientId, { entity: BLOG_POST_AUDIT_ENTITY });
    expect(log.map((e) => [e.action, e.entity_id, e.actor_email])).toEqual([
      ['blog_post.delete', String(post.id), f.users.manager.email],
      ['blog_post.unpublish', String(post.id), f.users.owner.email],
      ['blog_post.publish', String(post.id), f.users.owner.email],
      ['blog_post.update', String(post.id), f.users.owner.email],
      ['blog_post.create', String(post.id), f.users.owner.email],
    ]);
    for (const entry of log) {
      expect(entry.before ?? {}).not.toHaveProperty('body');
      expect(entry.after ?? {}).not.toHaveProperty('body');
    }
    expect(log[4]).toMatchObject({ before: null, after: { title: 'Spring menu', status: 'draft' } });
    expect(log[3]).toMatchObject({ before: { title: 'Spring menu' }, after: { title: 'Renamed' } });
    expect(log[2]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
    expect(log[0]).toMatchObject({ before: { title: 'Renamed' }, after: null });
  });

  it('a plan without the blog may read, unpublish and delete, but not create, change or publish (403 feature_disabled)', async () => {
    const { record } = await buildClientWithSite(db(), { plan_slug: null });
    const user = await buildUser(db(), { clientIds: [record.client.id] });
    const [row] = await db()
      .insert(blogPosts)
      .values({ client_id: record.client.id, slug: 'old', title: 'Old', status: 'published', published_at: new Date('2024-01-01') })
      .returning();
    const theirs = apiAs(f.server, user, record.client.id);
    answered(await theirs.get(BlogPostPage, '/blog-posts'));
    answered(await theirs.get(BlogPostEntry, `/blog-posts/${row!.id}`));
    for (const res of [
      await theirs.post(BlogPostEntry, '/blog-posts', input()),
      await theirs.put(BlogPostEntry, `/blog-posts/${row!.id}`, input()),
      await theirs.post(BlogPostEntry, `/blog-posts/${row!.id}/publish`),
    ]) {
      expect(refused(res, 403)).toEqual({ code: 'feature_disabled', message: 'The blog has been disabled for this plan' });
    }
    answered(await theirs.post(BlogPostEntry, `/blog-posts/${row!.id}/unpublish`));
    answered(await theirs.delete(NO_BODY, `/blog-posts/${row!.id}`), 204);
  });

  it('a freemium site may read its posts but not change them (403 freemium); another business’s post is not found', async () => {
    const freebie = apiAs(f.server, f.users.freemiumOwner, f.clients.freebie.id);
    answered(await freebie.get(BlogPostPage, '/blog-posts'));
    expect(refused(await freebie.post(BlogPostEntry, '/blog-posts', input()), 403).code).toBe('freemium');

    const { id } = await create({ slug: 'salon' }, salonApi());
    expect((await api().get(BlogPostEntry, `/blog-posts/${id}`)).status).toBe(404);
    expect((await api().delete(NO_BODY, `/blog-posts/${id}`)).status).toBe(404);
    expect((await api().post(BlogPostEntry, `/blog-posts/${id}/publish`)).status).toBe(404);
  });
});
