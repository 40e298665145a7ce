// The public blog (spec §2 /blog, /blog/{slug}; §3 "Blog: list and selected blog"):
//   GET {api}/client/{id}/blog        → { posts }  (newest first, without bodies)
//   GET {api}/client/{id}/blog/{slug} → { post }
import type { BlogPost } from '@vitrina/core-model';
import type { BlogList, BlogPostAnswer, PublicBlogPost } from '../contracts/public.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';

/** A post in the list (contract BlogList): everything but the body. */
export type PublicBlogPostSummary = BlogList['posts'][number] & { body?: string };

export interface BlogPostArgs {
  clientId: number;
  slug: string;
}

const isPost = (value: unknown): value is PublicBlogPostSummary => {
  const post = unchecked<PublicBlogPost>(value);
  return post !== null && typeof post.slug === 'string' && typeof post.title === 'string';
};

export const blogApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    blogPosts: build.query<PublicBlogPostSummary[], number>({
      query: (clientId) => `client/${encodeURIComponent(String(clientId))}/blog`,
      transformResponse: (raw: unknown) => {
        const posts = unchecked<BlogList>(raw)?.posts;
        return Array.isArray(posts) ? posts.filter(isPost) : [];
      },
      providesTags: (_result, _error, clientId) => [{ type: 'Blog', id: clientId }],
    }),
    blogPost: build.query<BlogPost | null, BlogPostArgs>({
      query: ({ clientId, slug }) => `client/${encodeURIComponent(String(clientId))}/blog/${encodeURIComponent(slug)}`,
      transformResponse: (raw: unknown) => {
        const post = unchecked<BlogPostAnswer>(raw)?.post;
        return isPost(post) ? ({ body: '', ...post } as BlogPost) : null;
      },
      providesTags: (_result, _error, { clientId, slug }) => [{ type: 'Blog', id: `${clientId}/${slug}` }],
    }),
  }),
});

export const { useBlogPostsQuery, useBlogPostQuery } = blogApi;
