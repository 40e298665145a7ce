// Blog posts of a client (spec §3 "Blog: list and selected blog"); only published posts are public.
import type { BlogPost } from '@vitrina/core-model';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { blogPosts } from '../schema.js';
import { isDbInt } from './ids.js';

type BlogRow = typeof blogPosts.$inferSelect;

export interface NewBlogPost {
  slug: string;
  title: string;
  summary: string;
  body: string;
  image_url?: string | null;
  author?: string;
  published_at: Date;
}

function toPost(row: BlogRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.excerpt,
    body: row.body,
    image_url: row.image_url,
    author: row.author,
    published_at: row.published_at.toISOString(),
  };
}

export async function insertBlogPost(db: AppDb, clientId: number, post: NewBlogPost): Promise<BlogPost> {
  const [row] = await db
    .insert(blogPosts)
    .values({
      client_id: clientId,
      slug: post.slug,
      title: post.title,
      excerpt: post.summary,
      body: post.body,
      image_url: post.image_url ?? null,
      author: post.author ?? '',
      published_at: post.published_at,
    })
    .returning();
  return toPost(row!);
}

/** Published posts, newest first. */
export async function listBlogPosts(db: AppDb, clientId: number, now = new Date()): Promise<BlogPost[]> {
  if (!isDbInt(clientId)) return [];
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.client_id, clientId), lte(blogPosts.published_at, now)))
    .orderBy(desc(blogPosts.published_at), desc(blogPosts.id));
  return rows.map(toPost);
}

export async function getBlogPostBySlug(db: AppDb, clientId: number, slug: string, now = new Date()): Promise<BlogPost | null> {
  if (!isDbInt(clientId)) return null;
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.client_id, clientId), eq(blogPosts.slug, slug), lte(blogPosts.published_at, now)))
    .limit(1);
  return row ? toPost(row) : null;
}
