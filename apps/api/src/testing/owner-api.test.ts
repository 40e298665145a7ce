// The API harness: each role is the one its name says (team is the owner's screen, the blog a manager's too,
// neither an employee's), relative paths are below the caller's business, and a body is read only as the
// contract its route answers with.
import { BlogPostEntry, BlogPostPage, OwnerProductPage, TeamPage } from '@vitrina/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractMismatch } from './contract-check.js';
import { NO_BODY, answered, ownerApi, refused } from './owner-api.js';
import type { ApiCaller } from './owner-api.js';
import { createTestServer } from './test-server.js';
import type { TestServer } from './test-server.js';

const post = {
  title: 'Spring menu',
  slug: 'spring-menu',
  excerpt: '',
  body: '<p>Peas.</p>',
  cover_image_url: null,
  seo_title: '',
  seo_description: '',
  published_at: null,
};

describe('ownerApi', () => {
  let server: TestServer;
  let owner: ApiCaller;
  beforeAll(async () => {
    server = await createTestServer('pglite');
    owner = await ownerApi(server, 'owner');
  }, 60_000);
  afterAll(() => server?.close());

  it('signs in with the role it is asked for, in the business', async () => {
    const manager = await ownerApi(server, 'manager', { clientId: owner.clientId });
    const employee = await ownerApi(server, 'employee', { clientId: owner.clientId });
    expect([manager.clientId, employee.clientId]).toEqual([owner.clientId, owner.clientId]);
    expect([owner.user.role_id, manager.user.role_id, employee.user.role_id]).toEqual([1, 3, 4]);

    const team = answered(await owner.get(TeamPage, '/team')).members;
    expect(team.map((m) => [m.email, m.role_id])).toEqual(
      expect.arrayContaining([owner, manager, employee].map(({ user }) => [user.email, user.role_id])),
    );
    expect(refused(await manager.get(TeamPage, '/team'), 403).code).toBe('forbidden_screen');
    expect(answered(await manager.get(BlogPostPage, '/blog-posts')).posts).toEqual([]);
    expect(refused(await employee.get(BlogPostPage, '/blog-posts'), 403).code).toBe('forbidden_screen');
  });

  it('puts a relative path below its own business; `request` reaches any other', async () => {
    const other = await ownerApi(server, 'owner');
    expect(other.clientId).not.toBe(owner.clientId);
    const created = answered(await owner.post(BlogPostEntry, '/blog-posts', post), 201);
    expect(answered(await owner.get(BlogPostEntry, `/blog-posts/${created.id}`)).title).toBe('Spring menu');
    expect(refused(await other.get(BlogPostEntry, `/blog-posts/${created.id}`), 404).code).toBe('post_not_found');
    const across = await other.request(BlogPostEntry, { method: 'GET', url: `/api/client/${owner.clientId}/blog-posts/${created.id}` });
    expect(refused(across, 403).code).toBe('no_access');
    expect(() => owner.get(BlogPostPage, 'blog-posts')).toThrow("a business path starts with '/'");
  });

  it('an answer without a body is null; a body read as another contract fails the call', async () => {
    const created = answered(await owner.post(BlogPostEntry, '/blog-posts', { ...post, slug: 'gone' }), 201);
    expect(answered(await owner.delete(NO_BODY, `/blog-posts/${created.id}`), 204)).toBeNull();
    await expect(owner.get(OwnerProductPage, '/blog-posts')).rejects.toThrow(
      /GET \/api\/client\/\d+\/blog-posts → 200 answered outside its contract: body\.products: missing/,
    );
    await expect(owner.get(NO_BODY, '/blog-posts')).rejects.toThrow('body: expected null, got object');
  });
});

describe('contractMismatch', () => {
  const entry = {
    type: 'object',
    required: ['id', 'tags', 'status'],
    properties: {
      id: { type: 'integer' },
      note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      status: { type: 'string', enum: ['draft', 'published'] },
      tags: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
    },
  };
  it.each([
    ['a matching body', { id: 1, note: null, status: 'draft', tags: [{ name: 'a' }], extra: 1 }, null],
    ['a missing field', { id: 1, status: 'draft' }, 'body.tags: missing'],
    ['a fraction for an integer', { id: 1.5, status: 'draft', tags: [] }, 'body.id: expected integer, got number'],
    ['a value outside the enum', { id: 1, status: 'gone', tags: [] }, 'body.status: "gone" is not one of ["draft","published"]'],
    ['a wrong item', { id: 1, status: 'draft', tags: [{ name: 'a' }, { name: 2 }] }, 'body.tags[1].name: expected string, got integer'],
    [
      'no branch of a union',
      { id: 1, note: 3, status: 'draft', tags: [] },
      'body.note: expected string, got integer and body.note: expected null, got integer',
    ],
  ])('%s', (_name, body, miss) => {
    expect(contractMismatch(entry, body)).toBe(miss);
  });
});
