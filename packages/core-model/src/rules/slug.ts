// The address of a blog post (spec §2 /blog/{slug}): lower-case ASCII letters, digits and single hyphens,
// at most SLUG_MAX_LENGTH characters, unique per client. `slugify` derives one from a title (the back
// office fills the slug field with it until the owner edits it); the server checks the same pattern.

/** Longest slug (the contract's BlogPostInput.slug). */
export const SLUG_MAX_LENGTH = 80;

/** Words of letters and digits joined by single hyphens; no hyphen at either end. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Letters that Unicode decomposition does not turn into ASCII ones.
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

export function isValidSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * A slug from a title: accents folded ("Año Nuevo" → "ano-nuevo"), anything but letters and digits
 * becomes one hyphen, cut to SLUG_MAX_LENGTH at a word boundary when it can be. '' when nothing is left.
 */
export function slugify(title: string): string {
  const folded = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\x20-\x7e]/g, (ch) => FOLDED[ch] ?? ch);
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

/**
 * Whether a form's slug still follows its name or title, so typing the name keeps filling it: an empty
 * slug (a new record) or exactly the slug of the name. A slug typed by hand stops following.
 */
export function slugFollows(source: string, slug: string): boolean {
  return slug === '' || slug === slugify(source);
}
