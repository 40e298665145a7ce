// What a document prints, read once (issue 31): the order as the customer's page shows it (orders module
// loadPublicOrder: lines, totals, payments, deposits, due date, terms), the business that issues it (name,
// address, e-mail, phone, language, time zone), the discount code the order used and a deposit's parent
// number. Reads only; every read names the client, so another business's order is no order here.
import { businessTimeZone, clientContactNumber, countryNameIn } from '@vitrina/core-model';
import { localeFromLanguageId } from '@vitrina/i18n';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/index.js';
import { clients, discountCodes, discountUses, orders } from '../../db/schema.js';
import { loadPublicOrder } from '../orders/index.js';
import { documentKindOf } from './document-model.js';
import type { DocumentBusiness, DocumentInput } from './document-model.js';

export type DocumentOrderRow = typeof orders.$inferSelect;

/** The business as its documents show it; null for an unknown client. */
export async function documentBusinessOf(db: AppDb, clientId: number): Promise<DocumentBusiness | null> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) return null;
  const locale = localeFromLanguageId(client.language_id);
  const a = client.address;
  const countryCode = client.country?.country_code ?? 'US';
  const cityLine = a
    ? [a.postal_code, a.city, a.region && a.region.trim() !== a.city.trim() ? a.region : ''].filter((s) => s?.trim()).join(' ')
    : '';
  const addressLines =
    a && (a.address1.trim() || a.city.trim()) ? [a.address1, a.address2, cityLine, countryNameIn(countryCode, locale)] : [];
  return {
    name: client.name,
    addressLines: addressLines.filter((s) => s && s.trim()),
    email: client.contact_email?.trim() || null,
    phone: clientContactNumber(client),
    locale,
    timeZone: businessTimeZone(client.timezone),
    countryCode,
  };
}

/** The code of the discount the order used (issue 30), if any. */
async function discountCodeOf(db: AppDb, orderId: number): Promise<string | null> {
  const [use] = await db
    .select({ code: discountCodes.code })
    .from(discountUses)
    .innerJoin(discountCodes, eq(discountCodes.id, discountUses.code_id))
    .where(eq(discountUses.order_id, orderId));
  return use?.code ?? null;
}

/** The client's order row `orderId` (another client's: null). */
export async function findDocumentOrder(db: AppDb, clientId: number, orderId: number): Promise<DocumentOrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.client_id, clientId), eq(orders.id, orderId)));
  return row ?? null;
}

/** Everything the PDF of `row` prints; throws the 409 of document-model.ts when it has no document now. */
export async function documentInputOf(db: AppDb, row: DocumentOrderRow): Promise<DocumentInput | null> {
  const kind = documentKindOf(row);
  const [business, order, discountCode, parent] = await Promise.all([
    documentBusinessOf(db, row.client_id),
    loadPublicOrder(db, row),
    discountCodeOf(db, row.id),
    row.parent_id === null ? Promise.resolve(null) : findDocumentOrder(db, row.client_id, row.parent_id),
  ]);
  if (!business) return null;
  return {
    kind,
    order,
    paidAt: row.paid_at?.toISOString() ?? null,
    parentNumber: parent?.number != null ? String(parent.number) : null,
    discountCode,
    business,
  };
}
