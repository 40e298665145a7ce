// The public blog (spec §2 /blog, /blog/{slug}; §3 "Blog: list and selected blog"):
//   GET /api/client/{id}/blog        → { posts: BlogPost without body, newest first }
//   GET /api/client/{id}/blog/{slug} → { post: BlogPost }
// Only published posts (published_at in the past). A blog post needs a paid plan (spec §4 "Feature
// gating"): other plans get 403 `feature_disabled`, the data the site's "blog has been disabled" needs.
import { BlogList, BlogPostAnswer } from '@vitrina/api-client/contracts';
import { isRouteAllowed } from '@vitrina/core-model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { getBlogPostBySlug, listBlogPosts } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { DB_ID_SCHEMA, clientIdParams, noCache, notFound, requireClient } from './route-helpers.js';

// Slugs are URL path segments of letters, digits, '-' and '_'; anything else names no post.
const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

export function registerBlogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/blog',
    {
      schema: {
        tags: ['public'],
        summary: "The client's published blog posts, newest first, without bodies",
        params: clientIdParams(),
        response: { 200: BlogList },
      },
    },
    async (req, reply): Promise<BlogList> => {
      await requireClient(db, req.params.id);
      const posts = await listBlogPosts(db, req.params.id);
      noCache(reply);
      return { posts: posts.map(({ body: _body, ...summary }) => summary) };
    },
  );

  app.get<{ Params: { id: number; slug: string } }>(
    '/api/client/:id/blog/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'One published blog post by slug',
        params: { type: 'object', required: ['id', 'slug'], properties: { id: DB_ID_SCHEMA, slug: { type: 'string' } } },
        response: { 200: BlogPostAnswer },
      },
    },
    async (req, reply): Promise<BlogPostAnswer> => {
      const { client } = await requireClient(db, req.params.id);
      if (!isRouteAllowed('blogPost', client.plan_slug)) {
        throw new ApiError(403, 'feature_disabled', 'The blog has been disabled for this plan');
      }
      const post = SLUG.test(req.params.slug) ? await getBlogPostBySlug(db, client.id, req.params.slug) : null;
      if (!post) throw notFound('No such blog post');
      noCache(reply);
      return { post };
    },
  );
}
