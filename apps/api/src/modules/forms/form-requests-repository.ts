// Forms asked of a customer (issue 15; schema forms.ts form_requests): sent by the owner by e-mail, or
// required by a booked appointment's services (the booking's transaction makes them; a cancel withdraws
// them). A customer's pending forms are listed oldest first; the first is "the next form".
import { isUuid } from '../../db/uuid.js';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { upsertCustomerByEmail } from '../orders/customers-repository.js';
import type { CustomerContact } from '../orders/customers-repository.js';
import { isDbInt } from '../../db/repos/ids.js';
import { appointmentServices, appointments, customerForms, customers, formRequests, formResponses, serviceForms } from '../../db/schema.js';
import { FORM_AUDIT_ENTITY } from './forms-repository.js';

/**
 * The site path of a form, or of an appointment's forms (spec §2), under a forms link key: a customer's
 * `forms_key` (issued by the business) or an appointment's (answered to whoever booked it). Never the
 * customer's id: typing an e-mail must not lead to it (issue 25).
 */
export const customerFormPath = (formsKey: string, formUuid: string) => `/forms/customer/${formsKey}/form/${formUuid}`;
export const appointmentFormsPath = (formsKey: string, appointmentUuid: string) =>
  `/forms/customer/${formsKey}/appointment/${appointmentUuid}`;

export type SendResult =
  | {
      ok: true;
      customerId: number;
      customerUuid: string;
      formUuid: string;
      /** The customer's own link to the form: for the owner to send them. */ path: string;
    }
  | { ok: false; error: 'not_found' | 'inactive' };

/**
 * Asks a customer (found or made by e-mail) to answer the form; a pending request of the same form and
 * customer that no appointment made is reused, so sending twice asks once. In the caller's transaction.
 */
export async function sendFormRequest(
  tx: AppDb,
  clientId: number,
  formId: number,
  contact: CustomerContact,
  actor: AuditActor,
): Promise<SendResult> {
  if (!isDbInt(clientId) || !isDbInt(formId)) return { ok: false, error: 'not_found' };
  const [form] = await tx
    .select({ id: customerForms.id, uuid: customerForms.uuid, active: customerForms.active, name: customerForms.name })
    .from(customerForms)
    .where(and(eq(customerForms.id, formId), eq(customerForms.client_id, clientId)));
  if (!form) return { ok: false, error: 'not_found' } as const;
  if (!form.active) return { ok: false, error: 'inactive' } as const;
  const customer = await upsertCustomerByEmail(tx, clientId, contact);
  const [pending] = await tx
    .select({ id: formRequests.id })
    .from(formRequests)
    .where(
      and(
        eq(formRequests.form_id, formId),
        eq(formRequests.customer_id, customer.id),
        isNull(formRequests.appointment_id),
        eq(formRequests.status, 'pending'),
      ),
    )
    .limit(1)
    .for('update');
  if (!pending) await tx.insert(formRequests).values({ client_id: clientId, customer_id: customer.id, form_id: formId });
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'form.send',
    entity: FORM_AUDIT_ENTITY,
    entityId: formId,
    before: null,
    after: { name: form.name, to: contact.email.trim().toLowerCase() },
  });
  return {
    ok: true,
    customerId: customer.id,
    customerUuid: customer.uuid,
    formUuid: form.uuid,
    path: customerFormPath(customer.forms_key, form.uuid),
  };
}

/**
 * In the booking's transaction: a pending request for each active form attached to any service of the
 * appointment (once per form). Returns how many it asked (0: none, or asked before).
 */
export async function requestAppointmentForms(tx: AppDb, clientId: number, appointmentId: number, customerId: number): Promise<number> {
  const forms = await tx
    .selectDistinct({ id: customerForms.id })
    .from(appointmentServices)
    .innerJoin(serviceForms, eq(serviceForms.service_id, appointmentServices.service_id))
    .innerJoin(customerForms, eq(customerForms.id, serviceForms.form_id))
    .where(
      and(eq(appointmentServices.appointment_id, appointmentId), eq(customerForms.client_id, clientId), eq(customerForms.active, true)),
    );
  if (forms.length === 0) return 0;
  const [known] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(formRequests)
    .where(eq(formRequests.appointment_id, appointmentId));
  if (Number(known?.n ?? 0) > 0) return 0;
  await tx
    .insert(formRequests)
    .values(forms.map((f) => ({ client_id: clientId, customer_id: customerId, form_id: f.id, appointment_id: appointmentId })));
  return forms.length;
}

/** In the cancel's transaction: the appointment's pending requests are withdrawn. */
export async function cancelAppointmentFormRequests(tx: AppDb, appointmentId: number): Promise<void> {
  await tx
    .update(formRequests)
    .set({ status: 'canceled' })
    .where(and(eq(formRequests.appointment_id, appointmentId), eq(formRequests.status, 'pending')));
}

/** The appointment's own forms page while it has pending requests, else null (PublicAppointment.formsPath). */
export async function pendingFormsPathOf(
  db: AppDb,
  appointmentId: number,
  appointmentUuid: string,
  formsKey: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: formRequests.id })
    .from(formRequests)
    .where(and(eq(formRequests.appointment_id, appointmentId), eq(formRequests.status, 'pending')))
    .limit(1);
  return row ? appointmentFormsPath(formsKey, appointmentUuid) : null;
}

export interface CustomerRef {
  id: number;
  first_name: string;
}

/**
 * What a forms link opens (issue 25): the customer's forms (their own key, from the business), or one
 * appointment's forms only (the appointment's key, from its booking). `customer.first_name` is the name the
 * link's holder is greeted by: the appointment's own in an appointment's scope, never the customer's record.
 */
export interface FormsScope {
  customer: CustomerRef;
  appointment: { id: number; uuid: string } | null;
}

/** The scope of a forms link key of this client; another business's key, or an unknown one, is none. */
export async function findFormsScope(db: AppDb, clientId: number, key: string): Promise<FormsScope | null> {
  if (!isUuid(key) || !isDbInt(clientId)) return null;
  const [customer] = await db
    .select({ id: customers.id, first_name: customers.first_name })
    .from(customers)
    .where(and(eq(customers.forms_key, key), eq(customers.client_id, clientId)));
  if (customer) return { customer, appointment: null };
  const [appointment] = await db
    .select({ id: appointments.id, uuid: appointments.uuid, customer_id: appointments.customer_id, first_name: appointments.first_name })
    .from(appointments)
    .where(and(eq(appointments.forms_key, key), eq(appointments.client_id, clientId)));
  if (!appointment || appointment.customer_id === null) return null;
  return {
    customer: { id: appointment.customer_id, first_name: appointment.first_name },
    appointment: { id: appointment.id, uuid: appointment.uuid },
  };
}

/** The scope's appointment by uuid: its own one, or one of the customer's; null otherwise. */
export async function findScopeAppointment(db: AppDb, scope: FormsScope, uuid: string): Promise<{ id: number; uuid: string } | null> {
  if (!isUuid(uuid)) return null;
  if (scope.appointment) return scope.appointment.uuid === uuid.toLowerCase() ? scope.appointment : null;
  const [row] = await db
    .select({ id: appointments.id, uuid: appointments.uuid })
    .from(appointments)
    .where(and(eq(appointments.uuid, uuid), eq(appointments.customer_id, scope.customer.id)));
  return row ?? null;
}

export interface PendingFormRow {
  request_id: number;
  form_id: number;
  form_uuid: string;
  name: string;
  description: string;
  appointment_id: number | null;
  appointment_uuid: string | null;
  appointment_starts_at: Date | null;
}

/** The scope's pending requests (of one appointment, when given), oldest first. */
export async function pendingRequests(db: AppDb, scope: FormsScope, appointmentId = scope.appointment?.id): Promise<PendingFormRow[]> {
  const customerId = scope.customer.id;
  return db
    .select({
      request_id: formRequests.id,
      form_id: customerForms.id,
      form_uuid: customerForms.uuid,
      name: customerForms.name,
      description: customerForms.description,
      appointment_id: formRequests.appointment_id,
      appointment_uuid: appointments.uuid,
      appointment_starts_at: appointments.starts_at,
    })
    .from(formRequests)
    .innerJoin(customerForms, eq(customerForms.id, formRequests.form_id))
    .leftJoin(appointments, eq(appointments.id, formRequests.appointment_id))
    .where(
      and(
        eq(formRequests.customer_id, customerId),
        eq(formRequests.status, 'pending'),
        appointmentId === undefined ? undefined : eq(formRequests.appointment_id, appointmentId),
      ),
    )
    .orderBy(asc(formRequests.created_at), asc(formRequests.id));
}

/** The scope's answered forms (of one appointment, when given), newest first. */
export async function completedForms(db: AppDb, scope: FormsScope, appointmentId = scope.appointment?.id) {
  const customerId = scope.customer.id;
  return db
    .select({
      form_uuid: sql<string>`coalesce(${customerForms.uuid}::text, '')`,
      name: formResponses.form_name,
      created_at: formResponses.created_at,
    })
    .from(formResponses)
    .leftJoin(customerForms, eq(customerForms.id, formResponses.form_id))
    .where(
      and(
        eq(formResponses.customer_id, customerId),
        appointmentId === undefined ? undefined : eq(formResponses.appointment_id, appointmentId),
      ),
    )
    .orderBy(desc(formResponses.created_at), desc(formResponses.id))
    .limit(100);
}

/**
 * The request an answer to `formId` completes in the scope: the appointment's when given (an appointment's
 * scope: always its own), else the one the business sent; a pending one first, then the latest answered.
 */
export async function requestToAnswer(tx: AppDb, scope: FormsScope, formId: number, appointmentId: number | null, lock = false) {
  const appointment = scope.appointment ? scope.appointment.id : appointmentId;
  const query = tx
    .select({ id: formRequests.id, status: formRequests.status, appointment_id: formRequests.appointment_id })
    .from(formRequests)
    .where(
      and(
        eq(formRequests.customer_id, scope.customer.id),
        eq(formRequests.form_id, formId),
        appointment === null ? isNull(formRequests.appointment_id) : eq(formRequests.appointment_id, appointment),
        inArray(formRequests.status, ['pending', 'completed']),
      ),
    )
    .orderBy(sql`${formRequests.status} = 'pending' desc`, desc(formRequests.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The request a file for `formId` is uploaded for: the scope's oldest pending one (the one its form page
 * shows); else the latest answered one (uploads refused: already answered), else null.
 */
export async function uploadRequestOf(db: AppDb, scope: FormsScope, formId: number) {
  const [row] = await db
    .select({ id: formRequests.id, status: formRequests.status })
    .from(formRequests)
    .where(
      and(
        eq(formRequests.customer_id, scope.customer.id),
        eq(formRequests.form_id, formId),
        scope.appointment ? eq(formRequests.appointment_id, scope.appointment.id) : undefined,
        inArray(formRequests.status, ['pending', 'completed']),
      ),
    )
    .orderBy(
      sql`${formRequests.status} = 'pending' desc`,
      sql`case when ${formRequests.status} = 'pending' then ${formRequests.created_at} end asc`,
      sql`case when ${formRequests.status} = 'pending' then ${formRequests.id} end asc`,
      desc(formRequests.id),
    )
    .limit(1);
  return row ?? null;
}
