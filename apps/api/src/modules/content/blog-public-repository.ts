// Blog posts of a client on the public site (spec §2 /blog and /blog/{slug}, §3 "Blog: list and selected
// blog"): only posts with status `published` whose date has come. The back office's side is blog-repository.ts.
import type { BlogPost } from '@vitrina/core-model';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { blogPosts } from '../../db/schema.js';
import { isDbInt } from '../../db/repos/ids.js';

export type BlogRow = typeof blogPosts.$inferSelect;

export interface NewBlogPost {
  slug: string;
  title: string;
  summary: string;
  body: string;
  image_url?: string | null;
  author?: string;
  published_at: Date;
  seo_title?: string;
  seo_description?: string;
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
    // Public queries only read published posts, which always have a date (check blog_posts_published_dated).
    published_at: (row.published_at ?? row.created_at).toISOString(),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
  };
}

/** A published post (the seed's and the tests' own posts). */
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
      status: 'published',
      published_at: post.published_at,
      seo_title: post.seo_title ?? '',
      seo_description: post.seo_description ?? '',
    })
    .returning();
  return toPost(row!);
}

/** What the public sees: published, and its date has come. */
const isPublic = (clientId: number, now: Date) =>
  and(eq(blogPosts.client_id, clientId), eq(blogPosts.status, 'published'), lte(blogPosts.published_at, now));

/** Published posts, newest first. */
export async function listBlogPosts(db: AppDb, clientId: number, now = new Date()): Promise<BlogPost[]> {
  if (!isDbInt(clientId)) return [];
  const rows = await db.select().from(blogPosts).where(isPublic(clientId, now)).orderBy(desc(blogPosts.published_at), desc(blogPosts.id));
  return rows.map(toPost);
}

export async function getBlogPostBySlug(db: AppDb, clientId: number, slug: string, now = new Date()): Promise<BlogPost | null> {
  if (!isDbInt(clientId)) return null;
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(isPublic(clientId, now), eq(blogPosts.slug, slug)))
    .limit(1);
  return row ? toPost(row) : null;
}
