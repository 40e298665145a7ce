// The CSV import of customers (issue 30): the file is read with csv-parse, each row checked with the edit
// form's own yup schema (createCustomerSchema, the business's phone rule), so its errors are the i18n keys the
// form shows (in English and Spanish). The preview writes nothing; the import re-reads the file and writes every
// row in one transaction with its audit entry, or nothing at all when any row is refused (400 import_invalid,
// with the preview). A row whose e-mail the business knows changes that customer where it gives a value.
import { CUSTOMER_IMPORT_MAX_ROWS } from '@vitrina/api-client/contracts';
import type { CustomerImportPreview, CustomerImportResult, CustomerImportRow } from '@vitrina/api-client/contracts';
import { createCustomerSchema, validatePayload } from '@vitrina/validation';
import { parse } from 'csv-parse/sync';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { knownEmails, upsertImportedCustomers } from './customers-import-repository.js';
import type { CustomerContactFields } from './customers-repository.js';
import { CUSTOMER_AUDIT_ENTITY, assertMayChange } from './customers-service.js';
import type { CustomersCaller } from './customers-service.js';

export const IMPORT_MESSAGES = {
  unreadable: 'The file could not be read as CSV',
  noEmail: 'The file needs an "email" column',
  tooMany: `A file may hold at most ${CUSTOMER_IMPORT_MAX_ROWS} customers`,
  empty: 'The file holds no customers',
  invalid: 'Some rows are not valid: nothing was imported',
} as const;

/** The message of an e-mail given twice in the file (the form's key namespace, in both languages). */
export const DUPLICATE_EMAIL = 'manage:customers.import.duplicate';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'note'] as const;
type Field = (typeof FIELDS)[number];

/** The header names each field is known by, normalised (lower case, `_` for spaces and dashes). */
const ALIASES: Record<Field, readonly string[]> = {
  first_name: ['first_name', 'firstname', 'first', 'given_name', 'nombre'],
  last_name: ['last_name', 'lastname', 'last', 'surname', 'family_name', 'apellido', 'apellidos'],
  email: ['email', 'e_mail', 'email_address', 'correo', 'correo_electronico', 'correo_electrónico'],
  phone: ['phone', 'phone_number', 'telephone', 'mobile', 'telefono', 'teléfono'],
  note: ['note', 'notes', 'nota', 'notas'],
};

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const refuse = (code: string, message: string) => new ApiError(400, code, message);

/** The file's rows as the fields' values, with their line numbers (the header is line 1). */
function readFile(text: string): { line: number; values: Record<Field, string> }[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, info: false }) as string[][];
  } catch {
    throw refuse('import_unreadable', IMPORT_MESSAGES.unreadable);
  }
  const [header, ...rows] = records;
  if (!header) throw refuse('import_empty', IMPORT_MESSAGES.empty);
  const names = header.map(normalise);
  const index = Object.fromEntries(FIELDS.map((f) => [f, names.findIndex((n) => ALIASES[f].includes(n))])) as Record<Field, number>;
  if (index.email < 0) throw refuse('import_no_email', IMPORT_MESSAGES.noEmail);
  if (rows.length === 0) throw refuse('import_empty', IMPORT_MESSAGES.empty);
  if (rows.length > CUSTOMER_IMPORT_MAX_ROWS) throw refuse('import_too_many', IMPORT_MESSAGES.tooMany);
  return rows.map((row, i) => ({
    line: i + 2,
    values: Object.fromEntries(FIELDS.map((f) => [f, index[f] < 0 ? '' : (row[index[f]] ?? '')])) as Record<Field, string>,
  }));
}

/** Every row checked, and what it would do. */
async function previewOf(db: AppDb, clientId: number, text: string, country: string | undefined): Promise<CustomerImportPreview> {
  const schema = createCustomerSchema({ country });
  const seen = new Set<string>();
  const checked = readFile(text).map(({ line, values }) => {
    const result = validatePayload(schema, values);
    const errors: Record<string, string> = result.ok ? {} : { ...result.fields };
    const fields: CustomerContactFields = result.ok ? result.value : { ...values, email: values.email.trim().toLowerCase() };
    if (result.ok) {
      if (seen.has(fields.email)) errors.email = DUPLICATE_EMAIL;
      seen.add(fields.email);
    }
    return { line, fields, errors };
  });
  const known = await knownEmails(
    db,
    clientId,
    checked.filter((r) => Object.keys(r.errors).length === 0).map((r) => r.fields.email),
  );
  const rows: CustomerImportRow[] = checked.map(({ line, fields, errors }) => ({
    line,
    ...fields,
    action: Object.keys(errors).length > 0 ? 'error' : known.has(fields.email) ? 'update' : 'create',
    errors,
  }));
  const count = (action: CustomerImportRow['action']) => rows.filter((r) => r.action === action).length;
  return { rows, creates: count('create'), updates: count('update'), errors: count('error') };
}

/** The file read and checked; nothing is written. An employee may not import (403 read_only). */
export function previewImport(
  ctx: AppContext,
  by: CustomersCaller,
  text: string,
  country: string | undefined,
): Promise<CustomerImportPreview> {
  assertMayChange(by);
  return previewOf(ctx.database.db, by.clientId, text, country);
}

/** Every row written in one transaction with its audit entry, or none: 400 import_invalid with the preview. */
export async function commitImport(
  ctx: AppContext,
  by: CustomersCaller,
  text: string,
  country: string | undefined,
): Promise<CustomerImportResult> {
  assertMayChange(by);
  return ctx.database.db.transaction(async (tx) => {
    const preview = await previewOf(tx, by.clientId, text, country);
    if (preview.errors > 0) throw new ApiError(400, 'import_invalid', IMPORT_MESSAGES.invalid, undefined, { preview });
    await upsertImportedCustomers(
      tx,
      by.clientId,
      preview.rows.map(({ first_name, last_name, email, phone, note }) => ({ first_name, last_name, email, phone, note })),
    );
    const result = { created: preview.creates, updated: preview.updates };
    await recordAudit(tx, {
      clientId: by.clientId,
      actor: by.actor,
      action: 'customer.import',
      entity: CUSTOMER_AUDIT_ENTITY,
      entityId: 'import',
      before: null,
      after: result,
    });
    return result;
  });
}
