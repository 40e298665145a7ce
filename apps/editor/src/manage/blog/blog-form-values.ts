// The Blog form's values and the post the API takes (contract BlogPostInput), both ways. The publish date
// is a date input (the owner's local day): an untouched date sends the stored instant back unchanged, a
// picked day is that day's local midnight, which is never in the future when the day is today.
import { slugFollows } from '@vitrina/core-model';
import type { BlogPostEntry, BlogPostInput } from '@vitrina/api-client/back-office';
import type { Without } from '@vitrina/validation';

/** The post the API takes (validation's BlogPostInput), its publish instant picked as a day. */
export type BlogFormValues = Without<BlogPostInput, 'published_at'> & {
  /** `YYYY-MM-DD` (the date input's value), or '' for "the day it is published". */
  published_on: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of a moment, as a date input shows it. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The ISO instant of a date input's day (local midnight); null for ''. */
export function dayToIso(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).toISOString();
}

export const EMPTY_POST: BlogFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  cover_image_url: null,
  seo_title: '',
  seo_description: '',
  published_on: '',
};

export function formValuesOf(post: BlogPostEntry): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body,
    cover_image_url: post.cover_image_url,
    seo_title: post.seo_title,
    seo_description: post.seo_description,
    published_on: post.published_at ? localDay(new Date(post.published_at)) : '',
  };
}

/** What the API is sent; `stored` is the post as loaded, whose publish instant is kept when its day is. */
export function postInputOf(values: BlogFormValues, stored?: Pick<BlogPostEntry, 'published_at'> | null): BlogPostInput {
  const keep = stored?.published_at && values.published_on === localDay(new Date(stored.published_at));
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    body: values.body,
    cover_image_url: values.cover_image_url || null,
    seo_title: values.seo_title.trim(),
    seo_description: values.seo_description.trim(),
    published_at: keep ? stored.published_at : dayToIso(values.published_on),
  };
}

/** Whether the slug still follows the title (a new post, or one whose slug was never set by hand). */
export const slugFollowsTitle = (values: Pick<BlogFormValues, 'title' | 'slug'>) => slugFollows(values.title, values.slug);
