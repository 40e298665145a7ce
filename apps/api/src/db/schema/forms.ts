// Customer forms (issue 15; spec §2 /forms/customer/{uuid}, …/appointment/{appointment_uuid},
// …/form/{form_uuid}; §5 "Forms: complete all required fields before continuing"; §8 "something went wrong,
// please contact support; failed to upload file"). The owner builds forms, attaches them to services
// (required before an appointment of that service) or sends one to a customer; each is a request the
// customer answers once. Answers keep a copy of the fields they answered, so a later edit of the form does
// not change what a customer said.
import type { CustomerFormField } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { appointments, services } from './booking.js';

import { clientId, clientRowColumns, customerId, timestampColumns, ts } from './columns.js';

/** A form the owner built: its fields in order (core-model CustomerFormField). */
export const customerForms = pgTable(
  'customer_forms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The form's public id: /forms/customer/{uuid}/form/{form_uuid}. */
    uuid: uuid('uuid').notNull().defaultRandom().unique('customer_forms_uuid_key'),
    client_id: clientId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<CustomerFormField[]>().notNull().default([]),
    /** An inactive form is not asked any more (requests already made stay answerable). */
    active: boolean('active').notNull().default(true),
    ...timestampColumns(),
  },
  (t) => [index('customer_forms_client_idx').on(t.client_id, t.id)],
);

/** The form a row is about, gone with it. */
const formId = () =>
  integer('form_id')
    .notNull()
    .references(() => customerForms.id, { onDelete: 'cascade' });

/** Forms required before an appointment of a service. */
export const serviceForms = pgTable(
  'service_forms',
  {
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    form_id: formId(),
  },
  (t) => [primaryKey({ columns: [t.service_id, t.form_id] }), index('service_forms_form_idx').on(t.form_id)],
);

export const FORM_REQUEST_STATUSES = ['pending', 'completed', 'canceled'] as const;
export type FormRequestStatus = (typeof FORM_REQUEST_STATUSES)[number];

/**
 * A form asked of a customer: sent by the owner (appointment_id null) or required by a booked appointment's
 * service. `pending` until answered; `canceled` when the appointment is canceled or the owner withdraws it.
 */
export const formRequests = pgTable(
  'form_requests',
  {
    ...clientRowColumns(),
    customer_id: customerId(),
    form_id: formId(),
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    status: text('status').$type<FormRequestStatus>().notNull().default('pending'),
    created_at: ts('created_at').notNull().defaultNow(),
    completed_at: ts('completed_at'),
  },
  (t) => [
    index('form_requests_customer_idx').on(t.customer_id, t.status, t.id),
    index('form_requests_appointment_idx').on(t.appointment_id),
    check('form_requests_status', sql`${t.status} in ('pending', 'completed', 'canceled')`),
  ],
);

/** A customer's answers to a form: one per request (only a form asked can be answered, issue 25). */
export const formResponses = pgTable(
  'form_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique('form_responses_uuid_key'),
    client_id: clientId(),
    customer_id: customerId(),
    form_id: integer('form_id').references(() => customerForms.id, { onDelete: 'set null' }),
    request_id: integer('request_id')
      .references(() => formRequests.id, { onDelete: 'set null' })
      .unique('form_responses_request_key'),
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    form_name: text('form_name').notNull(),
    /** The fields as they were answered. */
    fields: jsonb('fields').$type<CustomerFormField[]>().notNull(),
    /** Field id → answer: text, a choice, true/false, an ISO date, or upload ids for a file field. */
    answers: jsonb('answers').$type<Record<string, string | boolean | string[]>>().notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('form_responses_customer_idx').on(t.client_id, t.customer_id, t.created_at)],
);

/**
 * A file a customer uploaded for a file field of an open request; bound to its response when the form is
 * submitted. One never bound is swept after FORM_UPLOAD_UNATTACHED_HOURS (modules/forms/form-upload-sweeper.ts).
 */
export const formUploads = pgTable(
  'form_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    client_id: clientId(),
    customer_id: customerId(),
    form_id: formId(),
    field_id: text('field_id').notNull(),
    /** The open request it was uploaded for (issue 25: its quota); null only for files kept from before. */
    request_id: integer('request_id').references(() => formRequests.id, { onDelete: 'cascade' }),
    response_id: integer('response_id').references(() => formResponses.id, { onDelete: 'cascade' }),
    /** Asset-store key (private: served only through the owner's API, never under /assets). */
    key: text('key').notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('form_uploads_response_idx').on(t.response_id),
    index('form_uploads_request_idx').on(t.request_id),
    // The sweeper's scan: unattached files, oldest first.
    index('form_uploads_unattached_idx')
      .on(t.created_at)
      .where(sql`${t.response_id} is null`),
    check('form_uploads_bytes', sql`${t.bytes} > 0`),
  ],
);
