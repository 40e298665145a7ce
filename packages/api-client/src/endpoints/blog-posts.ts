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
import { requestOf, urlOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { blogCalls } from '../contracts/calls/content.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { answerCursorPages, BEARER, clientTag, ownerTags, pageRequest, searchWords } from './owner-kit.js';
import type { ClientArgs, ItemArgs, VitrinaTagOf } from './owner-kit.js';

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
// client (its bare id), so a site preview in the same store refetches, and the Activity screen's.
const tags = ownerTags('Blog');
const changed = (clientId: number): VitrinaTagOf[] => [tags.list(clientId), clientTag('Blog', clientId), activityTag(clientId)];
const postChanged = ({ clientId, postId }: OwnerBlogPostArgs): VitrinaTagOf[] => [...changed(clientId), tags.item(clientId, postId)];
const post = ({ clientId, postId }: OwnerBlogPostArgs) => ({ id: clientId, postId });

export const blogPostsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/blog-posts?status=&sort=&q=&cursor= → pages of posts; `fetchNextPage` loads more. */
    ownerBlogPosts: build.infiniteQuery<AnswerOf<typeof blogCalls.list>, BlogPostListArgs, string>({
      infiniteQueryOptions: answerCursorPages,
      query: ({ queryArg: { clientId, status, sort, q }, pageParam }) =>
        pageRequest(urlOf(blogCalls.list, { id: clientId }), pageParam, { status, sort, ...searchWords(q) } satisfies BlogPostListQuery),
      extraOptions: BEARER,
      providesTags: (_result, _error, { clientId }) => [tags.list(clientId)],
    }),
    /** GET …/blog-posts/{postId} → the post with its body. */
    ownerBlogPost: build.query<AnswerOf<typeof blogCalls.get>, OwnerBlogPostArgs>({
      query: (args) => requestOf(blogCalls.get, post(args)),
      extraOptions: BEARER,
      providesTags: (_result, _error, { clientId, postId }) => [tags.item(clientId, postId)],
    }),
    /** POST …/blog-posts → 201, the new draft as stored (its body sanitised). */
    createBlogPost: build.mutation<AnswerOf<typeof blogCalls.create>, SaveBlogPostArgs>({
      query: (args) => requestOf(blogCalls.create, { id: args.clientId }, { body: inputOf(args) }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, { clientId }) => changed(clientId),
    }),
    /** PUT …/blog-posts/{postId} → the post as stored. */
    updateBlogPost: build.mutation<AnswerOf<typeof blogCalls.replace>, UpdateBlogPostArgs>({
      query: (args) => requestOf(blogCalls.replace, post(args), { body: inputOf(args) }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => postChanged(args),
    }),
    /** POST …/blog-posts/{postId}/publish → the post, published. */
    publishBlogPost: build.mutation<AnswerOf<typeof blogCalls.publish>, OwnerBlogPostArgs>({
      query: (args) => requestOf(blogCalls.publish, post(args)),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => postChanged(args),
    }),
    /** POST …/blog-posts/{postId}/unpublish → the post, a draft again. */
    unpublishBlogPost: build.mutation<AnswerOf<typeof blogCalls.unpublish>, OwnerBlogPostArgs>({
      query: (args) => requestOf(blogCalls.unpublish, post(args)),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => postChanged(args),
    }),
    /** DELETE …/blog-posts/{postId} → 204. The deleted post's own query is not refetched (it would answer 404). */
    deleteBlogPost: build.mutation<null, OwnerBlogPostArgs>({
      query: (args) => requestOf(blogCalls.erase, post(args)),
      extraOptions: BEARER,
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { clientId }) => changed(clientId),
    }),
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
