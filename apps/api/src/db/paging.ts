// Keyset paging, the one way the owners' lists read a page (messages, activity, orders, quotes, products,
// blog posts, form responses): the page size asked within the list's largest, the rows after the cursor's
// row, and the page with the cursor of the next one. One row more than the page is read to know whether
// another page follows.
import { getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The page size: as asked (else `fallback`), at least 1 and at most `largest`. */
export function pageLimit(asked: number | undefined, fallback: number, largest = fallback): number {
  return Math.max(1, Math.min(asked ?? fallback, largest));
}

/**
 * The rows after the cursor's row in (`key`, id) order: `desc` for newest first, `asc` for ascending. The
 * cursor row's own key is read by the database, so a timestamp keeps its precision (a JavaScript Date would
 * round microseconds away); a cursor of another client matches nothing. No cursor: no condition.
 */
export function afterCursor(
  key: PgColumn,
  id: PgColumn,
  order: 'asc' | 'desc',
  cursor: number | undefined,
  clientId: number,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const compare = order === 'desc' ? sql`<` : sql`>`;
  const [keyName, idName] = [sql.identifier(key.name), sql.identifier(id.name)];
  return sql`(${key}, ${id}) ${compare} (select c.${keyName}, c.${idName} from ${sql.identifier(getTableName(key.table))} c where c.${idName} = ${cursor} and c.client_id = ${clientId})`;
}

/**
 * A page of at most `limit` rows (read with `.limit(limit + 1)`) as records, and the cursor of the next page:
 * the id of the page's last row, null on the last page.
 */
export function keysetPage<Row extends { id: number }, Item>(
  rows: readonly Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { page: Item[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  return { page: page.map((row) => toItem(row)), next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null };
}
