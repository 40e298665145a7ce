// The Customers screen's directory (issue 30): the business's customers with what they spent, their visits,
// whether they owe, and their last activity, searched, filtered, sorted and read a page at a time. The figures
// come from one statement: each of the business's orders, appointments and subscriptions is read once and
// grouped by customer (the client's indexes), then the page is cut by keyset on the sort's key and the id.
// An employee's directory holds only the customers of their own appointments.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { pageLimit } from '../../db/paging.js';
import { searchWords } from '../../db/search.js';

/** Largest page of the directory. */
export const CUSTOMER_PAGE_LIMIT = 50;

export type CustomerFilterName = 'all' | 'orders' | 'bookings' | 'subscribers' | 'owing' | 'new';
export type CustomerSortName = 'activity' | 'spent';

export interface CustomerDirectoryQuery {
  q?: string;
  filter?: CustomerFilterName;
  sort?: CustomerSortName;
  cursor?: number;
  limit?: number;
}

/** Who reads: the business's IANA zone ("new this month") and, for an employee, their staff row. */
export interface DirectoryReader {
  zone: string;
  /** An employee's staff row (0: none linked, they see no one); undefined for owners and managers. */
  onlyStaffId?: number;
}

/** A customer with the figures of the directory and the record. */
export interface CustomerStatsRow {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  note: string;
  created_at: string;
  last_activity_at: string;
  spent_cents: number;
  visits: number;
  owes: boolean;
}

/** An instant as ISO text in UTC, the same on Postgres and PGlite whatever the driver makes of timestamps. */
export const isoText = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Orders that owe: an invoice or deposit still open, or an approved quote, with part of it unpaid. */
export const OWING_ORDER = sql`((o.kind in ('invoice', 'partial_invoice') and o.status in ('pending', 'approved')) or (o.kind = 'quote' and o.status = 'approved')) and o.total_cents > o.paid_cents`;

/** The characters a typed phone number may have; with at least three digits, the search is a phone's digits. */
const PHONE_TYPED = /^[\d\s()+.\-/]+$/;

/** The search: a phone number's digits, or each word in a name or the e-mail (case-insensitive). */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = (q ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (PHONE_TYPED.test(text) && digits.length >= 3) {
    return sql`regexp_replace(c.phone, '[^0-9]', '', 'g') like ${`%${digits}%`}`;
  }
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql.join(
    words.map((w) => sql`(c.first_name ilike ${like(w)} or c.last_name ilike ${like(w)} or c.email ilike ${like(w)})`),
    sql` and `,
  );
}

/** The filter's condition on the stats row `s` (the business's zone for the month's start). */
function filterCondition(filter: CustomerFilterName | undefined, zone: string): SQL | undefined {
  switch (filter) {
    case 'orders':
      return sql`s.orders > 0`;
    case 'bookings':
      return sql`s.bookings > 0`;
    case 'subscribers':
      return sql`s.live_subscriptions > 0`;
    case 'owing':
      return sql`s.owes`;
    case 'new':
      return sql`s.created_at >= (date_trunc('month', now() at time zone ${zone}) at time zone ${zone})`;
    default:
      return undefined;
  }
}

/**
 * The business's customers (those `where` keeps) with their figures, as the CTE `s`: spent (paid less
 * refunded, every kind of order), placed orders, paid orders, booked appointments, live subscriptions,
 * whether they owe, and their last activity (their latest order or booking, else when first seen).
 */
function statsCte(clientId: number, where: SQL[]): SQL {
  return sql`with s as (
    select c.id, c.uuid, c.first_name, c.last_name, c.email, c.phone, c.note, c.created_at,
      coalesce(o.spent, 0)::bigint as spent,
      coalesce(o.placed, 0)::int as orders,
      (coalesce(o.paid, 0) + coalesce(a.booked, 0))::int as visits,
      coalesce(a.booked, 0)::int as bookings,
      coalesce(sub.live, 0)::int as live_subscriptions,
      coalesce(o.owes, false) as owes,
      greatest(c.created_at, o.last_at, a.last_at) as last_at
    from customers c
    left join (
      select o.customer_id,
        sum(o.paid_cents - o.refunded_cents) as spent,
        count(*) filter (where o.kind = 'order' and o.number is not null) as placed,
        count(*) filter (where o.kind = 'order' and o.status = 'paid') as paid,
        bool_or(${OWING_ORDER}) as owes,
        max(o.created_at) filter (where o.number is not null) as last_at
      from orders o where o.client_id = ${clientId} and o.customer_id is not null group by o.customer_id
    ) o on o.customer_id = c.id
    left join (
      select a.customer_id, count(*) filter (where a.status = 'booked') as booked,
        max(a.created_at) filter (where a.status in ('booked', 'canceled')) as last_at
      from appointments a where a.client_id = ${clientId} and a.customer_id is not null group by a.customer_id
    ) a on a.customer_id = c.id
    left join (
      select customer_id, count(*) as live from subscriptions
      where client_id = ${clientId} and customer_id is not null and status in ('active', 'past_due') group by customer_id
    ) sub on sub.customer_id = c.id
    where ${sql.join(where, sql` and `)}
  )`;
}

/** An employee sees the customers of their own appointments only. */
const ownAppointments = (staffId: number) =>
  sql`exists (select 1 from appointments x where x.customer_id = c.id and x.staff_id = ${staffId} and x.status in ('booked', 'canceled'))`;

/** The columns the stats CTE answers, as a row. */
const statsColumns = sql`s.id, s.uuid, s.first_name, s.last_name, s.email, s.phone, s.note,
  ${isoText(sql`s.created_at`)} as created_at, ${isoText(sql`s.last_at`)} as last_activity_at,
  s.spent as spent_cents, s.visits, s.owes`;

type RawStats = Omit<CustomerStatsRow, 'spent_cents' | 'visits'> & { spent_cents: string | number; visits: string | number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const toStats = (r: RawStats): CustomerStatsRow => ({ ...r, spent_cents: Number(r.spent_cents), visits: Number(r.visits) });

/** A page of the directory and the cursor of the next (the page's last id), null on the last page. */
export async function listCustomerStats(
  db: AppDb,
  clientId: number,
  query: CustomerDirectoryQuery,
  reader: DirectoryReader,
): Promise<{ rows: CustomerStatsRow[]; next_cursor: string | null }> {
  const limit = pageLimit(query.limit, CUSTOMER_PAGE_LIMIT);
  const where = [sql`c.client_id = ${clientId}`, searchCondition(query.q)];
  if (reader.onlyStaffId !== undefined) where.push(ownAppointments(reader.onlyStaffId));
  const key = query.sort === 'spent' ? sql`s.spent` : sql`s.last_at`;
  const conditions = [filterCondition(query.filter, reader.zone)];
  if (query.cursor !== undefined) {
    const keyOf = query.sort === 'spent' ? sql`k.spent` : sql`k.last_at`;
    conditions.push(sql`(${key}, s.id) < (select ${keyOf}, k.id from s k where k.id = ${query.cursor})`);
  }
  const kept = conditions.filter((c): c is SQL => c !== undefined);
  const result = await db.execute(sql`${statsCte(
    clientId,
    where.filter((c): c is SQL => c !== undefined),
  )}
    select ${statsColumns} from s
    ${kept.length > 0 ? sql`where ${sql.join(kept, sql` and `)}` : sql``}
    order by ${key} desc, s.id desc
    limit ${limit + 1}`);
  const rows = rowsOf<RawStats>(result).map(toStats);
  const page = rows.slice(0, limit);
  return { rows: page, next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null };
}

/** One customer of the business with their figures (for an employee: only one of their appointments'). */
export async function findCustomerStats(
  db: AppDb,
  clientId: number,
  customerId: number,
  reader: Pick<DirectoryReader, 'onlyStaffId'>,
): Promise<CustomerStatsRow | null> {
  const where = [sql`c.client_id = ${clientId}`, sql`c.id = ${customerId}`];
  if (reader.onlyStaffId !== undefined) where.push(ownAppointments(reader.onlyStaffId));
  const result = await db.execute(sql`${statsCte(clientId, where)} select ${statsColumns} from s`);
  const [row] = rowsOf<RawStats>(result);
  return row ? toStats(row) : null;
}

/** The business's customers with their figures in id order, `size` after `afterId` (the CSV export's batches). */
export async function customerStatsBatch(db: AppDb, clientId: number, afterId: number, size: number): Promise<CustomerStatsRow[]> {
  const where = [sql`c.client_id = ${clientId}`, sql`c.id > ${afterId}`];
  const result = await db.execute(sql`${statsCte(clientId, where)} select ${statsColumns} from s order by s.id limit ${size}`);
  return rowsOf<RawStats>(result).map(toStats);
}
