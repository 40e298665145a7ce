// The owner-route matrix's rows of the Customers screen (issue 30): owners and managers read and edit; an
// employee reads the customers of their own appointments (each row books the customer with a staff member
// linked to the caller) and is refused the edit (403 read_only).
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { customerMerges, customers, staff } from '../db/schema.js';
import { uniqueLabel } from './builders.js';
import { buildStaff } from './booking-builders.js';
import { buildCustomer, buildCustomerAppointment } from './customer-builders.js';
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import type { OwnerFixture } from './owner-test-fixture.js';

/** A customer of the target's client with an appointment with the caller's own staff row; returns its id. */
export async function newCustomer(f: OwnerFixture, t: Target): Promise<number> {
  const db = f.server.database.db;
  const [own] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.client_id, t.client.id), eq(staff.user_id, t.subject.id)));
  const staffId = own?.id ?? (await buildStaff(db, t.client.id, { user_id: t.subject.id })).id;
  const email = `${uniqueLabel('ana')}@example.com`;
  const id = await buildCustomer(db, t.client.id, { firstName: 'Ana', lastName: 'Ruiz', email, phone: '' });
  // A new hour far enough from the others of this staff member.
  const start = new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 1e6) * 3_600_000);
  await buildCustomerAppointment(db, t.client.id, id, staffId, start);
  return id;
}

/** A merge of two new customers of the target's client made by the caller (undoable by them); its handle. */
async function newMerge(f: OwnerFixture, t: Target): Promise<string> {
  const kept = await newCustomer(f, t);
  const removed = await newCustomer(f, t);
  const [row] = await f.server.database.db
    .insert(customerMerges)
    .values({
      client_id: t.client.id,
      kept_customer_id: kept,
      removed_customer_id: removed,
      removed_email: `${uniqueLabel('gone')}@example.com`,
      removed: {
        id: removed,
        uuid: randomUUID(),
        forms_key: randomUUID(),
        email: `${uniqueLabel('gone')}@example.com`,
        first_name: 'Ana',
        last_name: '',
        phone: '',
        note: '',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
      filled: {},
      moved: {},
      merged_by: t.subject.id,
      undo_until: new Date(Date.now() + 600_000),
    })
    .returning({ uuid: customerMerges.uuid });
  // The merge removed it: the undo inserts it again.
  await f.server.database.db.delete(customers).where(eq(customers.id, removed));
  return row!.uuid;
}

export const CUSTOMER_MATRIX_ROUTES: MatrixRoute[] = [
  {
    method: 'GET',
    path: '/api/client/:id/customers',
    write: false,
    screen: 'customers',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/customers?q=ana&filter=all&sort=activity&limit=10` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/customers/:customerId',
    write: false,
    screen: 'customers',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/customers/${await newCustomer(f, t)}` }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/customers/:customerId',
    write: false,
    screen: 'customers',
    employeeReadOnly: true,
    success: 200,
    request: async (f, t) => ({
      url: `${c(t)}/customers/${await newCustomer(f, t)}`,
      payload: { first_name: 'Ana', last_name: 'Ruiz', email: `${uniqueLabel('ana')}@example.com`, phone: '', note: 'VIP' },
    }),
  },
  // The CSV exports hold money: owners and managers; an employee is refused (403 read_only).
  ...(['customers', 'orders'] as const).map((kind): MatrixRoute => ({
    method: 'GET',
    path: `/api/client/:id/exports/${kind}`,
    write: false,
    screen: 'customers',
    employeeReadOnly: true,
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/exports/${kind}` }),
  })),
  // The CSV import: owners and managers; an employee is refused (403 read_only).
  ...(['/preview', ''] as const).map((step): MatrixRoute => ({
    method: 'POST',
    path: `/api/client/:id/imports/customers${step}`,
    write: false,
    screen: 'customers',
    employeeReadOnly: true,
    success: 200,
    request: async (_f, t) => ({
      url: `${c(t)}/imports/customers${step}`,
      payload: { csv: `email,first_name\n${uniqueLabel('imp')}@example.com,Ana` },
    }),
  })),
  // Merging two records of the same person (each row its own pair): owners and managers; an employee 403 read_only.
  ...(['GET', 'POST'] as const).map((method): MatrixRoute => ({
    method,
    path: '/api/client/:id/customers/:customerId/merges/:otherId',
    write: false,
    screen: 'customers',
    employeeReadOnly: true,
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/customers/${await newCustomer(f, t)}/merges/${await newCustomer(f, t)}` }),
  })),
  {
    method: 'POST',
    path: '/api/client/:id/customer-merges/:mergeId/undo',
    write: false,
    screen: 'customers',
    employeeReadOnly: true,
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/customer-merges/${await newMerge(f, t)}/undo` }),
  },
];
