// The public blog (spec §2 /blog, /blog/{slug}; §3 "Blog: list and selected blog"):
//   GET {api}/client/{id}/blog        → { posts }  (newest first, without bodies)
//   GET {api}/client/{id}/blog/{slug} → { post }
import type { BlogPost } from '@vitrina/core-model';
import type { BlogList, BlogPostAnswer } from '../contracts/public.js';
import { vitrinaApi } from '../vitrina-api.js';
import { clientPath } from './client-path.js';

/** A post in the list (contract BlogList): everything but the body. */
export type PublicBlogPostSummary = BlogList['posts'][number] & { body?: string };

export interface BlogPostArgs {
  clientId: number;
  slug: string;
}

export const blogApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    blogPosts: build.query<PublicBlogPostSummary[], number>({
      query: (clientId) => clientPath(clientId, 'blog'),
      transformResponse: (answer: BlogList): PublicBlogPostSummary[] => answer.posts,
      providesTags: (_result, _error, clientId) => [{ type: 'Blog', id: clientId }],
    }),
    blogPost: build.query<BlogPost | null, BlogPostArgs>({
      query: ({ clientId, slug }) => clientPath(clientId, 'blog', slug),
      transformResponse: (answer: BlogPostAnswer): BlogPost => answer.post,
      providesTags: (_result, _error, { clientId, slug }) => [{ type: 'Blog', id: `${clientId}/${slug}` }],
    }),
  }),
});

export const { useBlogPostsQuery, useBlogPostQuery } = blogApi;
