// The blog's service (issue 27): the only code that writes blog_posts. Each change is one unit of work
// (`catalogChange`): the post, its audit entry and a CatalogChanged event commit together, all written with
// the transaction catalogChange passes, and the event's subscriber drops the client's page caches after the
// commit, so /blog, /blog/{slug} and sitemap.xml show the change at once (site.json holds no posts: nothing
// is republished). A refused change throws inside the transaction: nothing is written and no event recorded.
// Reads pass through to the repositories.
import type { BlogPost } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { ApiError, SlugTaken } from '../../http/errors.js';
import { catalogChange } from '../../services/owner-publish.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { sanitizeRichText } from '../../services/rich-text.js';
import { getBlogPostBySlug, listBlogPosts } from './blog-public-repository.js';
import {
  createBlogPost,
  deleteBlogPost,
  getOwnerBlogPost,
  listOwnerBlogPosts,
  publishBlogPost,
  unpublishBlogPost,
  updateBlogPost,
} from './blog-repository.js';
import type { BlogPostChange, BlogPostFields, BlogPostPageRecord, BlogPostRecord, OwnerBlogPostQuery } from './blog-repository.js';

export const BLOG_MESSAGES = {
  notFound: 'There is no such blog post',
  slugTaken: 'Another post already uses this address',
  featureDisabled: 'The blog has been disabled for this plan',
  invalid: 'The blog post is not valid',
} as const;

const postNotFound = () => new ApiError(404, 'post_not_found', BLOG_MESSAGES.notFound);

/** The post a change wrote, or the error a refused change maps to (thrown inside the transaction). */
function changed(result: BlogPostChange): BlogPostRecord {
  if (result.ok) return result.post;
  if (result.error === 'slug_taken') throw new SlugTaken(BLOG_MESSAGES.slugTaken);
  throw postNotFound();
}

/** A change of the client's blog as one unit of work with its CatalogChanged event. */
const committed = (ctx: AppContext, by: OwnerChanger, work: (tx: AppDb) => Promise<BlogPostChange>): Promise<BlogPostRecord> =>
  catalogChange(ctx, by.log, by.clientId, async (tx) => changed(await work(tx)));

/** The body is stored only through the one rich-text allowlist, whoever calls. */
const sanitized = (fields: BlogPostFields): BlogPostFields => ({ ...fields, body: sanitizeRichText(fields.body) });

export function listPosts(ctx: AppContext, clientId: number, query: OwnerBlogPostQuery): Promise<BlogPostPageRecord> {
  return listOwnerBlogPosts(ctx.database.db, clientId, query);
}

/** One post of the client; 404 `post_not_found` when it has none by that id. */
export async function getPost(ctx: AppContext, clientId: number, postId: number): Promise<BlogPostRecord> {
  const post = await getOwnerBlogPost(ctx.database.db, clientId, postId);
  if (!post) throw postNotFound();
  return post;
}

/** A new post, always a draft; 409 `slug_taken` when another post has its slug. */
export function createPost(ctx: AppContext, by: OwnerChanger, fields: BlogPostFields): Promise<BlogPostRecord> {
  return committed(ctx, by, (tx) => createBlogPost(tx, by.clientId, sanitized(fields), by.actor));
}

export function updatePost(ctx: AppContext, by: OwnerChanger, postId: number, fields: BlogPostFields): Promise<BlogPostRecord> {
  return committed(ctx, by, (tx) => updateBlogPost(tx, by.clientId, postId, sanitized(fields), by.actor));
}

export function publishPost(ctx: AppContext, by: OwnerChanger, postId: number): Promise<BlogPostRecord> {
  return committed(ctx, by, (tx) => publishBlogPost(tx, by.clientId, postId, by.actor));
}

export function unpublishPost(ctx: AppContext, by: OwnerChanger, postId: number): Promise<BlogPostRecord> {
  return committed(ctx, by, (tx) => unpublishBlogPost(tx, by.clientId, postId, by.actor));
}

/** Deletes the post; 404 `post_not_found` when the client has none by that id. */
export async function deletePost(ctx: AppContext, by: OwnerChanger, postId: number): Promise<void> {
  await catalogChange(ctx, by.log, by.clientId, async (tx) => {
    if (!(await deleteBlogPost(tx, by.clientId, postId, by.actor))) throw postNotFound();
  });
}

/** The client's published posts, newest first (the public list). */
export function publishedPosts(ctx: AppContext, clientId: number): Promise<BlogPost[]> {
  return listBlogPosts(ctx.database.db, clientId);
}

/** One published post by slug, or null. */
export function publishedPost(ctx: AppContext, clientId: number, slug: string): Promise<BlogPost | null> {
  return getBlogPostBySlug(ctx.database.db, clientId, slug);
}
