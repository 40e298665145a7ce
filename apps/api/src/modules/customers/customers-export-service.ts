// The Customers screen's CSV exports (issue 30): the business's customers and its orders, streamed a batch at
// a time through csv-stringify (formulas escaped, so a name such as "=1+1" stays text in a spreadsheet). Dates
// are the business's (its time zone, "YYYY-MM-DD HH:mm"); money is a plain decimal in the business's minor
// units with a currency column. Owners and managers only: an employee sees no money (403 read_only).
import { Readable, pipeline } from 'node:stream';
import { fromMinorUnits } from '@vitrina/core-model';
import { stringify } from 'csv-stringify';
import type { AppContext } from '../../app-context.js';
import { customerStatsBatch } from './customers-directory-repository.js';
import { orderExportBatch } from './customers-export-repository.js';
import { assertMayChange } from './customers-service.js';
import type { CustomersCaller } from './customers-service.js';

/** Rows read per statement. */
export const EXPORT_BATCH = 500;

/** An instant in the business's zone: `2026-12-01 09:30`. */
export function zonedDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Every row of a keyset-read table, a batch at a time. */
async function* batches<T extends { id: number }>(read: (afterId: number) => Promise<T[]>): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

const CUSTOMER_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'customer_since',
  'last_activity',
  'total_spent',
  'currency',
  'visits',
  'owes',
  'note',
] as const;

const ORDER_COLUMNS = [
  'number',
  'date',
  'status',
  'fulfillment',
  'first_name',
  'last_name',
  'email',
  'subtotal',
  'discount',
  'tax',
  'shipping',
  'total',
  'paid',
  'refunded',
  'currency',
] as const;

/**
 * The rows as CSV text: a header, then each row; a failed read ends the stream with its error (pipeline
 * destroys both sides), so the download fails rather than hangs.
 */
function csvOf(rows: AsyncIterable<Record<string, string>>, columns: readonly string[]): Readable {
  const out = stringify({ header: true, columns: [...columns], escape_formulas: true, bom: true });
  pipeline(Readable.from(rows), out, () => undefined);
  return out;
}

/** The business's customers as CSV (a stream of text). */
export function customersCsv(ctx: AppContext, by: CustomersCaller): Readable {
  assertMayChange(by);
  const money = (cents: number) => fromMinorUnits(cents);
  const rows = async function* () {
    for await (const c of batches((after) => customerStatsBatch(ctx.database.db, by.clientId, after, EXPORT_BATCH))) {
      yield {
        first_name: c.first_name,
        last_name: c.last_name,
        email: c.email,
        phone: c.phone,
        customer_since: zonedDateTime(c.created_at, by.zone),
        last_activity: zonedDateTime(c.last_activity_at, by.zone),
        total_spent: money(c.spent_cents),
        currency: by.currency,
        visits: String(c.visits),
        owes: c.owes ? 'yes' : 'no',
        note: c.note,
      };
    }
  };
  return csvOf(rows(), CUSTOMER_COLUMNS);
}

/** The business's placed orders as CSV (a stream of text), each in the currency it was charged in. */
export function ordersCsv(ctx: AppContext, by: CustomersCaller): Readable {
  assertMayChange(by);
  const money = (cents: number) => fromMinorUnits(Number(cents));
  const rows = async function* () {
    for await (const o of batches((after) => orderExportBatch(ctx.database.db, by.clientId, after, EXPORT_BATCH))) {
      yield {
        number: String(o.number),
        date: zonedDateTime(o.created_at, by.zone),
        status: o.status,
        fulfillment: o.fulfillment,
        first_name: o.first_name,
        last_name: o.last_name,
        email: o.email,
        subtotal: money(o.subtotal_cents),
        discount: money(o.discount_cents),
        tax: money(o.tax_cents),
        shipping: money(o.shipping_cents),
        total: money(o.total_cents),
        paid: money(o.paid_cents),
        refunded: money(o.refunded_cents),
        currency: o.currency,
      };
    }
  };
  return csvOf(rows(), ORDER_COLUMNS);
}

/** The file's name: `customers-2026-12-01.csv`, the business's date. */
export const exportFilename = (kind: 'customers' | 'orders', zone: string, now = new Date()) =>
  `${kind}-${zonedDateTime(now.toISOString(), zone).slice(0, 10)}.csv`;
