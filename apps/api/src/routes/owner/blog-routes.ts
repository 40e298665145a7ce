// The back office's Blog screen (spec §2 /blog and /blog/{slug}, §3 "Blog", §4 "Feature gating"): the owner
// (1) and managers (3) list, read, write, publish, unpublish and delete the client's posts.
//   GET    /api/client/:id/blog-posts?status=&q=&sort=&cursor=&limit= → { posts, next_cursor }
//   GET    /api/client/:id/blog-posts/:postId                        → the post with its body
//   POST   /api/client/:id/blog-posts            BlogPostInput        → 201 the post (a draft)
//   PUT    /api/client/:id/blog-posts/:postId   BlogPostInput        → the post
//   POST   /api/client/:id/blog-posts/:postId/publish | /unpublish   → the post
//   DELETE /api/client/:id/blog-posts/:postId                        → 204
// Bodies are checked with the form's own yup schema (blogPostSchema), then the HTML body is sanitised with
// the one rich-text allowlist before it is stored. Every change is written with its audit entry, then the
// client's page caches are dropped, so /blog, /blog/{slug} and sitemap.xml show it at once (site.json holds
// no posts: nothing is republished). Writes are refused on freemium sites (the guard); a plan without the
// blog may still read, unpublish and delete, but not create, change or publish (403 feature_disabled).
import { BlogPostEntry, BlogPostInput, BlogPostListQuery, BlogPostPage, BlogPostParams } from '@vitrina/api-client/contracts';
import { isRouteAllowed } from '@vitrina/core-model';
import { blogPostSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/index.js';
import {
  createBlogPost,
  deleteBlogPost,
  getOwnerBlogPost,
  listOwnerBlogPosts,
  publishBlogPost,
  unpublishBlogPost,
  updateBlogPost,
} from '../../db/index.js';
import type { BlogPostChange, BlogPostFields, BlogPostRecord } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { sanitizeRichText } from '../../services/rich-text.js';
import { catalogChange } from '../../services/owner-publish.js';
import { noCache } from '../public/route-helpers.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

export const BLOG_MESSAGES = {
  notFound: 'There is no such blog post',
  slugTaken: 'Another post already uses this address',
  featureDisabled: 'The blog has been disabled for this plan',
  invalid: 'The blog post is not valid',
} as const;

const postNotFound = () => new ApiError(404, 'post_not_found', BLOG_MESSAGES.notFound);

/**
 * 409 `{ error: { code: 'slug_taken', message, field: 'slug' } }` (a ready body, which the app's error handler
 * sends as it is): the form shows it on the slug field.
 */
class SlugTaken extends Error {
  readonly statusCode = 409;
  readonly error = { code: 'slug_taken', message: BLOG_MESSAGES.slugTaken, field: 'slug' };
  constructor() {
    super(BLOG_MESSAGES.slugTaken);
  }
}

/** The answer of a change, or the error it maps to. */
function changed(result: BlogPostChange): BlogPostRecord {
  if (result.ok) return result.post;
  if (result.error === 'slug_taken') throw new SlugTaken();
  throw postNotFound();
}

/** Creating, changing and publishing need a plan with the blog (spec §4 "Feature gating"). */
function requireBlogPlan(req: FastifyRequest): void {
  if (!isRouteAllowed('blogPost', req.owner!.client.plan_slug)) throw new ApiError(403, 'feature_disabled', BLOG_MESSAGES.featureDisabled);
}

/** The checked fields of a POST/PUT body, its HTML body sanitised. */
function fieldsOf(body: unknown): BlogPostFields {
  const checked = validatePayload(blogPostSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', BLOG_MESSAGES.invalid, checked.fields);
  const value = checked.value;
  return {
    title: value.title,
    slug: value.slug,
    excerpt: value.excerpt,
    body: sanitizeRichText(value.body),
    cover_image_url: value.cover_image_url ?? null,
    seo_title: value.seo_title,
    seo_description: value.seo_description,
    published_at: value.published_at ? new Date(value.published_at) : null,
  };
}

export function registerBlogPostRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const read = clientGuard(ctx, { write: false, screen: 'blog' });
  const write = clientGuard(ctx, { write: true, screen: 'blog' });
  const actorOf = (req: FastifyRequest) => ({ sub: req.owner!.user.sub, email: req.owner!.user.email });
  /** The record a change wrote (a CatalogChanged event with it: the site's caches are dropped after the commit),
   * or the error a refused change maps to, thrown inside the transaction (nothing written, no event). */
  const committed = (req: FastifyRequest, work: (tx: AppDb) => Promise<BlogPostChange>): Promise<BlogPostRecord> =>
    catalogChange(ctx, req.log, req.owner!.clientId, async (tx) => changed(await work(tx)));

  app.get<{ Params: { id: number }; Querystring: BlogPostListQuery }>(
    '/api/client/:id/blog-posts',
    ownerRoute(read, {
      tags: ['owner', 'blog'],
      summary: 'The blog posts, drafts included, one page at a time (last changed first unless sorted otherwise)',
      params: clientParams,
      querystring: BlogPostListQuery,
      response: { 200: BlogPostPage },
    }),
    async (req, reply) => {
      const { status, q, sort, cursor, limit } = req.query;
      const page = await listOwnerBlogPosts(db, req.owner!.clientId, {
        status,
        q,
        sort,
        cursor: cursor === undefined ? undefined : Number(cursor),
        limit: limit === undefined ? undefined : Number(limit),
      });
      return noCache(reply).send(page satisfies BlogPostPage);
    },
  );

  app.get<{ Params: BlogPostParams }>(
    '/api/client/:id/blog-posts/:postId',
    ownerRoute(read, {
      tags: ['owner', 'blog'],
      summary: 'One blog post with its body',
      params: BlogPostParams,
      response: { 200: BlogPostEntry },
    }),
    async (req, reply) => {
      const post = await getOwnerBlogPost(db, req.owner!.clientId, req.params.postId);
      if (!post) throw postNotFound();
      return noCache(reply).send(post satisfies BlogPostEntry);
    },
  );

  app.post<{ Params: { id: number }; Body: BlogPostInput }>(
    '/api/client/:id/blog-posts',
    ownerRoute(write, {
      tags: ['owner', 'blog'],
      summary: 'Write a new blog post (a draft; its body is sanitised; recorded in the activity log)',
      params: clientParams,
      body: BlogPostInput,
      response: { 201: BlogPostEntry },
    }),
    async (req, reply) => {
      requireBlogPlan(req);
      const { clientId } = req.owner!;
      const post = await committed(req, (tx) => createBlogPost(tx, clientId, fieldsOf(req.body), actorOf(req)));
      return noCache(reply)
        .status(201)
        .send(post satisfies BlogPostEntry);
    },
  );

  app.put<{ Params: BlogPostParams; Body: BlogPostInput }>(
    '/api/client/:id/blog-posts/:postId',
    ownerRoute(write, {
      tags: ['owner', 'blog'],
      summary: 'Change a blog post (its body is sanitised; recorded in the activity log)',
      params: BlogPostParams,
      body: BlogPostInput,
      response: { 200: BlogPostEntry },
    }),
    async (req, reply) => {
      requireBlogPlan(req);
      const { clientId } = req.owner!;
      const post = await committed(req, (tx) => updateBlogPost(tx, clientId, req.params.postId, fieldsOf(req.body), actorOf(req)));
      return noCache(reply).send(post satisfies BlogPostEntry);
    },
  );

  app.post<{ Params: BlogPostParams }>(
    '/api/client/:id/blog-posts/:postId/publish',
    ownerRoute(write, {
      tags: ['owner', 'blog'],
      summary: 'Publish a blog post (dated now unless it has a date); it shows on the site at once',
      params: BlogPostParams,
      response: { 200: BlogPostEntry },
    }),
    async (req, reply) => {
      requireBlogPlan(req);
      const { clientId } = req.owner!;
      const post = await committed(req, (tx) => publishBlogPost(tx, clientId, req.params.postId, actorOf(req)));
      return noCache(reply).send(post satisfies BlogPostEntry);
    },
  );

  app.post<{ Params: BlogPostParams }>(
    '/api/client/:id/blog-posts/:postId/unpublish',
    ownerRoute(write, {
      tags: ['owner', 'blog'],
      summary: 'Make a blog post a draft again (its date is kept); it leaves the site at once',
      params: BlogPostParams,
      response: { 200: BlogPostEntry },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const post = await committed(req, (tx) => unpublishBlogPost(tx, clientId, req.params.postId, actorOf(req)));
      return noCache(reply).send(post satisfies BlogPostEntry);
    },
  );

  app.delete<{ Params: BlogPostParams }>(
    '/api/client/:id/blog-posts/:postId',
    ownerRoute(write, {
      tags: ['owner', 'blog'],
      summary: 'Delete a blog post (recorded in the activity log); it leaves the site at once',
      params: BlogPostParams,
      response: { 204: { type: 'null', description: 'Deleted; the post leaves the site at once (no body)' } },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      await catalogChange(ctx, req.log, clientId, async (tx) => {
        if (!(await deleteBlogPost(tx, clientId, req.params.postId, actorOf(req)))) throw postNotFound();
      });
      return noCache(reply).status(204).send();
    },
  );
}
