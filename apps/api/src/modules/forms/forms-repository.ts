// The back office's Forms (issue 15): the client's customer forms with the services that require them,
// how many answers and pending requests each has. Each change and its audit entry (entity `form`) are one
// transaction, the caller's (forms-service.ts): the form row and its service attachments (service_forms) change together. Service ids of
// another client are refused (`unknown_service`). A form customers answered is deactivated rather than
// deleted, so their answers keep pointing at it.
import type { CustomerFormField } from '@vitrina/core-model';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { isDbInt } from '../../db/repos/ids.js';
import { customerForms, formResponses, serviceForms, services } from '../../db/schema.js';

export const FORM_AUDIT_ENTITY = 'form';

/** A form's own columns, as the builder and the customer read them. */
export const FORM_COLUMNS = {
  id: customerForms.id,
  uuid: customerForms.uuid,
  name: customerForms.name,
  description: customerForms.description,
  fields: customerForms.fields,
  active: customerForms.active,
};

export interface FormFields {
  name: string;
  description: string;
  fields: CustomerFormField[];
  active: boolean;
  service_ids: number[];
}

export interface OwnerFormRecord extends FormFields {
  id: number;
  uuid: string;
  responses: number;
  pending_requests: number;
  updated_at: string;
}

export type FormChange = { ok: true; form: OwnerFormRecord } | { ok: false; error: 'not_found' | 'unknown_service' };

const outerFormId = sql.raw('"customer_forms"."id"');
const responsesSql = sql<number>`(select count(*)::int from form_responses r where r.form_id = ${outerFormId})`;
const pendingSql = sql<number>`(select count(*)::int from form_requests q where q.form_id = ${outerFormId} and q.status = 'pending')`;

async function readForms(db: AppDb, clientId: number, formId?: number): Promise<OwnerFormRecord[]> {
  const rows = await db
    .select({
      ...FORM_COLUMNS,
      updated_at: customerForms.updated_at,
      responses: responsesSql,
      pending: pendingSql,
    })
    .from(customerForms)
    .where(and(eq(customerForms.client_id, clientId), formId === undefined ? undefined : eq(customerForms.id, formId)))
    .orderBy(asc(customerForms.name), asc(customerForms.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ form_id: serviceForms.form_id, service_id: serviceForms.service_id })
    .from(serviceForms)
    .innerJoin(services, eq(services.id, serviceForms.service_id))
    .where(
      inArray(
        serviceForms.form_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(services.ordering), asc(services.id));
  return rows.map(({ pending, responses, updated_at, ...r }) => ({
    ...r,
    service_ids: links.filter((l) => l.form_id === r.id).map((l) => l.service_id),
    responses: Number(responses),
    pending_requests: Number(pending),
    updated_at: updated_at.toISOString(),
  }));
}

export async function listOwnerForms(db: AppDb, clientId: number): Promise<OwnerFormRecord[]> {
  return isDbInt(clientId) ? readForms(db, clientId) : [];
}

export async function getOwnerForm(db: AppDb, clientId: number, formId: number): Promise<OwnerFormRecord | null> {
  if (!isDbInt(clientId) || !isDbInt(formId)) return null;
  return (await readForms(db, clientId, formId))[0] ?? null;
}

/** What the audit log keeps of a form. */
const auditState = (f: OwnerFormRecord): Record<string, unknown> => ({
  name: f.name,
  active: f.active,
  fields: f.fields.map((x) => `${x.label} (${x.type}${x.required ? ', required' : ''})`).join('; '),
  services: f.service_ids.join(', '),
});

async function ownsServices(tx: AppDb, clientId: number, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.client_id, clientId), inArray(services.id, ids)));
  return rows.length === ids.length;
}

async function writeAttachments(tx: AppDb, formId: number, serviceIds: number[]): Promise<void> {
  await tx.delete(serviceForms).where(eq(serviceForms.form_id, formId));
  if (serviceIds.length > 0) await tx.insert(serviceForms).values(serviceIds.map((service_id) => ({ service_id, form_id: formId })));
}

const values = (f: FormFields) => ({ name: f.name, description: f.description, fields: f.fields, active: f.active });

export async function createOwnerForm(tx: AppDb, clientId: number, f: FormFields, actor: AuditActor): Promise<FormChange> {
  if (!(await ownsServices(tx, clientId, f.service_ids))) return { ok: false, error: 'unknown_service' } as const;
  const [row] = await tx
    .insert(customerForms)
    .values({ ...values(f), client_id: clientId })
    .returning({ id: customerForms.id });
  await writeAttachments(tx, row!.id, f.service_ids);
  const [form] = await readForms(tx, clientId, row!.id);
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'form.create',
    entity: FORM_AUDIT_ENTITY,
    entityId: row!.id,
    before: null,
    after: auditState(form!),
  });
  return { ok: true, form: form! };
}

async function lockForm(tx: AppDb, clientId: number, formId: number): Promise<OwnerFormRecord | null> {
  if (!isDbInt(clientId) || !isDbInt(formId)) return null;
  const [row] = await tx
    .select({ id: customerForms.id })
    .from(customerForms)
    .where(and(eq(customerForms.id, formId), eq(customerForms.client_id, clientId)))
    .for('update');
  return row ? ((await readForms(tx, clientId, formId))[0] ?? null) : null;
}

export async function updateOwnerForm(tx: AppDb, clientId: number, formId: number, f: FormFields, actor: AuditActor): Promise<FormChange> {
  const before = await lockForm(tx, clientId, formId);
  if (!before) return { ok: false, error: 'not_found' } as const;
  if (!(await ownsServices(tx, clientId, f.service_ids))) return { ok: false, error: 'unknown_service' } as const;
  await tx
    .update(customerForms)
    .set({ ...values(f), updated_at: new Date() })
    .where(eq(customerForms.id, formId));
  await writeAttachments(tx, formId, f.service_ids);
  const [form] = await readForms(tx, clientId, formId);
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'form.update',
    entity: FORM_AUDIT_ENTITY,
    entityId: formId,
    before: auditState(before),
    after: auditState(form!),
  });
  return { ok: true, form: form! };
}

/** Deletes the form (its unanswered requests and unbound uploads go with it), or deactivates it when answered. Null: none. */
export async function removeOwnerForm(
  tx: AppDb,
  clientId: number,
  formId: number,
  actor: AuditActor,
): Promise<'deleted' | 'deactivated' | null> {
  const before = await lockForm(tx, clientId, formId);
  if (!before) return null;
  const [answered] = await tx.select({ id: formResponses.id }).from(formResponses).where(eq(formResponses.form_id, formId)).limit(1);
  if (answered) {
    // Not asked any more; requests already made stay answerable (schema forms.ts).
    await tx.update(customerForms).set({ active: false, updated_at: new Date() }).where(eq(customerForms.id, formId));
  } else {
    await tx.delete(customerForms).where(eq(customerForms.id, formId));
  }
  const outcome = answered ? 'deactivated' : 'deleted';
  await recordAudit(tx, {
    clientId,
    actor,
    action: `form.${answered ? 'deactivate' : 'delete'}`,
    entity: FORM_AUDIT_ENTITY,
    entityId: formId,
    before: auditState(before),
    after: answered ? { ...auditState(before), active: false } : null,
  });
  return outcome;
}
