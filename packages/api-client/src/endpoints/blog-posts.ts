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
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type { BlogPostEntry, BlogPostFilter, BlogPostInput, BlogPostPage, BlogPostSort, BlogPostStatus, BlogPostSummary };

export interface BlogPostListArgs {
  clientId: number;
  status: BlogPostFilter;
  sort: BlogPostSort;
  /** Search words; empty for none. */
  q: string;
}

export interface OwnerBlogPostArgs {
  clientId: number;
  postId: number;
}

export type SaveBlogPostArgs = { clientId: number } & BlogPostInput;
export type UpdateBlogPostArgs = OwnerBlogPostArgs & BlogPostInput;

const postsUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/blog-posts`;
const postUrl = ({ clientId, postId }: OwnerBlogPostArgs) => `${postsUrl(clientId)}/${encodeURIComponent(String(postId))}`;

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

// 'Blog' tags: the owner's list is `posts/{clientId}`, one post `post/{clientId}/{postId}`; the public
// blog's own tags (the client id) are dropped too, so a site preview in the same store refetches.
const listTag = (clientId: number) => ({ type: 'Blog' as const, id: `posts/${clientId}` });
const postTag = (clientId: number, postId: number) => ({ type: 'Blog' as const, id: `post/${clientId}/${postId}` });
const publicTag = (clientId: number) => ({ type: 'Blog' as const, id: clientId });

/** The first page's cursor: none. */
const FIRST_PAGE = '';

export const blogPostsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/blog-posts?status=&sort=&q=&cursor= → pages of posts; `fetchNextPage` loads more. */
    ownerBlogPosts: build.infiniteQuery<BlogPostPage, BlogPostListArgs, string>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => last.next_cursor ?? undefined,
      },
      query: ({ queryArg: { clientId, status, sort, q }, pageParam }) => {
        const params: BlogPostListQuery = { status, sort };
        if (q.trim()) params.q = q.trim();
        if (pageParam !== FIRST_PAGE) params.cursor = pageParam;
        return { url: postsUrl(clientId), params };
      },
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    /** GET …/blog-posts/{postId} → the post with its body. */
    ownerBlogPost: build.query<BlogPostEntry, OwnerBlogPostArgs>({
      query: (args) => ({ url: postUrl(args) }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { clientId, postId }) => [postTag(clientId, postId)],
    }),
    /** POST …/blog-posts → 201, the new draft as stored (its body sanitised). */
    createBlogPost: build.mutation<BlogPostEntry, SaveBlogPostArgs>({
      query: ({ clientId, ...input }) => ({ url: postsUrl(clientId), method: 'POST', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId }) => [listTag(clientId), publicTag(clientId), activityTag(clientId)],
    }),
    /** PUT …/blog-posts/{postId} → the post as stored. */
    updateBlogPost: build.mutation<BlogPostEntry, UpdateBlogPostArgs>({
      query: ({ clientId, postId, ...input }) => ({ url: postUrl({ clientId, postId }), method: 'PUT', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId, postId }) => [
        listTag(clientId),
        postTag(clientId, postId),
        publicTag(clientId),
        activityTag(clientId),
      ],
    }),
    /** POST …/blog-posts/{postId}/publish → the post, published. */
    publishBlogPost: build.mutation<BlogPostEntry, OwnerBlogPostArgs>({
      query: (args) => ({ url: `${postUrl(args)}/publish`, method: 'POST' }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId, postId }) => [
        listTag(clientId),
        postTag(clientId, postId),
        publicTag(clientId),
        activityTag(clientId),
      ],
    }),
    /** POST …/blog-posts/{postId}/unpublish → the post, a draft again. */
    unpublishBlogPost: build.mutation<BlogPostEntry, OwnerBlogPostArgs>({
      query: (args) => ({ url: `${postUrl(args)}/unpublish`, method: 'POST' }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId, postId }) => [
        listTag(clientId),
        postTag(clientId, postId),
        publicTag(clientId),
        activityTag(clientId),
      ],
    }),
    /** DELETE …/blog-posts/{postId} → 204. */
    deleteBlogPost: build.mutation<null, OwnerBlogPostArgs>({
      query: (args) => ({ url: postUrl(args), method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: () => null,
      // The deleted post's own query is not refetched (it would answer 404); the list is.
      invalidatesTags: (_result, _error, { clientId }) => [listTag(clientId), publicTag(clientId), activityTag(clientId)],
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
