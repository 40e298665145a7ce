import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPostSchema, validatePayload } from '../index.js';

const NOW = new Date('2026-03-10T12:00:00Z');

const valid = {
  title: 'Año Nuevo menu',
  slug: 'ano-nuevo-menu',
  excerpt: 'Twelve grapes and a tasting menu.',
  body: '<h2>Menu</h2><p>Twelve <strong>grapes</strong>.</p>',
  cover_image_url: 'https://assets.example.com/clients/7/cover.webp',
  seo_title: 'New Year menu',
  seo_description: 'Our New Year tasting menu.',
  published_at: '2026-03-01T09:00:00.000Z',
};

describe('blogPostSchema (back office Blog screen and the blog-posts routes)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete post and keeps the body as HTML', () => {
    expect(validatePayload(blogPostSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it('strips tags from the plain-text fields but not from the body', () => {
    const result = validatePayload(blogPostSchema, { ...valid, title: ' <b>Año</b> Nuevo ', excerpt: '<i>short</i>' });
    expect(result.ok && result.value).toMatchObject({ title: 'Año Nuevo', excerpt: 'short', body: valid.body });
  });

  it('reads missing optional fields as empty: a draft with only a title and a slug', () => {
    const result = validatePayload(blogPostSchema, { title: 'Draft', slug: 'draft' });
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Draft',
        slug: 'draft',
        excerpt: '',
        body: '',
        cover_image_url: null,
        seo_title: '',
        seo_description: '',
        published_at: null,
      },
    });
  });

  it('names the message of the missing title and slug', () => {
    const result = validatePayload(blogPostSchema, {});
    expect(!result.ok && result.fields).toEqual({ title: 'validation:required.title', slug: 'validation:required.slug' });
  });

  it.each([
    ['title', 'x'.repeat(151), 'validation:invalid.tooLong'],
    ['slug', 'a'.repeat(81), 'validation:invalid.tooLong'],
    ['slug', 'Año-Nuevo', 'validation:invalid.slug'],
    ['slug', 'two--hyphens', 'validation:invalid.slug'],
    ['slug', 'with space', 'validation:invalid.slug'],
    ['excerpt', 'x'.repeat(301), 'validation:invalid.tooLong'],
    ['body', `<p>${'x'.repeat(100_000)}</p>`, 'validation:invalid.tooLong'],
    ['seo_title', 'x'.repeat(71), 'validation:invalid.tooLong'],
    ['seo_description', 'x'.repeat(161), 'validation:invalid.tooLong'],
    ['cover_image_url', 'javascript:alert(1)', 'validation:invalid.link'],
    ['cover_image_url', 'data:image/png;base64,AAAA', 'validation:invalid.link'],
    ['published_at', 'yesterday', 'validation:invalid.date'],
    ['published_at', '2026-02-30', 'validation:invalid.date'],
    ['published_at', 42, 'validation:invalid.date'],
    ['published_at', '2026-03-11T12:00:00Z', 'validation:invalid.futureDate'],
  ])('%s %j → %s', (field, value, message) => {
    const result = validatePayload(blogPostSchema, { ...valid, [field]: value });
    expect(!result.ok && result.fields).toEqual({ [field]: message });
  });

  it.each([
    ['the limits exactly', { title: 'x'.repeat(150), slug: 'a'.repeat(80), excerpt: 'x'.repeat(300), seo_title: 'x'.repeat(70) }],
    ['a same-site cover image', { cover_image_url: '/uploads/7/cover.webp' }],
    ['no cover image', { cover_image_url: '' }],
    ['no date (now on publish)', { published_at: '' }],
    ['a date with an offset', { published_at: '2026-03-10T08:00:00-03:00' }],
    ['a date a minute ahead of the server (browser clock skew)', { published_at: '2026-03-10T12:01:00Z' }],
  ])('accepts %s', (_name, change) => {
    expect(validatePayload(blogPostSchema, { ...valid, ...change }).ok).toBe(true);
  });
});
