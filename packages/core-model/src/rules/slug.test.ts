import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, isValidSlug, slugFollows, slugify } from '@vitrina/core-model';

describe('slugify (a blog post address from its title, spec §2 /blog/{slug})', () => {
  it.each([
    ['Año Nuevo', 'ano-nuevo'],
    ['Hello, World!', 'hello-world'],
    ['  Café   crème — brûlée  ', 'cafe-creme-brulee'],
    ['Straße in Köln', 'strasse-in-koln'],
    ['Łódź & Ærøskøbing', 'lodz-aeroskobing'],
    ['Top 10 tips for 2026', 'top-10-tips-for-2026'],
    ['--already-a-slug--', 'already-a-slug'],
    ['Ünïcödé ÇÀ', 'unicode-ca'],
    ['¿Qué pasa?', 'que-pasa'],
    ['日本語', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts a long title at a word boundary, within the maximum', () => {
    const title = 'word '.repeat(40);
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('cuts one endless word at the maximum', () => {
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(SLUG_MAX_LENGTH));
  });

  it('always gives a valid slug or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (title) => {
        const slug = slugify(title);
        expect(slug === '' || isValidSlug(slug)).toBe(true);
      }),
    );
  });
});

describe('isValidSlug', () => {
  it.each([
    ['ano-nuevo', true],
    ['a', true],
    ['post-2', true],
    ['Ano-nuevo', false],
    ['año', false],
    ['-lead', false],
    ['trail-', false],
    ['double--hyphen', false],
    ['with space', false],
    ['', false],
    ['a'.repeat(SLUG_MAX_LENGTH), true],
    ['a'.repeat(SLUG_MAX_LENGTH + 1), false],
    [42, false],
  ])('%j → %s', (value, valid) => {
    expect(isValidSlug(value)).toBe(valid);
  });
});

describe('slugFollows: a form keeps filling the slug from the name until the owner types one', () => {
  it('an empty slug or the name’s own slug follows; a slug typed by hand does not', () => {
    expect(slugFollows('Año Nuevo', '')).toBe(true);
    expect(slugFollows('Año Nuevo', 'ano-nuevo')).toBe(true);
    expect(slugFollows('Año Nuevo', 'new-year')).toBe(false);
    expect(slugFollows('', '')).toBe(true);
  });
});
