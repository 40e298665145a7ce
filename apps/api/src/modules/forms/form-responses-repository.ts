// A customer's answers to a form and the files they uploaded for it (issue 15; schema forms.ts). An answer
// is one transaction (its service's, customer-forms-service.ts): the response (with a copy of the fields), its uploads bound to it, and the request it
// answers completed — or nothing at all. The owner reads them newest first and downloads the files.
import type { CustomerFormAnswer, CustomerFormField } from '@vitrina/core-model';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { afterCursor, keysetPage } from '../../db/paging.js';
import { isDbInt } from '../../db/repos/ids.js';
import { appointments, customerForms, customers, formRequests, formResponses, formUploads } from '../../db/schema.js';
import type { FormsScope } from './form-requests-repository.js';
import { isUuid } from '../../db/uuid.js';
import { requestToAnswer } from './form-requests-repository.js';
import { FORM_COLUMNS } from './forms-repository.js';

export type FormUploadRow = typeof formUploads.$inferSelect;

export interface NewUpload {
  /** Also in its asset-store key. */
  id: string;
  clientId: number;
  customerId: number;
  formId: number;
  /** The open request it is uploaded for (form-requests uploadRequestOf). */
  requestId: number;
  fieldId: string;
  key: string;
  filename: string;
  mime: string;
  bytes: number;
}

export type ReserveResult = { ok: true; row: FormUploadRow } | { ok: false; error: 'already_answered' | 'quota' };

/**
 * Records an upload for its request while the request is still pending and its files, bound or not, stay
 * within `quotaBytes` (issue 25); the request row is locked, so racing uploads and the answer take turns.
 * The bytes are stored after this row exists, so a file the sweeper can find never lacks its row. In the
 * caller's transaction.
 */
export async function reserveFormUpload(tx: AppDb, u: NewUpload, quotaBytes: number): Promise<ReserveResult> {
  const [request] = await tx
    .select({ status: formRequests.status })
    .from(formRequests)
    .where(and(eq(formRequests.id, u.requestId), eq(formRequests.customer_id, u.customerId), eq(formRequests.form_id, u.formId)))
    .for('update');
  if (request?.status !== 'pending') return { ok: false, error: 'already_answered' } as const;
  const [used] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${formUploads.bytes}), 0)::bigint` })
    .from(formUploads)
    .where(eq(formUploads.request_id, u.requestId));
  if (Number(used?.bytes ?? 0) + u.bytes > quotaBytes) return { ok: false, error: 'quota' } as const;
  const [row] = await tx
    .insert(formUploads)
    .values({
      id: u.id,
      client_id: u.clientId,
      customer_id: u.customerId,
      form_id: u.formId,
      request_id: u.requestId,
      field_id: u.fieldId,
      key: u.key,
      filename: u.filename,
      mime: u.mime,
      bytes: u.bytes,
    })
    .returning();
  return { ok: true, row: row! } as const;
}

/** Forgets an upload whose bytes could not be stored. */
export async function deleteFormUpload(db: AppDb, id: string): Promise<void> {
  await db.delete(formUploads).where(and(eq(formUploads.id, id), isNull(formUploads.response_id)));
}

export const toFormFile = (u: Pick<FormUploadRow, 'id' | 'field_id' | 'filename' | 'mime' | 'bytes'>) => ({
  id: u.id,
  field_id: u.field_id,
  filename: u.filename,
  mime: u.mime,
  bytes: u.bytes,
});

export interface AnswerInput {
  clientId: number;
  scope: FormsScope;
  form: { id: number; name: string; fields: CustomerFormField[] };
  answers: Record<string, CustomerFormAnswer>;
  appointmentId: number | null;
}

export type AnswerResult =
  | { ok: true; responseId: number; responseUuid: string }
  | { ok: false; error: 'already_answered' | 'not_asked' | 'bad_files'; fields?: Record<string, string> };

/** Binds each file field's uploads (made for this request and field, not yet bound) to the response. */
async function bindUploads(tx: AppDb, input: AnswerInput, requestId: number, responseId: number): Promise<string | null> {
  for (const field of input.form.fields) {
    const ids = input.answers[field.id];
    if (field.type !== 'file' || !Array.isArray(ids) || ids.length === 0) continue;
    if (!ids.every(isUuid)) return field.id;
    const bound = await tx
      .update(formUploads)
      .set({ response_id: responseId })
      .where(
        and(
          inArray(formUploads.id, ids),
          eq(formUploads.client_id, input.clientId),
          eq(formUploads.request_id, requestId),
          eq(formUploads.form_id, input.form.id),
          eq(formUploads.field_id, field.id),
          isNull(formUploads.response_id),
        ),
      )
      .returning({ id: formUploads.id });
    if (bound.length !== ids.length) return field.id;
  }
  return null;
}

class Refused extends Error {
  constructor(readonly result: AnswerResult & { ok: false }) {
    super(result.error);
  }
}

/**
 * Records the answers, binds the files and completes the request, in the caller's transaction: only a request
 * asked in the scope. A refusal throws (so the transaction rolls back what was written); `answerRefusalOf`
 * reads it, and a lost race for the request, as the answer.
 */
export async function answerForm(tx: AppDb, input: AnswerInput): Promise<AnswerResult> {
  const request = await requestToAnswer(tx, input.scope, input.form.id, input.appointmentId, true);
  if (!request) throw new Refused({ ok: false, error: 'not_asked' });
  if (request.status === 'completed') throw new Refused({ ok: false, error: 'already_answered' });
  const now = new Date();
  await tx.update(formRequests).set({ status: 'completed', completed_at: now }).where(eq(formRequests.id, request.id));
  const [response] = await tx
    .insert(formResponses)
    .values({
      client_id: input.clientId,
      customer_id: input.scope.customer.id,
      form_id: input.form.id,
      request_id: request.id,
      appointment_id: request.appointment_id,
      form_name: input.form.name,
      fields: input.form.fields,
      answers: input.answers,
    })
    .returning({ id: formResponses.id, uuid: formResponses.uuid });
  const badField = await bindUploads(tx, input, request.id, response!.id);
  if (badField) throw new Refused({ ok: false, error: 'bad_files', fields: { [badField]: 'validation:invalid.value' } });
  return { ok: true, responseId: response!.id, responseUuid: response!.uuid } as const;
}

/** The answer a failed `answerForm` transaction stands for (a refusal, or two answers racing for one request); null for any other error. */
export function answerRefusalOf(err: unknown): (AnswerResult & { ok: false }) | null {
  if (err instanceof Refused) return err.result;
  if (isRequestClash(err)) return { ok: false, error: 'already_answered' };
  return null;
}

/** Two answers racing for one request: the unique request_id keeps the first. */
function isRequestClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// ---- The owner's reads ----

export const RESPONSE_PAGE_LIMIT = 50;

const entryQuery = (db: AppDb) =>
  db
    .select({
      id: formResponses.id,
      uuid: formResponses.uuid,
      form_id: formResponses.form_id,
      form_name: formResponses.form_name,
      created_at: formResponses.created_at,
      fields: formResponses.fields,
      answers: formResponses.answers,
      customer_uuid: customers.uuid,
      first_name: customers.first_name,
      last_name: customers.last_name,
      email: customers.email,
      appointment_uuid: appointments.uuid,
      appointment_starts_at: appointments.starts_at,
    })
    .from(formResponses)
    .innerJoin(customers, eq(customers.id, formResponses.customer_id))
    .leftJoin(appointments, eq(appointments.id, formResponses.appointment_id));

type EntryRow = Awaited<ReturnType<typeof entryQuery>>[number];

const toEntry = (r: EntryRow) => ({
  uuid: r.uuid,
  form_id: r.form_id,
  form_name: r.form_name,
  customer: { uuid: r.customer_uuid, name: [r.first_name, r.last_name].filter(Boolean).join(' '), email: r.email },
  appointment_uuid: r.appointment_uuid,
  appointment_starts_at: r.appointment_starts_at ? r.appointment_starts_at.toISOString() : null,
  created_at: r.created_at.toISOString(),
});

export interface ResponseFilter {
  customer?: string;
  form?: number;
  cursor?: string;
}

/** A page of the client's responses newest first; keyset after the cursor's response in (created_at, id). */
export async function listFormResponses(db: AppDb, clientId: number, filter: ResponseFilter) {
  if (filter.customer !== undefined && !isUuid(filter.customer)) return { responses: [], next_cursor: null };
  const cursor = filter.cursor && /^[1-9][0-9]{0,9}$/.test(filter.cursor) ? Number(filter.cursor) : undefined;
  const after = afterCursor(
    formResponses.created_at,
    formResponses.id,
    'desc',
    cursor !== undefined && isDbInt(cursor) ? cursor : undefined,
    clientId,
  );
  const rows = await entryQuery(db)
    .where(
      and(
        eq(formResponses.client_id, clientId),
        filter.customer ? eq(customers.uuid, filter.customer) : undefined,
        filter.form !== undefined ? eq(formResponses.form_id, filter.form) : undefined,
        after,
      ),
    )
    .orderBy(desc(formResponses.created_at), desc(formResponses.id))
    .limit(RESPONSE_PAGE_LIMIT + 1);
  const { page, next_cursor } = keysetPage(rows, RESPONSE_PAGE_LIMIT, toEntry);
  return { responses: page, next_cursor };
}

/** One response with the fields as answered, the answers and its files; null when the client has none such. */
export async function getFormResponse(db: AppDb, clientId: number, uuid: string) {
  if (!isUuid(uuid)) return null;
  const [row] = await entryQuery(db).where(and(eq(formResponses.uuid, uuid), eq(formResponses.client_id, clientId)));
  if (!row) return null;
  const files = await db
    .select()
    .from(formUploads)
    .where(eq(formUploads.response_id, row.id))
    .orderBy(formUploads.created_at, formUploads.id);
  return { ...toEntry(row), fields: row.fields, answers: row.answers, files: files.map(toFormFile) };
}

/** A file of one of the client's responses (bound files only). */
export async function findResponseFile(db: AppDb, clientId: number, fileId: string): Promise<FormUploadRow | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .select()
    .from(formUploads)
    .where(and(eq(formUploads.id, fileId), eq(formUploads.client_id, clientId), sql`${formUploads.response_id} is not null`));
  return row ?? null;
}

/**
 * The client's form by uuid when the scope was asked it (a request pending or answered; of the scope's
 * appointment in an appointment's scope): a link opens only the forms asked through it (issue 25).
 */
export async function findScopedForm(db: AppDb, clientId: number, scope: FormsScope, formUuid: string) {
  if (!isUuid(formUuid)) return null;
  const [row] = await db
    .select(FORM_COLUMNS)
    .from(customerForms)
    .where(and(eq(customerForms.uuid, formUuid), eq(customerForms.client_id, clientId)));
  if (!row) return null;
  const [asked] = await db
    .select({ id: formRequests.id })
    .from(formRequests)
    .where(
      and(
        eq(formRequests.form_id, row.id),
        eq(formRequests.customer_id, scope.customer.id),
        scope.appointment ? eq(formRequests.appointment_id, scope.appointment.id) : undefined,
        inArray(formRequests.status, ['pending', 'completed']),
      ),
    )
    .limit(1);
  return asked ? row : null;
}

/**
 * Deletes up to `limit` uploads never attached to an answer that came before `before`, and answers their
 * asset keys. The delete is the claim: rows another node is deleting (or an answer is binding) are skipped,
 * each row is deleted by one node only, and a file bound meanwhile is not one any more.
 */
export async function deleteStaleUploads(db: AppDb, before: Date, limit: number): Promise<string[]> {
  const stale = db
    .select({ id: formUploads.id })
    .from(formUploads)
    .where(and(isNull(formUploads.response_id), lt(formUploads.created_at, before)))
    .orderBy(formUploads.created_at)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(formUploads)
    .where(and(inArray(formUploads.id, stale), isNull(formUploads.response_id)))
    .returning({ key: formUploads.key });
  return rows.map((r) => r.key);
}
