// The back office's Blog screen (owner and manager, bearer token): the client's posts, drafts included, one
// page per cursor (contracts BlogPostPage, BlogPostListQuery), one post with its body (BlogPostEntry), and
// the changes (BlogPostInput; publish, unpublish, delete). Every change refetches the loaded list and the
// changed post, so a filtered or sorted list shows the post where it now belongs.
import type {
  BlogPostEntry,
  BlogPostFilter,
  BlogPostInput,
  BlogPostListQuery,
  BlogPostPage,
  BlogPostSort,
  BlogPostStatus,
  BlogPostSummary,
} from '../contracts/blog-posts.js';
import { vitrinaApi } from '../vitrina-api.js';
import { clientTag, ownerResource, searchWords } from './owner-kit.js';
import type { ClientArgs, ItemArgs } from './owner-kit.js';

export type { BlogPostEntry, BlogPostFilter, BlogPostInput, BlogPostPage, BlogPostSort, BlogPostStatus, BlogPostSummary };

export interface BlogPostListArgs {
  clientId: number;
  status: BlogPostFilter;
  sort: BlogPostSort;
  /** Search words; empty for none. */
  q: string;
}

export type OwnerBlogPostArgs = ItemArgs<'postId'>;

export type SaveBlogPostArgs = ClientArgs & BlogPostInput;
export type UpdateBlogPostArgs = OwnerBlogPostArgs & BlogPostInput;

/** The body of POST/PUT: the form's fields and nothing else. */
const inputOf = (args: BlogPostInput): BlogPostInput => ({
  title: args.title,
  slug: args.slug,
  excerpt: args.excerpt,
  body: args.body,
  cover_image_url: args.cover_image_url,
  seo_title: args.seo_title,
  seo_description: args.seo_description,
  published_at: args.published_at,
});

// 'Blog' tags: the owner's list and one post (owner-kit); a change also drops the public blog's tag of the
// client (its bare id), so a site preview in the same store refetches.
const posts = ownerResource({
  segment: 'blog-posts',
  idKey: 'postId',
  type: 'Blog',
  alsoChanged: (clientId) => [clientTag('Blog', clientId)],
});

export const blogPostsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/blog-posts?status=&sort=&q=&cursor= → pages of posts; `fetchNextPage` loads more. */
    ownerBlogPosts: posts.answerPages<BlogPostPage, BlogPostListArgs>(
      build,
      ({ status, sort, q }) => ({ status, sort, ...searchWords(q) }) satisfies BlogPostListQuery,
    ),
    /** GET …/blog-posts/{postId} → the post with its body. */
    ownerBlogPost: posts.one<BlogPostEntry, OwnerBlogPostArgs>(build),
    /** POST …/blog-posts → 201, the new draft as stored (its body sanitised). */
    createBlogPost: posts.create<BlogPostEntry, SaveBlogPostArgs>(build, inputOf),
    /** PUT …/blog-posts/{postId} → the post as stored. */
    updateBlogPost: posts.update<BlogPostEntry, UpdateBlogPostArgs>(build, inputOf),
    /** POST …/blog-posts/{postId}/publish → the post, published. */
    publishBlogPost: posts.action<BlogPostEntry, OwnerBlogPostArgs>(build, ['publish']),
    /** POST …/blog-posts/{postId}/unpublish → the post, a draft again. */
    unpublishBlogPost: posts.action<BlogPostEntry, OwnerBlogPostArgs>(build, ['unpublish']),
    /** DELETE …/blog-posts/{postId} → 204. */
    deleteBlogPost: posts.destroy<OwnerBlogPostArgs>(build),
  }),
});

export const {
  useOwnerBlogPostsInfiniteQuery,
  useOwnerBlogPostQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  usePublishBlogPostMutation,
  useUnpublishBlogPostMutation,
  useDeleteBlogPostMutation,
} = blogPostsApi;
