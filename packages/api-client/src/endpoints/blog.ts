// The public blog (spec §2 /blog, /blog/{slug}; §3 "Blog: list and selected blog"):
//   GET {api}/client/{id}/blog        → { posts }  (newest first, without bodies)
//   GET {api}/client/{id}/blog/{slug} → { post }
import type { BlogPost } from '@vitrina/core-model';
import { urlOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { blogCalls } from '../contracts/calls/content.js';
import type { BlogList } from '../contracts/public.js';
import { vitrinaApi } from '../vitrina-api.js';

/** A post in the list (contract BlogList): everything but the body. */
export type PublicBlogPostSummary = BlogList['posts'][number] & { body?: string };

export interface BlogPostArgs {
  clientId: number;
  slug: string;
}

export const blogApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    blogPosts: build.query<PublicBlogPostSummary[], number>({
      query: (clientId) => urlOf(blogCalls.publicList, { id: clientId }),
      transformResponse: (answer: AnswerOf<typeof blogCalls.publicList>): PublicBlogPostSummary[] => answer.posts,
      providesTags: (_result, _error, clientId) => [{ type: 'Blog', id: clientId }],
    }),
    blogPost: build.query<BlogPost | null, BlogPostArgs>({
      query: ({ clientId, slug }) => urlOf(blogCalls.publicPost, { id: clientId, slug }),
      transformResponse: (answer: AnswerOf<typeof blogCalls.publicPost>): BlogPost => answer.post,
      providesTags: (_result, _error, { clientId, slug }) => [{ type: 'Blog', id: `${clientId}/${slug}` }],
    }),
  }),
});

export const { useBlogPostsQuery, useBlogPostQuery } = blogApi;
