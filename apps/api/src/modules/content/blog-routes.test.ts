// The back office's Blog screen on a real database (spec §2 /blog and /blog/{slug}, §3 "Blog", §4 "Feature
// gating"): posts written as drafts, changed, published and unpublished, listed a page at a time (search,
// filter, sort), each change recorded in the audit log with the change itself, and shown on the public blog
// at once.
import type { BlogPostEntry, BlogPostSummary } from '@vitrina/api-client/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { BLOG_POST_AUDIT_ENTITY } from './blog-repository.js';
import { auditLog, blogPosts } from '../../db/schema.js';
import type { CachedPage } from '../../http/page-cache.js';
import { buildClientWithSite, buildUser } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

type Page = { posts: BlogPostSummary[]; next_cursor: string | null };

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
  let base: string;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
    base = `/api/client/${clientId}/blog-posts`;
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(blogPosts);
    await f.server.database.db.delete(auditLog);
  });

  const db = () => f.server.database.db;
  const owner = async () => f.as(f.users.owner);
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>) {
    return f.inject({ method, url, payload, headers: headers ?? (await owner()) });
  }
  async function create(over: Record<string, unknown> = {}): Promise<BlogPostEntry> {
    const res = await call('POST', base, input(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  async function list(query = ''): Promise<Page> {
    const res = await call('GET', `${base}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
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
    const read = await call('GET', `${base}/${created.id}`);
    expect(read.json()).toEqual(created);

    const put = await call(
      'PUT',
      `${base}/${created.id}`,
      input({ title: 'Summer menu', slug: 'summer-menu', seo_title: 'Summer', cover_image_url: null }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      title: 'Summer menu',
      slug: 'summer-menu',
      seo_title: 'Summer',
      cover_image_url: null,
      status: 'draft',
    });
    expect(Date.parse(put.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));

    const del = await call('DELETE', `${base}/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect((await call('GET', `${base}/${created.id}`)).json().error.code).toBe('post_not_found');
    expect((await call('DELETE', `${base}/${created.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${created.id}`, input())).statusCode).toBe(404);
    expect((await call('POST', `${base}/${created.id}/publish`)).statusCode).toBe(404);
  });

  it('publishing shows the post on the public blog at once; unpublishing answers 404 at once and keeps its date', async () => {
    const post = await create();
    expect(await publicList()).toEqual([]);
    expect((await publicPost('spring-menu')).statusCode).toBe(404);
    // A page rendered before the change is dropped with it.
    const page: CachedPage = { status: 200, headers: {}, body: Buffer.from('<p>old</p>'), etag: '"o"', variants: {}, answers: {} };
    f.server.app.ctx.pages.set('http://bistro.localhost/blog', page);

    const published = await call('POST', `${base}/${post.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect(f.server.app.ctx.pages.size).toBe(0);
    expect(await publicList()).toEqual(['spring-menu']);
    const shown = await publicPost('spring-menu');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().post).toMatchObject({ title: 'Spring menu', body: '<h2>Starters</h2><p>Peas.</p>' });

    const unpublished = await call('POST', `${base}/${post.id}/unpublish`);
    expect(unpublished.json()).toMatchObject({ status: 'draft', published_at: published.json().published_at });
    expect(await publicList()).toEqual([]);
    expect((await publicPost('spring-menu')).statusCode).toBe(404);

    // Published again: the date it had, not a new one.
    const again = await call('POST', `${base}/${post.id}/publish`);
    expect(again.json().published_at).toBe(published.json().published_at);
  });

  it('a post with its own date is published with that date; a future date is refused', async () => {
    const post = await create({ published_at: '2025-01-15T10:00:00.000Z' });
    expect(post).toMatchObject({ status: 'draft', published_at: '2025-01-15T10:00:00.000Z' });
    const published = await call('POST', `${base}/${post.id}/publish`);
    expect(published.json().published_at).toBe('2025-01-15T10:00:00.000Z');
    // Saving a published post without a date keeps the one it has.
    const saved = await call('PUT', `${base}/${post.id}`, input({ published_at: null }));
    expect(saved.json()).toMatchObject({ status: 'published', published_at: '2025-01-15T10:00:00.000Z' });
    const future = await call('POST', base, input({ slug: 'later', published_at: new Date(Date.now() + 86_400_000).toISOString() }));
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ published_at: 'validation:invalid.futureDate' });
  });

  it('a slug another post of the client uses answers 409 slug_taken on the slug field; another client may use it', async () => {
    const first = await create();
    const second = await create({ slug: 'other' });
    const clash = await call('POST', base, input());
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: { code: 'slug_taken', message: 'Another post already uses this address', field: 'slug' } });
    const renamed = await call('PUT', `${base}/${second.id}`, input({ slug: 'spring-menu' }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.code).toBe('slug_taken');
    // Its own slug is no clash.
    expect((await call('PUT', `${base}/${first.id}`, input({ title: 'Same address' }))).statusCode).toBe(200);
    const salon = await f.inject({
      method: 'POST',
      url: `/api/client/${f.clients.salon.id}/blog-posts`,
      payload: input(),
      headers: await f.as(f.users.spanishOwner),
    });
    expect(salon.statusCode, salon.body).toBe(201);
  });

  it('a wrong body answers 400 with the form’s message keys and writes nothing', async () => {
    const res = await call('POST', base, {
      title: '',
      slug: 'Not A Slug',
      excerpt: 'x'.repeat(301),
      seo_title: 'x'.repeat(71),
      cover_image_url: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_request',
      fields: {
        title: 'validation:required.title',
        slug: 'validation:invalid.slug',
        excerpt: 'validation:invalid.tooLong',
        seo_title: 'validation:invalid.tooLong',
        cover_image_url: 'validation:invalid.link',
      },
    });
    expect((await call('POST', base, [] as unknown as object)).statusCode).toBe(400);
    expect((await list()).posts).toEqual([]);
    expect(await listAuditEntries(db(), clientId)).toEqual([]);
  });

  it('pages with the cursor in each sort, every post once; filters by status and searches title and slug', async () => {
    const titles = ['delta', 'Alpha', 'charlie', 'Bravo', 'echo'];
    const ids: number[] = [];
    for (const title of titles) ids.push((await create({ title, slug: `post-${title.toLowerCase()}` })).id);
    // Published: bravo (older date) and echo (newer date).
    await call('PUT', `${base}/${ids[3]}`, input({ title: 'Bravo', slug: 'post-bravo', published_at: '2025-01-01T00:00:00.000Z' }));
    await call('PUT', `${base}/${ids[4]}`, input({ title: 'echo', slug: 'post-echo', published_at: '2025-06-01T00:00:00.000Z' }));
    await call('POST', `${base}/${ids[3]}/publish`);
    await call('POST', `${base}/${ids[4]}/publish`);

    async function all(query: string): Promise<string[]> {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await list(`?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
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
    expect((await call('GET', `${base}?limit=51`)).statusCode).toBe(400);
    expect((await call('GET', `${base}?sort=random`)).statusCode).toBe(400);
    expect((await call('GET', `${base}?status=spam`)).statusCode).toBe(400);
    expect(await list('?cursor=2147483647')).toEqual({ posts: [], next_cursor: null });
  });

  it('every change is in the audit log (entity blog_post, before and after without the body), under who made it', async () => {
    const post = await create();
    await call('PUT', `${base}/${post.id}`, input({ title: 'Renamed' }));
    await call('POST', `${base}/${post.id}/publish`);
    await call('POST', `${base}/${post.id}/unpublish`);
    // Unpublishing a draft changes nothing and records nothing.
    expect((await call('POST', `${base}/${post.id}/unpublish`)).json()).toMatchObject({ status: 'draft' });
    await call('DELETE', `${base}/${post.id}`, undefined, await f.as(f.users.manager));
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
    const url = `/api/client/${record.client.id}/blog-posts`;
    const [row] = await db()
      .insert(blogPosts)
      .values({ client_id: record.client.id, slug: 'old', title: 'Old', status: 'published', published_at: new Date('2024-01-01') })
      .returning();
    const headers = await f.as(user);
    expect((await call('GET', url, undefined, headers)).statusCode).toBe(200);
    expect((await call('GET', `${url}/${row!.id}`, undefined, headers)).statusCode).toBe(200);
    for (const [method, path, payload] of [
      ['POST', url, input()],
      ['PUT', `${url}/${row!.id}`, input()],
      ['POST', `${url}/${row!.id}/publish`, undefined],
    ] as const) {
      const res = await call(method, path, payload, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'feature_disabled', message: 'The blog has been disabled for this plan' });
    }
    expect((await call('POST', `${url}/${row!.id}/unpublish`, undefined, headers)).statusCode).toBe(200);
    expect((await call('DELETE', `${url}/${row!.id}`, undefined, headers)).statusCode).toBe(204);
  });

  it('a freemium site may read its posts but not change them (403 freemium); another business’s post is not found', async () => {
    const freebie = `/api/client/${f.clients.freebie.id}/blog-posts`;
    const headers = await f.as(f.users.freemiumOwner);
    expect((await call('GET', freebie, undefined, headers)).statusCode).toBe(200);
    const res = await call('POST', freebie, input(), headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('freemium');

    const salonPost = await f.inject({
      method: 'POST',
      url: `/api/client/${f.clients.salon.id}/blog-posts`,
      payload: input({ slug: 'salon' }),
      headers: await f.as(f.users.spanishOwner),
    });
    const id = salonPost.json().id as number;
    expect((await call('GET', `${base}/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    expect((await call('POST', `${base}/${id}/publish`)).statusCode).toBe(404);
  });
});
