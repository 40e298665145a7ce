// Client content outside site data: blog posts, gallery images, uploaded files.
import type { UploadKind } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import { clientId, clientRowColumns } from './columns.js';

export const blogPosts = pgTable(
  'blog_posts',
  {
    ...clientRowColumns(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** A sanitised HTML document (validation's rich-text allowlist); the only stored markup. */
    body: text('body').notNull().default(''),
    image_url: text('image_url'),
    author: text('author').notNull().default(''),
    /** Only `published` posts whose date has come are public. */
    status: text('status').notNull().default('published'),
    seo_title: text('seo_title').notNull().default(''),
    seo_description: text('seo_description').notNull().default(''),
    /** The date the post shows; null for a draft never published. */
    published_at: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('blog_posts_client_slug_key').on(t.client_id, t.slug),
    index('blog_posts_client_published_idx').on(t.client_id, t.published_at),
    index('blog_posts_client_updated_idx').on(t.client_id, t.updated_at, t.id),
    check('blog_posts_status', sql`${t.status} in ('draft', 'published')`),
    check('blog_posts_published_dated', sql`${t.status} = 'draft' or ${t.published_at} is not null`),
  ],
);

// Integer ids: core-model's GalleryImage.id is a number.
export const galleryImages = pgTable(
  'gallery_images',
  {
    ...clientRowColumns(),
    image_url: text('image_url').notNull(),
    thumb_url: text('thumb_url'),
    description: text('description').notNull().default(''),
    ordering: integer('ordering').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('gallery_images_client_ordering_idx').on(t.client_id, t.ordering)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_id: clientId(),
    kind: text('kind').$type<UploadKind>().notNull(),
    /** Asset-store key of the stored file and of its thumbnail. */
    key: text('key').notNull(),
    thumb_key: text('thumb_key'),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_client_idx').on(t.client_id, t.created_at),
    check('uploads_kind', sql`${t.kind} in ('logo', 'favicon', 'asset_image', 'gallery')`),
  ],
);
