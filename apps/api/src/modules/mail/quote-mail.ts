// The messages of quotes, invoices, forms and contact messages (issue 28), one subscriber per kind:
// - QuoteSent: the customer's "your quote is ready" (a quote) or invoice / deposit request, with the amount
//   due and the document's own page (/commerce/order/{uuid}), where it is approved, declined or paid;
// - PaymentSettled of a quote, invoice or deposit with a succeeded payment: the customer's receipt, in full
//   or in part, with the balance left (a deposit's: of its quote or invoice);
// - OrderPlaced of a quote request: each owner's 'new_quote_request';
// - FormRequested: the customer's own forms link (the form the owner sent, or their booking's forms);
// - FormAnswered: each owner's 'form_answered' (and the staff member of the appointment it was asked for);
// - ContactMessageReceived: each owner's 'new_contact_message', the message as written, Reply-To the visitor.
// A customer's message goes to the e-mail of the row it is about (the document's, the customer's, the
// booking's), in the site's language; an owner's to staffRecipients, each in their own. Dedupe keys are
// `<kind>:event:<eventId>[:user:<id>]`: a redelivered event queues nothing twice.
import {
  renderFormAnswered,
  renderFormRequest,
  renderInvoiceRequest,
  renderNewContactMessage,
  renderNewQuoteRequest,
  renderPaymentReceipt,
  renderQuoteReady,
} from '@vitrina/mail-templates';
import type { MailDocument } from '@vitrina/mail-templates';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/index.js';
import {
  appointments,
  contactMessages,
  customerForms,
  customers,
  formRequests,
  formResponses,
  orders,
  payments,
  staff,
} from '../../db/schema.js';
import type { DeliveryBatch } from '../../events/delivery-batch.js';
import { documentAttachment } from '../documents/index.js';
import type { Dispatcher } from '../../events/dispatcher.js';
import type {
  ContactMessageReceived,
  FormAnswered,
  FormRequested,
  OrderPlaced,
  PaymentSettled,
  QuoteSent,
} from '../../events/domain-events.js';
import { appointmentFormsPath, customerFormPath } from '../forms/form-requests-repository.js';
import { backOfficeUrlOf, mailMessage, mailSubscriber, orderPageUrlOf, toOwners } from './mail-message.js';
import { mailBusinessOf, ownersWanting, staffRecipients } from './mail-people.js';
import type { MailSender } from './mail-sender.js';
import type { QueuedMail } from './mail-service.js';
import { mailBusinessWithOwners, mailOrderOf, orderWithLines } from './order-mail-data.js';
import type { OrderRow } from './order-mail-data.js';

export const QUOTE_MAIL_KINDS = {
  quoteReady: 'quote_ready',
  invoiceRequest: 'invoice_request',
  paymentReceipt: 'payment_receipt',
  formRequest: 'form_request',
  formAnswered: 'form_answered',
  newQuoteRequest: 'new_quote_request',
  newContactMessage: 'new_contact_message',
} as const;

export const QUOTE_MAIL_SUBSCRIBERS = {
  quoteSent: 'mail:quote-sent',
  paymentReceipt: 'mail:payment-receipt',
  newQuoteRequest: 'mail:new-quote-request',
  formRequest: 'mail:form-request',
  formAnswered: 'mail:form-answered',
  newContactMessage: 'mail:new-contact-message',
} as const;

type Ctx = Pick<AppContext, 'database' | 'config'>;

const DOCUMENT_KINDS = ['quote', 'invoice', 'partial_invoice'];

/** The name on a document (its customer's, as written on it). */
const nameOf = (row: OrderRow) => (row.shipping ? `${row.shipping.firstName} ${row.shipping.lastName}`.trim() : '');

/** How an owner knows a customer: "Name (e-mail)", or the e-mail. */
const customerLabel = (name: string, email: string) => (name.trim() ? `${name.trim()} (${email})` : email);

/** The message with the document's PDF attached (issue 31), written by the sender when it sends. */
function withDocument(message: QueuedMail, row: OrderRow): QueuedMail {
  const kind = row.kind === 'invoice' || row.kind === 'partial_invoice' ? row.kind : 'quote';
  return { ...message, attachments: [documentAttachment(kind, row.number ?? row.id, row.id)] };
}

async function documentOf(db: AppDb, clientId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.client_id, clientId), inArray(orders.kind, DOCUMENT_KINDS)));
  return row ?? null;
}

/** A document as its customer's message shows it: its lines and totals, due date and note. */
async function mailDocumentOf(db: AppDb, row: OrderRow, timeZone: string): Promise<MailDocument> {
  const order = await mailOrderOf(db, row, timeZone);
  return { ...order, shipping: null, dueDate: row.due_date ?? null, note: row.note ?? '' };
}

/** QuoteSent: the quote ready, or the invoice or deposit asked, to the document's customer. */
export async function quoteSentMessages(ctx: Ctx, event: QuoteSent, eventId: number): Promise<QueuedMail[]> {
  const db = ctx.database.db;
  const row = await documentOf(db, event.clientId, event.orderId);
  const business = await mailBusinessOf(db, ctx.config, event.clientId);
  if (!row || !business || !row.email.trim()) return [];
  const parent = row.parent_id === null ? null : await documentOf(db, event.clientId, row.parent_id);
  const doc = await mailDocumentOf(db, row, business.timeZone);
  const url = orderPageUrlOf(business.siteOrigin, row.uuid);
  const about = { clientId: event.clientId, eventId, fromName: business.name, quoteId: parent?.id ?? row.id };
  const to = { address: row.email.trim(), name: nameOf(row) };
  if (row.kind === 'quote') {
    const mail = await renderQuoteReady({ lang: business.locale, business, quote: doc, quoteUrl: url });
    const kind = QUOTE_MAIL_KINDS.quoteReady;
    return [withDocument(mailMessage(about, kind, `${kind}:event:${eventId}`, to, business.contactEmail, mail), row)];
  }
  const mail = await renderInvoiceRequest({
    lang: business.locale,
    business,
    invoice: doc,
    amountDueCents: Math.max(0, row.total_cents - row.paid_cents),
    parentNumber: parent ? (parent.number ?? parent.id) : null,
    invoiceUrl: url,
  });
  const kind = QUOTE_MAIL_KINDS.invoiceRequest;
  return [withDocument(mailMessage(about, kind, `${kind}:event:${eventId}`, to, business.contactEmail, mail), row)];
}

/**
 * PaymentSettled of a document with a succeeded payment: the customer's receipt. The balance is of the quote
 * or invoice (a deposit's parent, whose page is linked), as it stands when the receipt is written.
 */
export async function paymentReceiptMessages(ctx: Ctx, event: PaymentSettled, eventId: number): Promise<QueuedMail[]> {
  if (event.paymentId === undefined) return [];
  const db = ctx.database.db;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, event.paymentId), eq(payments.client_id, event.clientId)));
  if (!payment || payment.status !== 'succeeded') return [];
  const paid = await documentOf(db, event.clientId, payment.order_id);
  const business = await mailBusinessOf(db, ctx.config, event.clientId);
  if (!paid || !business || !paid.email.trim()) return [];
  const owed = (paid.parent_id === null ? null : await documentOf(db, event.clientId, paid.parent_id)) ?? paid;
  const mail = await renderPaymentReceipt({
    lang: business.locale,
    business,
    payment: {
      number: owed.number ?? owed.id,
      currency: payment.currency,
      amountCents: payment.amount_cents,
      totalCents: owed.total_cents,
      paidCents: owed.paid_cents,
      balanceCents: Math.max(0, owed.total_cents - owed.paid_cents),
      paidAt: payment.updated_at,
      timeZone: business.timeZone,
    },
    documentUrl: orderPageUrlOf(business.siteOrigin, owed.uuid),
  });
  const kind = QUOTE_MAIL_KINDS.paymentReceipt;
  const about = { clientId: event.clientId, eventId, fromName: business.name, quoteId: owed.id };
  const to = { address: paid.email.trim(), name: nameOf(paid) };
  // The quote's or invoice's PDF with this payment and the balance left, written when the message is sent.
  return [withDocument(mailMessage(about, kind, `${kind}:event:${eventId}`, to, business.contactEmail, mail), owed)];
}

/**
 * OrderPlaced of a quote request (a requires-quote service ordered): each owner's notice. Most placed orders are
 * no quote (every checkout's): the order is read with the batch's other orders (the receipt's read), once.
 */
export async function newQuoteRequestMessages(
  ctx: Ctx,
  event: OrderPlaced,
  eventId: number,
  batch: DeliveryBatch | null = null,
): Promise<QueuedMail[]> {
  const db = ctx.database.db;
  const placed = await orderWithLines(db, event.clientId, event.orderId, batch);
  if (!placed || placed.row.kind !== 'quote') return [];
  const row = placed.row;
  const found = await mailBusinessWithOwners(db, ctx.config, event.clientId, batch);
  if (!found) return [];
  const { business } = found;
  const owners = ownersWanting(found.owners, 'new_quote_request');
  const lines = placed.lines.map((l) => ({ name: l.name, quantity: l.quantity }));
  const quotesUrl = backOfficeUrlOf(ctx.config.adminAppUrl, business.siteOrigin, '/quotes');
  const about = { clientId: event.clientId, eventId, fromName: business.name, quoteId: row.id };
  const customer = customerLabel(nameOf(row), row.email);
  return toOwners(owners, QUOTE_MAIL_KINDS.newQuoteRequest, eventId, about, row.email.trim() || null, (owner) =>
    renderNewQuoteRequest({
      lang: owner.locale,
      business,
      number: row.number ?? row.id,
      customer,
      lines,
      note: row.note ?? '',
      quotesUrl,
    }),
  );
}

/**
 * FormRequested: the customer's link. A form the owner sent goes to the customer's e-mail with their own
 * forms key; a booking's forms to the booking's e-mail with the appointment's key. Nothing when the forms
 * were answered or withdrawn before the message is written.
 */
export async function formRequestMessages(ctx: Ctx, event: FormRequested, eventId: number): Promise<QueuedMail[]> {
  const db = ctx.database.db;
  const business = await mailBusinessOf(db, ctx.config, event.clientId);
  if (!business) return [];
  const about = { clientId: event.clientId, eventId, fromName: business.name };
  const kind = QUOTE_MAIL_KINDS.formRequest;
  const pending = (where: ReturnType<typeof and>) =>
    db
      .select({ name: customerForms.name, uuid: customerForms.uuid })
      .from(formRequests)
      .innerJoin(customerForms, eq(customerForms.id, formRequests.form_id))
      .where(
        and(
          eq(formRequests.client_id, event.clientId),
          eq(formRequests.customer_id, event.customerId),
          eq(formRequests.status, 'pending'),
          where,
        ),
      )
      .orderBy(asc(formRequests.id));
  if (event.appointmentId !== null) {
    const [appointment] = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, event.appointmentId), eq(appointments.client_id, event.clientId)));
    if (!appointment || !appointment.email.trim()) return [];
    const forms = await pending(and(eq(formRequests.appointment_id, appointment.id)));
    if (forms.length === 0) return [];
    const mail = await renderFormRequest({
      lang: business.locale,
      business,
      name: appointment.first_name,
      forms: forms.map((f) => f.name),
      appointmentAt: appointment.starts_at,
      timeZone: business.timeZone,
      formUrl: `${business.siteOrigin}${appointmentFormsPath(appointment.forms_key, appointment.uuid)}`,
    });
    const to = { address: appointment.email.trim(), name: `${appointment.first_name} ${appointment.last_name}`.trim() };
    return [mailMessage({ ...about, appointmentId: appointment.id }, kind, `${kind}:event:${eventId}`, to, business.contactEmail, mail)];
  }
  if (event.formId === null) return [];
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, event.customerId), eq(customers.client_id, event.clientId)));
  if (!customer || !customer.email.trim()) return [];
  const [form] = await pending(and(eq(formRequests.form_id, event.formId), isNull(formRequests.appointment_id)));
  if (!form) return [];
  const mail = await renderFormRequest({
    lang: business.locale,
    business,
    name: customer.first_name,
    forms: [form.name],
    appointmentAt: null,
    timeZone: business.timeZone,
    formUrl: `${business.siteOrigin}${customerFormPath(customer.forms_key, form.uuid)}`,
  });
  const to = { address: customer.email.trim(), name: `${customer.first_name} ${customer.last_name}`.trim() };
  return [mailMessage(about, kind, `${kind}:event:${eventId}`, to, business.contactEmail, mail)];
}

/** FormAnswered: each owner's notice (and the staff member of the appointment it was asked for), with the response's link. */
export async function formAnsweredMessages(ctx: Ctx, event: FormAnswered, eventId: number): Promise<QueuedMail[]> {
  const db = ctx.database.db;
  const [response] = await db
    .select({
      uuid: formResponses.uuid,
      form_name: formResponses.form_name,
      appointment_id: formResponses.appointment_id,
      first_name: customers.first_name,
      last_name: customers.last_name,
      email: customers.email,
      staff_user: staff.user_id,
    })
    .from(formResponses)
    .innerJoin(customers, eq(customers.id, formResponses.customer_id))
    .leftJoin(appointments, eq(appointments.id, formResponses.appointment_id))
    .leftJoin(staff, eq(staff.id, appointments.staff_id))
    .where(and(eq(formResponses.id, event.responseId), eq(formResponses.client_id, event.clientId)));
  if (!response) return [];
  const business = await mailBusinessOf(db, ctx.config, event.clientId);
  if (!business) return [];
  const owners = await staffRecipients(db, event.clientId, 'form_answered', {
    alsoUserIds: response.staff_user ? [response.staff_user] : [],
  });
  const responseUrl = backOfficeUrlOf(ctx.config.adminAppUrl, business.siteOrigin, `/forms/responses/${response.uuid}`);
  const customer = customerLabel(`${response.first_name} ${response.last_name}`, response.email);
  const about = { clientId: event.clientId, eventId, fromName: business.name, appointmentId: response.appointment_id };
  return toOwners(owners, QUOTE_MAIL_KINDS.formAnswered, eventId, about, response.email.trim() || null, (owner) =>
    renderFormAnswered({ lang: owner.locale, business, customer, formName: response.form_name, responseUrl }),
  );
}

/** ContactMessageReceived: each owner's copy of the message; a reply goes to the visitor. */
export async function contactMessageMessages(ctx: Ctx, event: ContactMessageReceived, eventId: number): Promise<QueuedMail[]> {
  const db = ctx.database.db;
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, event.messageId), eq(contactMessages.client_id, event.clientId)));
  if (!row) return [];
  const business = await mailBusinessOf(db, ctx.config, event.clientId);
  if (!business) return [];
  const owners = await staffRecipients(db, event.clientId, 'new_contact_message');
  const messagesUrl = backOfficeUrlOf(ctx.config.adminAppUrl, business.siteOrigin, '/messages');
  const about = { clientId: event.clientId, eventId, fromName: business.name };
  const msg = { name: row.name, email: row.email, phone: row.phone, text: row.message };
  return toOwners(owners, QUOTE_MAIL_KINDS.newContactMessage, eventId, about, row.email.trim() || null, (owner) =>
    renderNewContactMessage({ lang: owner.locale, business, message: msg, messagesUrl }),
  );
}

export function registerQuoteMail(dispatcher: Dispatcher, ctx: AppContext, mail: MailSender): void {
  const on = mailSubscriber(dispatcher, ctx, mail);
  const S = QUOTE_MAIL_SUBSCRIBERS;
  on('QuoteSent', S.quoteSent, quoteSentMessages);
  on('PaymentSettled', S.paymentReceipt, paymentReceiptMessages);
  on('OrderPlaced', S.newQuoteRequest, newQuoteRequestMessages);
  on('FormRequested', S.formRequest, formRequestMessages);
  on('FormAnswered', S.formAnswered, formAnsweredMessages);
  on('ContactMessageReceived', S.newContactMessage, contactMessageMessages);
}
