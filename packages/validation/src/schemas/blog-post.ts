// A blog post as the back office's Blog screen edits it and the API's blog-posts routes receive it
// (docs/blog contract BlogPostInput; spec §2 /blog/{slug}, §3 "Blog"). Every field but the body is plain
// text; the body is HTML that the API sanitises with RICH_TEXT_ALLOWLIST after this schema passes it.
import { mixed, object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { storableText } from '../strip-tags.js';
import { requiredText, slugField, text } from './fields.js';
import { imageUrlField } from './site-popups.js';

export const BLOG_TITLE_MAX_LENGTH = 150;
export const BLOG_EXCERPT_MAX_LENGTH = 300;
export const BLOG_BODY_MAX_LENGTH = 100_000;
export const BLOG_SEO_TITLE_MAX_LENGTH = 70;
export const BLOG_SEO_DESCRIPTION_MAX_LENGTH = 160;
/** A publish date may be this far ahead of the server's clock (the browser's clock may run fast). */
export const BLOG_DATE_CLOCK_SKEW_MS = 5 * 60_000;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date-time with its zone, or null. */
const publishedAtField = () =>
  mixed<string>((value): value is string => typeof value === 'string')
    .transform((value: unknown) =>
      typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
    )
    .typeError(M.invalid.date)
    .nullable()
    .default(null)
    .test(
      'date',
      M.invalid.date,
      (value) => value === null || value === undefined || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))),
    )
    .test(
      'not-future',
      M.invalid.futureDate,
      (value) =>
        value === null ||
        value === undefined ||
        Number.isNaN(Date.parse(value)) ||
        Date.parse(value) <= Date.now() + BLOG_DATE_CLOCK_SKEW_MS,
    );

export const blogPostSchema = object({
  title: requiredText(M.required.title).max(BLOG_TITLE_MAX_LENGTH, M.invalid.tooLong),
  /** The address `/blog/{slug}`; core-model `slugify` derives it from the title. */
  slug: slugField().required(M.required.slug),
  excerpt: text().max(BLOG_EXCERPT_MAX_LENGTH, M.invalid.tooLong),
  /** HTML; sanitised by the API before it is stored, so only its size is checked here. */
  body: string()
    .typeError(M.invalid.value)
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? storableText(value) : (value ?? undefined)))
    .max(BLOG_BODY_MAX_LENGTH, M.invalid.tooLong),
  cover_image_url: imageUrlField(),
  seo_title: text().max(BLOG_SEO_TITLE_MAX_LENGTH, M.invalid.tooLong),
  seo_description: text().max(BLOG_SEO_DESCRIPTION_MAX_LENGTH, M.invalid.tooLong),
  /** The date the post shows; not in the future; null: the moment it is published. */
  published_at: publishedAtField(),
});

export type BlogPostValues = InferType<typeof blogPostSchema>;
/** A blog post as the back office sends it (contract BlogPostInput). Sent as the schema yields it. */
export type BlogPostInput = BlogPostValues;
