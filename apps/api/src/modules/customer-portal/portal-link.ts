// The customer's link to their page of bookings and orders (issue 30): its URL on the business's site, and the
// key of a customer (their booking and order mails end with the link). No import of the mail module: it uses these.
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { customers } from '../../db/schema.js';

/** The customer's page on the business's site. */
export const customerPortalUrlOf = (siteOrigin: string, key: string) => `${siteOrigin}/customer/${encodeURIComponent(key)}`;

/** The portal key of the client's customer `customerId`, or null (none, or not the client's). */
export async function portalKeyOfCustomer(db: AppDb, clientId: number, customerId: number | null): Promise<string | null> {
  if (customerId === null) return null;
  const [row] = await db
    .select({ key: customers.portal_key })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.client_id, clientId)));
  return row?.key ?? null;
}
