// The back office's Blog screen (spec §2 /blog and /blog/{slug}, §3 "Blog", §4 "Feature gating"): the owner
// (1) and managers (3) list, read, write, publish, unpublish and delete the client's posts.
//   GET    /api/client/:id/blog-posts?status=&q=&sort=&cursor=&limit= → { posts, next_cursor }
//   GET    /api/client/:id/blog-posts/:postId                        → the post with its body
//   POST   /api/client/:id/blog-posts            BlogPostInput        → 201 the post (a draft)
//   PUT    /api/client/:id/blog-posts/:postId   BlogPostInput        → the post
//   POST   /api/client/:id/blog-posts/:postId/publish | /unpublish   → the post
//   DELETE /api/client/:id/blog-posts/:postId                        → 204
// Bodies are checked with the form's own yup schema (blogPostSchema); the service sanitises the HTML body,
// writes the change with its audit entry and its event (blog-service.ts). Writes are refused on freemium
// sites (the guard); a plan without the blog may still read, unpublish and delete, but not create, change
// or publish (403 feature_disabled).
// The public blog (spec §2 /blog, /blog/{slug}; §3 "Blog: list and selected blog"):
//   GET /api/client/{id}/blog        → { posts: BlogPost without body, newest first }
//   GET /api/client/{id}/blog/{slug} → { post: BlogPost }
// Only published posts (published_at in the past). A blog post needs a paid plan (spec §4 "Feature
// gating"): other plans get 403 `feature_disabled`, the data the site's "blog has been disabled" needs.
import {
  BlogList,
  BlogPostAnswer,
  BlogPostEntry,
  BlogPostInput,
  BlogPostListQuery,
  BlogPostPage,
  BlogPostParams,
  blogCalls,
} from '@vitrina/api-client/contracts';
import { isRouteAllowed } from '@vitrina/core-model';
import { blogPostSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { clientAnswer, clientIdParams, DB_ID_SCHEMA, notFound, publicRoute } from '../../routes/public/route-helpers.js';
import { onCall } from '../../routes/call-route.js';
import { pageNumbers, screenRoutes, validOr400 } from '../../routes/route-kit.js';
import type { BlogPostFields } from './blog-repository.js';
import {
  BLOG_MESSAGES,
  createPost,
  deletePost,
  getPost,
  listPosts,
  publishPost,
  publishedPost,
  publishedPosts,
  unpublishPost,
  updatePost,
} from './blog-service.js';

// Slugs are URL path segments of letters, digits, '-' and '_'; anything else names no post.
const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

/** Creating, changing and publishing need a plan with the blog (spec §4 "Feature gating"). */
function requireBlogPlan(req: FastifyRequest): void {
  if (!isRouteAllowed('blogPost', req.owner!.client.plan_slug)) throw new ApiError(403, 'feature_disabled', BLOG_MESSAGES.featureDisabled);
}

/** The checked fields of a POST/PUT body (the service sanitises its HTML body). */
function fieldsOf(body: unknown): BlogPostFields {
  const value = validOr400(validatePayload(blogPostSchema, body), BLOG_MESSAGES.invalid);
  return {
    title: value.title,
    slug: value.slug,
    excerpt: value.excerpt,
    body: value.body,
    cover_image_url: value.cover_image_url ?? null,
    seo_title: value.seo_title,
    seo_description: value.seo_description,
    published_at: value.published_at ? new Date(value.published_at) : null,
  };
}

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerBlogOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'blog', tags: ['owner', 'blog'] });

  routes.resource({
    calls: { list: blogCalls.list, get: blogCalls.get, create: blogCalls.create, replace: blogCalls.replace, erase: blogCalls.erase },
    schemas: { params: BlogPostParams, item: BlogPostEntry, input: BlogPostInput, list: BlogPostPage, query: BlogPostListQuery },
    fieldsOf,
    beforeSave: requireBlogPlan,
    service: {
      list: (clientId, { status, q, sort, ...page }: BlogPostListQuery) =>
        listPosts(ctx, clientId, { status, q, sort, ...pageNumbers(page) }),
      get: getPost,
      create: createPost,
      replace: updatePost,
      erase: deletePost,
    },
    summaries: {
      list: 'The blog posts, drafts included, one page at a time (last changed first unless sorted otherwise)',
      get: 'One blog post with its body',
      create: 'Write a new blog post (a draft; its body is sanitised; recorded in the activity log)',
      replace: 'Change a blog post (its body is sanitised; recorded in the activity log)',
      erase: 'Delete a blog post (recorded in the activity log); it leaves the site at once',
      deleted: 'Deleted; the post leaves the site at once (no body)',
    },
  });

  routes.act(
    blogCalls.publish,
    {
      summary: 'Publish a blog post (dated now unless it has a date); it shows on the site at once',
      params: BlogPostParams,
      response: { 200: BlogPostEntry },
    },
    async (req) => {
      requireBlogPlan(req);
      return publishPost(ctx, changerOf(req), req.params.postId);
    },
  );

  routes.act(
    blogCalls.unpublish,
    {
      summary: 'Make a blog post a draft again (its date is kept); it leaves the site at once',
      params: BlogPostParams,
      response: { 200: BlogPostEntry },
    },
    (req) => unpublishPost(ctx, changerOf(req), req.params.postId),
  );
}

/** The public site's routes (routes/public/index.ts). */
export function registerBlogPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The client's lookup (404 for an unknown id, clientAnswer) is the shared tenancy guard, as clientGuard is for owners.
  onCall(
    app,
    blogCalls.publicList,
    publicRoute({
      summary: "The client's published blog posts, newest first, without bodies",
      params: clientIdParams(),
      response: { 200: BlogList },
    }),
    clientAnswer(ctx, async ({ params }: { params: { id: number } }): Promise<BlogList> => {
      const posts = await publishedPosts(ctx, params.id);
      return { posts: posts.map(({ body: _body, ...summary }) => summary) };
    }),
  );

  onCall(
    app,
    blogCalls.publicPost,
    publicRoute({
      summary: 'One published blog post by slug',
      params: { type: 'object', required: ['id', 'slug'], properties: { id: DB_ID_SCHEMA, slug: { type: 'string' } } },
      response: { 200: BlogPostAnswer },
    }),
    clientAnswer(ctx, async ({ params }: { params: { id: number; slug: string } }, client): Promise<BlogPostAnswer> => {
      if (!isRouteAllowed('blogPost', client.plan_slug)) {
        throw new ApiError(403, 'feature_disabled', BLOG_MESSAGES.featureDisabled);
      }
      const post = SLUG.test(params.slug) ? await publishedPost(ctx, client.id, params.slug) : null;
      if (!post) throw notFound('No such blog post');
      return { post };
    }),
  );
}
