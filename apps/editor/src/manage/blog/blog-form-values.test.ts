// The Blog form's publish date and fields, both ways: a date input's day is the owner's local midnight, an
// untouched date keeps the stored instant, and plain-text fields are sent trimmed (contract BlogPostInput).
import { describe, expect, it } from 'vitest';
import { EMPTY_POST, dayToIso, formValuesOf, localDay, postInputOf, slugFollowsTitle } from './blog-form-values.js';

const stored = {
  id: 7,
  title: 'Wine night',
  slug: 'wine-night',
  excerpt: 'Rioja.',
  cover_image_url: null,
  status: 'published' as const,
  published_at: '2025-03-03T18:45:12.000Z',
  updated_at: '2025-03-04T08:00:00.000Z',
  path: '/blog/wine-night',
  body: '<p>Hi</p>',
  seo_title: '',
  seo_description: '',
};

describe('blog form values', () => {
  it("a picked day is that day's local midnight; no day is null (published now)", () => {
    const iso = dayToIso('2025-03-09');
    expect(iso).not.toBeNull();
    const date = new Date(iso!);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2025, 2, 9, 0, 0]);
    expect(dayToIso('')).toBeNull();
    expect(dayToIso('9 March')).toBeNull();
  });

  it("today's local midnight is never in the future", () => {
    expect(Date.parse(dayToIso(localDay(new Date()))!)).toBeLessThanOrEqual(Date.now());
  });

  it('an untouched date sends the stored instant back; a changed one sends the new day', () => {
    const values = formValuesOf(stored);
    expect(values.published_on).toBe(localDay(new Date(stored.published_at)));
    expect(postInputOf(values, stored).published_at).toBe(stored.published_at);
    expect(postInputOf({ ...values, published_on: '2025-03-01' }, stored).published_at).toBe(dayToIso('2025-03-01'));
    expect(postInputOf({ ...values, published_on: '' }, stored).published_at).toBeNull();
  });

  it('sends trimmed texts and no cover as null', () => {
    const input = postInputOf({ ...EMPTY_POST, title: '  Spring  ', slug: ' spring ', excerpt: ' x ', cover_image_url: '' });
    expect(input).toEqual({
      title: 'Spring',
      slug: 'spring',
      excerpt: 'x',
      body: '',
      cover_image_url: null,
      seo_title: '',
      seo_description: '',
      published_at: null,
    });
  });

  it('the address follows the title while it is empty or still the derived one', () => {
    expect(slugFollowsTitle({ title: '', slug: '' })).toBe(true);
    expect(slugFollowsTitle({ title: 'Año Nuevo', slug: 'ano-nuevo' })).toBe(true);
    expect(slugFollowsTitle({ title: 'Año Nuevo', slug: 'new-year' })).toBe(false);
  });
});
