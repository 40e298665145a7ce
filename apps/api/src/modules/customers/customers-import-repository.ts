// The CSV import's reads and writes of `customers` (issue 30): which of the file's e-mails the business already
// has, and the rows written in the caller's transaction (a known customer keeps what a row leaves empty).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { customers } from '../../db/schema.js';
import type { CustomerContactFields } from './customers-repository.js';

/** Which of `emails` (lower-case) the business's customers have. */
export async function knownEmails(db: AppDb, clientId: number, emails: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < emails.length; i += 500) {
    const rows = await db
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.client_id, clientId), inArray(customers.email, emails.slice(i, i + 500))));
    for (const row of rows) known.add(row.email);
  }
  return known;
}

/** The given value unless the row left it empty, else the customer's own. */
const givenOrKept = (name: keyof CustomerContactFields) => sql`coalesce(nullif(excluded.${sql.identifier(name)}, ''), ${customers[name]})`;

/** Writes the rows, 500 a statement: new e-mails made, known ones changed where the row gives a value. */
export async function upsertImportedCustomers(tx: AppDb, clientId: number, rows: readonly CustomerContactFields[]): Promise<void> {
  const now = new Date();
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(customers)
      .values(rows.slice(i, i + 500).map((r) => ({ client_id: clientId, ...r })))
      .onConflictDoUpdate({
        target: [customers.client_id, customers.email],
        set: {
          first_name: givenOrKept('first_name'),
          last_name: givenOrKept('last_name'),
          phone: givenOrKept('phone'),
          note: givenOrKept('note'),
          updated_at: now,
        },
      });
  }
}
