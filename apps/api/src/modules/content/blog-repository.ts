// The back office's Blog screen (spec §3 "Blog"): every post of a client, drafts included, a page at a time
// (keyset on the sort's columns and the id), searched and filtered in the database; each change and its audit
// entry (entity `blog_post`, before and after without the body) are one transaction. A slug used by another
// post of the client is refused (`slug_taken`). What the public site reads is blog-public-repository.ts.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { keysetPage, pageLimit } from '../../db/paging.js';
import { isoOrNull, searchWords, wordsInFields } from '../../db/search.js';
import { blogPosts } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import type { BlogRow } from './blog-public-repository.js';
import { isDbInt } from '../../db/repos/ids.js';

export type BlogPostStatusFilter = 'all' | 'draft' | 'published';
export type BlogPostSortOrder = 'updated' | 'published' | 'title';

/** Largest page one call returns, and the page when no limit is asked for. */
export const BLOG_PAGE_LIMIT = 50;
export const BLOG_PAGE_DEFAULT = 20;

/** The audit entity of a blog post. */
export const BLOG_POST_AUDIT_ENTITY = 'blog_post';

/** A post in the back office's list (contract BlogPostSummary). */
export interface BlogPostSummaryRecord {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  cover_image_url: string | null;
  status: 'draft' | 'published';
  published_at: string | null;
  updated_at: string;
  path: string;
}

/** One post as the form edits it (contract BlogPostEntry). */
export interface BlogPostRecord extends BlogPostSummaryRecord {
  body: string;
  seo_title: string;
  seo_description: string;
}

export interface BlogPostPageRecord {
  posts: BlogPostSummaryRecord[];
  /** The cursor of the next page (the last post's id); null on the last page. */
  next_cursor: string | null;
}

export interface OwnerBlogPostQuery {
  status?: BlogPostStatusFilter;
  /** Words looked for in the title and the slug (case-insensitive). */
  q?: string;
  sort?: BlogPostSortOrder;
  /** `next_cursor` of the previous page (same status, q and sort). */
  cursor?: number;
  limit?: number;
}

/** A post's fields as the form sends them, already checked and its body sanitised. */
export interface BlogPostFields {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  cover_image_url: string | null;
  seo_title: string;
  seo_description: string;
  published_at: Date | null;
}

export type BlogPostChange = { ok: true; post: BlogPostRecord } | { ok: false; error: 'not_found' | 'slug_taken' };

function toSummary(row: BlogRow): BlogPostSummaryRecord {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_image_url: row.image_url,
    status: row.status === 'published' ? 'published' : 'draft',
    published_at: isoOrNull(row.published_at),
    updated_at: row.updated_at.toISOString(),
    path: `/blog/${row.slug}`,
  };
}

function toRecord(row: BlogRow): BlogPostRecord {
  return { ...toSummary(row), body: row.body, seo_title: row.seo_title, seo_description: row.seo_description };
}

/** What the audit log keeps of a post: everything but the body. */
function auditState(row: BlogRow): Record<string, unknown> {
  const { body: _body, ...rest } = toRecord(row);
  return rest;
}

const STATUS_FILTERS: Record<BlogPostStatusFilter, SQL | undefined> = {
  all: undefined,
  draft: eq(blogPosts.status, 'draft'),
  published: eq(blogPosts.status, 'published'),
};

const searchFilter = (q: string | undefined) => wordsInFields(searchWords(q), [blogPosts.title, blogPosts.slug]);

// Each sort as the key a page is ordered by, in SQL over the table and over the cursor's row `c`. Keyset:
// the rows after the cursor's post in that order; its own values keep the database's precision.
const SORTS: Record<BlogPostSortOrder, { order: SQL[]; after: (cursor: number, clientId: number) => SQL }> = {
  updated: {
    order: [desc(blogPosts.updated_at), desc(blogPosts.id)],
    after: (cursor, clientId) =>
      sql`(${blogPosts.updated_at}, ${blogPosts.id}) < (select c.updated_at, c.id from blog_posts c where c.id = ${cursor} and c.client_id = ${clientId})`,
  },
  // Published first, newest date first; then drafts, those with a date (unpublished) newest first.
  published: {
    order: [
      sql`(${blogPosts.status} = 'published') desc`,
      sql`coalesce(${blogPosts.published_at}, '-infinity'::timestamptz) desc`,
      desc(blogPosts.id),
    ],
    after: (cursor, clientId) =>
      sql`(${blogPosts.status} = 'published', coalesce(${blogPosts.published_at}, '-infinity'::timestamptz), ${blogPosts.id}) < (select c.status = 'published', coalesce(c.published_at, '-infinity'::timestamptz), c.id from blog_posts c where c.id = ${cursor} and c.client_id = ${clientId})`,
  },
  title: {
    order: [sql`lower(${blogPosts.title}) asc`, asc(blogPosts.id)],
    after: (cursor, clientId) =>
      sql`(lower(${blogPosts.title}), ${blogPosts.id}) > (select lower(c.title), c.id from blog_posts c where c.id = ${cursor} and c.client_id = ${clientId})`,
  },
};

export async function listOwnerBlogPosts(db: AppDb, clientId: number, query: OwnerBlogPostQuery = {}): Promise<BlogPostPageRecord> {
  if (!isDbInt(clientId)) return { posts: [], next_cursor: null };
  if (query.cursor !== undefined && !isDbInt(query.cursor)) return { posts: [], next_cursor: null };
  const limit = pageLimit(query.limit, BLOG_PAGE_DEFAULT, BLOG_PAGE_LIMIT);
  const sort = SORTS[query.sort ?? 'updated'];
  const rows = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.client_id, clientId),
        STATUS_FILTERS[query.status ?? 'all'],
        searchFilter(query.q),
        query.cursor === undefined ? undefined : sort.after(query.cursor, clientId),
      ),
    )
    .orderBy(...sort.order)
    .limit(limit + 1);
  const { page, next_cursor } = keysetPage(rows, limit, toSummary);
  return { posts: page, next_cursor };
}

export async function getOwnerBlogPost(db: AppDb, clientId: number, postId: number): Promise<BlogPostRecord | null> {
  if (!isDbInt(clientId) || !isDbInt(postId)) return null;
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, postId), eq(blogPosts.client_id, clientId)))
    .limit(1);
  return row ? toRecord(row) : null;
}

const SLUG_TAKEN = { ok: false, error: 'slug_taken' } as const;
const NOT_FOUND = { ok: false, error: 'not_found' } as const;

/** Whether `err` is the unique violation of (client_id, slug): two saves raced for one slug. */
function isSlugClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'blog_posts_client_slug_key')) return true;
  }
  return false;
}

async function slugTaken(tx: AppDb, clientId: number, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(eq(blogPosts.client_id, clientId), eq(blogPosts.slug, slug), exceptId === undefined ? undefined : ne(blogPosts.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Runs a change; a unique violation of the slug (a race past the check) reads as `slug_taken`. */
async function change(work: () => Promise<BlogPostChange>): Promise<BlogPostChange> {
  try {
    return await work();
  } catch (err) {
    if (isSlugClash(err)) return SLUG_TAKEN;
    throw err;
  }
}

/** The post's columns the form writes (its date aside: each write decides it). */
const postColumns = (fields: BlogPostFields) => ({
  title: fields.title,
  slug: fields.slug,
  excerpt: fields.excerpt,
  body: fields.body,
  image_url: fields.cover_image_url,
  seo_title: fields.seo_title,
  seo_description: fields.seo_description,
});

/** A new post, always a draft. */
export async function createBlogPost(db: AppDb, clientId: number, fields: BlogPostFields, actor: AuditActor): Promise<BlogPostChange> {
  return change(() =>
    db.transaction(async (tx) => {
      if (await slugTaken(tx, clientId, fields.slug)) return SLUG_TAKEN;
      const [row] = await tx
        .insert(blogPosts)
        .values({
          client_id: clientId,
          ...postColumns(fields),
          published_at: fields.published_at,
          status: 'draft',
        })
        .returning();
      await recordAudit(tx, {
        clientId,
        actor,
        action: 'blog_post.create',
        entity: BLOG_POST_AUDIT_ENTITY,
        entityId: row!.id,
        before: null,
        after: auditState(row!),
      });
      return { ok: true, post: toRecord(row!) };
    }),
  );
}

/** Locks and reads the client's post for a change. */
async function lockPost(tx: AppDb, clientId: number, postId: number): Promise<BlogRow | null> {
  if (!isDbInt(clientId) || !isDbInt(postId)) return null;
  const [row] = await tx
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, postId), eq(blogPosts.client_id, clientId)))
    .for('update');
  return row ?? null;
}

/** Writes `values` to the post and its audit entry; `action` names the change. */
async function writeChange(
  tx: AppDb,
  clientId: number,
  before: BlogRow,
  values: Partial<typeof blogPosts.$inferInsert>,
  action: string,
  actor: AuditActor,
): Promise<BlogPostChange> {
  const [after] = await tx
    .update(blogPosts)
    .set({ ...values, updated_at: new Date() })
    .where(eq(blogPosts.id, before.id))
    .returning();
  await recordAudit(tx, {
    clientId,
    actor,
    action,
    entity: BLOG_POST_AUDIT_ENTITY,
    entityId: before.id,
    before: auditState(before),
    after: auditState(after!),
  });
  return { ok: true, post: toRecord(after!) };
}

/**
 * Replaces the post's fields. A published post keeps its date when the form sends none (a published post
 * always has one); a draft's empty date means "the moment it is published".
 */
export async function updateBlogPost(
  db: AppDb,
  clientId: number,
  postId: number,
  fields: BlogPostFields,
  actor: AuditActor,
): Promise<BlogPostChange> {
  return change(() =>
    db.transaction(async (tx) => {
      const before = await lockPost(tx, clientId, postId);
      if (!before) return NOT_FOUND;
      if (fields.slug !== before.slug && (await slugTaken(tx, clientId, fields.slug, postId))) return SLUG_TAKEN;
      const published_at = fields.published_at ?? (before.status === 'published' ? before.published_at : null);
      return writeChange(
        tx,
        clientId,
        before,
        {
          ...postColumns(fields),
          published_at,
        },
        'blog_post.update',
        actor,
      );
    }),
  );
}

/** Publishes the post: its own date if it has one, else `now`. An already published post stays as it is (no audit entry). */
export async function publishBlogPost(
  db: AppDb,
  clientId: number,
  postId: number,
  actor: AuditActor,
  now = new Date(),
): Promise<BlogPostChange> {
  return db.transaction(async (tx) => {
    const before = await lockPost(tx, clientId, postId);
    if (!before) return NOT_FOUND;
    if (before.status === 'published') return { ok: true, post: toRecord(before) };
    return writeChange(tx, clientId, before, { status: 'published', published_at: before.published_at ?? now }, 'blog_post.publish', actor);
  });
}

/** Makes the post a draft again; its date is kept for the next publish. A draft stays as it is (no audit entry). */
export async function unpublishBlogPost(db: AppDb, clientId: number, postId: number, actor: AuditActor): Promise<BlogPostChange> {
  return db.transaction(async (tx) => {
    const before = await lockPost(tx, clientId, postId);
    if (!before) return NOT_FOUND;
    if (before.status === 'draft') return { ok: true, post: toRecord(before) };
    return writeChange(tx, clientId, before, { status: 'draft' }, 'blog_post.unpublish', actor);
  });
}

/** Deletes the post; false when the client has no such post. */
export async function deleteBlogPost(db: AppDb, clientId: number, postId: number, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockPost(tx, clientId, postId);
    if (!before) return false;
    await tx.delete(blogPosts).where(eq(blogPosts.id, before.id));
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'blog_post.delete',
      entity: BLOG_POST_AUDIT_ENTITY,
      entityId: before.id,
      before: auditState(before),
      after: null,
    });
    return true;
  });
}
