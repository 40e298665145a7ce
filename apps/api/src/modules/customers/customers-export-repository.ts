// The orders of the CSV export (issue 30): the business's placed products orders in id order, a batch at a time
// (the export streams them; no page of the file is held whole).
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { isoText } from './customers-directory-repository.js';

export interface ExportOrderRow {
  id: number;
  number: number;
  created_at: string;
  status: string;
  fulfillment: string;
  first_name: string;
  last_name: string;
  email: string;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  shipping_cents: number;
  total_cents: number;
  paid_cents: number;
  refunded_cents: number;
}

export async function orderExportBatch(db: AppDb, clientId: number, afterId: number, size: number): Promise<ExportOrderRow[]> {
  const result = await db.execute(sql`select o.id, o.number, ${isoText(sql`o.created_at`)} as created_at, o.status, o.fulfillment,
      coalesce(o.shipping->>'firstName', '') as first_name, coalesce(o.shipping->>'lastName', '') as last_name, o.email,
      o.currency, o.subtotal_cents, o.discount_cents, o.tax_cents, o.shipping_cents, o.total_cents, o.paid_cents, o.refunded_cents
    from orders o
    where o.client_id = ${clientId} and o.kind = 'order' and o.number is not null and o.id > ${afterId}
    order by o.id limit ${size}`);
  return (result as unknown as { rows: ExportOrderRow[] }).rows;
}
