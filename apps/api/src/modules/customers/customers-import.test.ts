// The CSV import of customers on a real database (issue 30): a preview checks every row with the edit form's
// own rules and writes nothing; an import writes every row in one transaction, or nothing at all when any row
// is refused; a known e-mail changes that customer where the row gives a value; an employee may not import.
import type { CustomerImportPreview } from '@vitrina/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, customers } from '../../db/schema.js';
import { buildCustomer } from '../../testing/customer-builders.js';
import { ownerSuite } from '../../testing/owner-test-fixture.js';
import { testDatabases } from '../../testing/test-db.js';

describe.each(testDatabases())('customers CSV import (%s)', (kind) => {
  const s = ownerSuite(kind, '/imports/customers');
  const all = async () => (await s.db().select().from(customers).where(eq(customers.client_id, s.clientId))).map((c) => c.email).sort();

  it('a bad file: the preview names each refused row and field; the import refuses it and writes nothing', async () => {
    await buildCustomer(s.db(), s.clientId, { firstName: 'Known', lastName: 'Person', email: 'known@example.com', phone: '' });
    const before = await all();
    const csv = [
      'First Name,Last Name,E-mail,Phone,Notes,Ignored',
      'Ana,Ruiz,ana@example.com,(512) 555-0199,VIP,x',
      ',Nobody,nobody@example.com,,,',
      'Bob,Stone,bob@example,123,,',
      'Ana,Again,ANA@example.com,,,',
      'Known,Updated,known@example.com,,,',
    ].join('\r\n');
    const preview = await s.call('POST', `${s.base}/preview`, { csv });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as CustomerImportPreview;
    expect(body).toMatchObject({ creates: 1, updates: 1, errors: 3 });
    expect(body.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, 'create', {}],
      [3, 'error', { first_name: 'validation:required.firstName' }],
      [4, 'error', { email: 'validation:invalid.email', phone: 'validation:invalid.phone' }],
      [5, 'error', { email: 'manage:customers.import.duplicate' }],
      [6, 'update', {}],
    ]);
    expect(body.rows[0]).toMatchObject({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      phone: '(512) 555-0199',
      note: 'VIP',
    });

    const refused = await s.call('POST', s.base, { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('import_invalid');
    expect((refused.json().preview as CustomerImportPreview).errors).toBe(3);
    expect(await all()).toEqual(before);
    const [known] = await s.db().select().from(customers).where(eq(customers.email, 'known@example.com'));
    expect(known!.last_name).toBe('Person');
    expect(await s.db().select().from(auditLog).where(eq(auditLog.action, 'customer.import'))).toEqual([]);

    for (const [file, code] of [
      ['name,phone\nAna,5125550199', 'import_no_email'],
      ['email', 'import_empty'],
      ['email,name\n"ana@example.com,Ana', 'import_unreadable'],
    ] as const) {
      const res = await s.call('POST', `${s.base}/preview`, { csv: file });
      expect(res.statusCode, file).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
  });

  it('a good file: every row written in one go, a known e-mail changed where the row gives a value, with an audit entry', async () => {
    await buildCustomer(s.db(), s.clientId, { firstName: 'Kept', lastName: 'Name', email: 'kept@example.com', phone: '(512) 555-0111' });
    const csv = ['email,first_name,last_name,phone', 'carla@example.com,Carla,Diaz,', 'KEPT@example.com,Kept,Newname,'].join('\n');
    const res = await s.call('POST', s.base, { csv }, s.f.users.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1 });
    const rows = await s.db().select().from(customers).where(eq(customers.client_id, s.clientId));
    expect(rows.find((c) => c.email === 'carla@example.com')).toMatchObject({ first_name: 'Carla', last_name: 'Diaz' });
    expect(rows.find((c) => c.email === 'kept@example.com')).toMatchObject({
      first_name: 'Kept',
      last_name: 'Newname',
      phone: '(512) 555-0111',
    });
    const [entry] = await s
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.client_id, s.clientId), eq(auditLog.action, 'customer.import')));
    expect(entry).toMatchObject({ actor_email: s.f.users.manager.email, after: { created: 1, updated: 1 } });
  });

  it('an employee may not import', async () => {
    for (const path of ['/preview', '']) {
      const res = await s.call('POST', `${s.base}${path}`, { csv: 'email\nx@example.com' }, s.f.users.staff);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('read_only');
    }
    expect(await all()).not.toContain('x@example.com');
  });
});
