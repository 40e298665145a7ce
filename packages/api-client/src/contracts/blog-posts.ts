// The back office's Blog screen (owner 1 and manager 3; spec §2 /blog and /blog/{slug}, §3 "Blog", §4
// "Feature gating"): the client's posts, drafts included, a page at a time; one post with its body; and the
// changes — create (a draft), update, publish, unpublish, delete.
//   GET    client/{id}/blog-posts?status=&q=&sort=&cursor=&limit= → BlogPostPage
//   GET    client/{id}/blog-posts/{postId}                        → BlogPostEntry
//   POST   client/{id}/blog-posts            BlogPostInput        → 201 BlogPostEntry
//   PUT    client/{id}/blog-posts/{postId}   BlogPostInput        → BlogPostEntry
//   POST   client/{id}/blog-posts/{postId}/publish | /unpublish   → BlogPostEntry
//   DELETE client/{id}/blog-posts/{postId}                        → 204
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CursorPage, CursorPaging, DbId, EnteredText, Nullable, SearchWords, StringEnum, ValidatedBody } from './shared.js';
import type { BlogPostInput as PostInput } from '@vitrina/validation';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export const BlogPostStatus = StringEnum(BLOG_POST_STATUSES, {
  description: 'draft: not on the site; published: on the site from published_at',
});
export type BlogPostStatus = Static<typeof BlogPostStatus>;

/** Which posts the list shows. */
export const BLOG_POST_FILTERS = ['all', 'draft', 'published'] as const;
export const BlogPostFilter = StringEnum(BLOG_POST_FILTERS, { description: 'Which posts: all (default), draft, published' });
export type BlogPostFilter = Static<typeof BlogPostFilter>;

/** updated: last changed first (default); published: newest date first, drafts last; title: A→Z. */
export const BLOG_POST_SORTS = ['updated', 'published', 'title'] as const;
export const BlogPostSort = StringEnum(BLOG_POST_SORTS, {
  description: 'updated (default, newest first), published (newest first, drafts last), title (A→Z)',
});
export type BlogPostSort = Static<typeof BlogPostSort>;

/** Largest page one call returns (`limit`); 20 when not given. */
export const BLOG_POST_PAGE_MAX = 50;
export const BLOG_POST_PAGE_DEFAULT = 20;

/**
 * GET client/{id}/blog-posts. `cursor` is the `next_cursor` of the previous page with the same filter,
 * search and sort (opaque); `cursor` and `limit` are checked as the digits they are sent as.
 */
export const BlogPostListQuery = Type.Object({
  status: Type.Optional(BlogPostFilter),
  q: SearchWords('Words looked for in the title and the slug (case-insensitive)'),
  sort: Type.Optional(BlogPostSort),
  ...CursorPaging(`Posts per page, at most ${BLOG_POST_PAGE_MAX}`),
});
export type BlogPostListQuery = Static<typeof BlogPostListQuery>;

/** `{id}/blog-posts/{postId}`. */
export const BlogPostParams = Type.Object({ id: DbId, postId: DbId });
export type BlogPostParams = Static<typeof BlogPostParams>;

/** A post in the list: everything but the body and the SEO texts. */
export const BlogPostSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  excerpt: Type.String(),
  cover_image_url: Nullable(Type.String()),
  status: BlogPostStatus,
  /** The date the post shows; null for a draft never published. */
  published_at: Nullable(Type.String({ format: 'date-time' })),
  updated_at: Type.String({ format: 'date-time' }),
  /** Its address on the site: `/blog/{slug}`. */
  path: Type.String(),
});
export type BlogPostSummary = Static<typeof BlogPostSummary>;

/** One post as the form edits it: the summary, the sanitised HTML body and the SEO texts. */
export const BlogPostEntry = Type.Object({
  ...BlogPostSummary.properties,
  body: Type.String({ description: 'A sanitised HTML document (validation RICH_TEXT_ALLOWLIST)' }),
  seo_title: Type.String(),
  seo_description: Type.String(),
});
export type BlogPostEntry = Static<typeof BlogPostEntry>;

/** A page of posts in the order asked for; `next_cursor` is null on the last page. */
export const BlogPostPage = CursorPage('posts', BlogPostSummary);
export type BlogPostPage = Static<typeof BlogPostPage>;

/** The body of POST and PUT: what the form edits, typed by validation's blogPostSchema (limits there). */
export type BlogPostInput = PostInput;

/**
 * POST and PUT body. Checked by @vitrina/validation's blogPostSchema (the form's own schema), so a wrong
 * value answers the form's message keys; the route schema only asks for an object.
 */
export const BlogPostInput = ValidatedBody<BlogPostInput>(
  'title, slug, excerpt, body (HTML, sanitised), cover_image_url, seo_title, seo_description, published_at',
  'blogPostSchema',
  `${EnteredText.description} (except body)`,
);
