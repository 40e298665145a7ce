// The owners' list searches (messages, blog posts, products, orders and quotes): the words of the search box,
// each to be found in one of the row's fields, case-insensitive. Also the one conversion of a nullable
// timestamp the list records share.
import { and, ilike, or } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';

/** The words of a search, eight at most. */
export const searchWords = (q: string | undefined): string[] => (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);

/** `%`, `_` and `\` are text to look for, not patterns. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word in one of `fields` (case-insensitive); no words: no condition. */
export function wordsInFields(words: readonly string[], fields: readonly (Column | SQL)[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...fields.map((field) => ilike(field, likePattern(word))))));
}

/** A nullable timestamp as the records answer it: ISO text or null. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
