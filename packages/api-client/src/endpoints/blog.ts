// The public blog (spec §2 /blog, /blog/{slug}; §3 "Blog: list and selected blog"):
//   GET {api}/client/{id}/blog        → { posts }  (newest first, without bodies)
//   GET {api}/client/{id}/blog/{slug} → { post }
import type { BlogPost } from '@vitrina/core-model';
import { vitrinaApi } from '../vitrina-api.js';

/** A post in the list: everything but the body. */
export type BlogPostSummary = Omit<BlogPost, 'body'> & { body?: string };

export interface BlogPostArgs {
  clientId: number;
  slug: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPost = (value: unknown): value is BlogPostSummary =>
  isRecord(value) && typeof value.slug === 'string' && typeof value.title === 'string';

export const blogApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    blogPosts: build.query<BlogPostSummary[], number>({
      query: (clientId) => `client/${encodeURIComponent(String(clientId))}/blog`,
      transformResponse: (raw: unknown) => (isRecord(raw) && Array.isArray(raw.posts) ? raw.posts.filter(isPost) : []),
      providesTags: (_result, _error, clientId) => [{ type: 'Blog', id: clientId }],
    }),
    blogPost: build.query<BlogPost | null, BlogPostArgs>({
      query: ({ clientId, slug }) => `client/${encodeURIComponent(String(clientId))}/blog/${encodeURIComponent(slug)}`,
      transformResponse: (raw: unknown) => (isRecord(raw) && isPost(raw.post) ? ({ body: '', ...raw.post } as BlogPost) : null),
      providesTags: (_result, _error, { clientId, slug }) => [{ type: 'Blog', id: `${clientId}/${slug}` }],
    }),
  }),
});

export const { useBlogPostsQuery, useBlogPostQuery } = blogApi;
