// Customer forms (issue 15; spec §2 /forms/customer/{uuid}, /forms/customer/{uuid}/appointment/{appointment_uuid},
// /forms/customer/{uuid}/form/{form_uuid}; §5 "Forms: complete all required fields before continuing"; §8
// "something went wrong, please contact support; failed to upload file"). Fields are core-model
// CustomerFormField; builder input and answers are judged by @vitrina/validation's schemas on both sides.
//
// Owner (bearer; owner 1 and manager 3, as Services):
//   GET    client/{id}/owner-forms                                   → OwnerFormList
//   GET    client/{id}/owner-forms/{formId}                          → OwnerForm
//   POST   client/{id}/owner-forms            OwnerFormInput         → 201 OwnerForm
//   PUT    client/{id}/owner-forms/{formId}   OwnerFormInput         → OwnerForm
//   DELETE client/{id}/owner-forms/{formId}                          → OwnerRemoval (deactivated when it has answers)
//   POST   client/{id}/owner-forms/{formId}/requests  FormRequestBody → 201 FormRequestSent (the customer's link)
//   GET    client/{id}/owner-form-responses?customer=&form=&cursor=  → OwnerFormResponsePage (newest first)
//   GET    client/{id}/owner-form-responses/{responseUuid}           → OwnerFormResponse
//   GET    client/{id}/owner-form-files/{fileId}                     → the file's bytes (attachment)
// Visitor (no credentials). `{uuid}` is a forms link key (issue 25), never the customer's id: a customer's key
// (issued only by the business: FormRequestSent.path) opens their forms; an appointment's key (its booking's
// PublicAppointment.formsPath) opens that appointment's forms only. A form is reached only when asked through
// the link; another business's key → 404:
//   GET  client/{id}/forms/customer/{uuid}                                  → PendingForms (404 customer_not_found)
//   GET  client/{id}/forms/customer/{uuid}/appointment/{appointmentUuid}    → PendingForms (404 appointment_not_found)
//   GET  client/{id}/forms/customer/{uuid}/form/{formUuid}                  → PublicCustomerForm (404 form_not_found)
//   POST client/{id}/forms/customer/{uuid}/form/{formUuid}/uploads?field=…  the file as the raw body (its own
//        Content-Type), header X-File-Name (URI-encoded) → 201 FormUploadAnswer · 413 file_too_large
//        · 413 upload_quota (the request's files past FORM_REQUEST_UPLOAD_MAX_BYTES) · 409 already_answered
//        · 415 file_type · 400 failed_upload · 429
//   POST client/{id}/forms/customer/{uuid}/form/{formUuid}/responses  FormResponseBody
//        → 201 FormResponseAnswer · 400 fields (validation:forms.completeRequired) · 409 already_answered · 429
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { CustomerFormAnswer, CustomerFormField } from '@vitrina/core-model';
import { CursorPage, DbId, Nullable, StringEnum, ValidatedBody } from './shared.js';
import type { CustomerFormInput } from '@vitrina/validation';

export const FORM_FIELD_TYPE_VALUES = ['text', 'long_text', 'choice', 'checkbox', 'date', 'file'] as const;

/** core-model CustomerFormField. */
export const FormField = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
  type: StringEnum(FORM_FIELD_TYPE_VALUES),
  label: Type.String(),
  help: Type.String(),
  required: Type.Boolean(),
  options: Type.Array(Type.String()),
});
export type FormField = Static<typeof FormField> & CustomerFormField;

// ---- Owner ----

export const OwnerFormParams = Type.Object({ id: DbId, formId: DbId });
export type OwnerFormParams = Static<typeof OwnerFormParams>;

export const OwnerForm = Type.Object({
  id: Type.Integer(),
  uuid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.String(),
  fields: Type.Array(FormField),
  active: Type.Boolean(),
  /** Services whose appointments require it. */
  service_ids: Type.Array(Type.Integer()),
  responses: Type.Integer({ minimum: 0 }),
  pending_requests: Type.Integer({ minimum: 0 }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type OwnerForm = Static<typeof OwnerForm>;

export const OwnerFormList = Type.Object({ forms: Type.Array(OwnerForm) });
export type OwnerFormList = Static<typeof OwnerFormList>;

/** The builder's body, typed by validation's customerFormSchema. */
export type OwnerFormInput = CustomerFormInput;
export const OwnerFormInput = ValidatedBody<OwnerFormInput>(
  'name, description, fields (1–40 of text, long_text, choice (2–20 options), checkbox, date, file; each with a unique id, a label, help, required), active, service_ids',
  'customerFormSchema',
);

/** Send a form to a customer by e-mail (a customer of this business is made when there is none). */
export const FormRequestBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
});
export type FormRequestBody = Static<typeof FormRequestBody>;

export const FormRequestSent = Type.Object({
  customer_uuid: Type.String({ format: 'uuid' }),
  /** The customer's own link on the business's site, for the owner to send them: /forms/customer/{forms key}/form/{form_uuid}. */
  path: Type.String(),
});
export type FormRequestSent = Static<typeof FormRequestSent>;

export const OwnerFormResponseQuery = Type.Object({
  customer: Type.Optional(Type.String({ format: 'uuid' })),
  form: Type.Optional(DbId),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
});
export type OwnerFormResponseQuery = Static<typeof OwnerFormResponseQuery>;

export const FormResponseCustomer = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
});

export const OwnerFormResponseEntry = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  form_id: Nullable(Type.Integer()),
  form_name: Type.String(),
  customer: FormResponseCustomer,
  appointment_uuid: Nullable(Type.String({ format: 'uuid' })),
  appointment_starts_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});
export type OwnerFormResponseEntry = Static<typeof OwnerFormResponseEntry>;

export const OwnerFormResponsePage = CursorPage('responses', OwnerFormResponseEntry);
export type OwnerFormResponsePage = Static<typeof OwnerFormResponsePage>;

export const FormFile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  field_id: Type.String(),
  filename: Type.String(),
  mime: Type.String(),
  bytes: Type.Integer(),
});
export type FormFile = Static<typeof FormFile>;

export const OwnerFormResponse = Type.Object({
  ...OwnerFormResponseEntry.properties,
  /** The fields as they were answered. */
  fields: Type.Array(FormField),
  answers: Type.Record(Type.String(), Type.Union([Type.String(), Type.Boolean(), Type.Array(Type.String())])),
  files: Type.Array(FormFile),
});
export type OwnerFormResponse = Static<typeof OwnerFormResponse>;

export const OwnerFormResponseParams = Type.Object({ id: DbId, responseUuid: Type.String({ format: 'uuid' }) });
export type OwnerFormResponseParams = Static<typeof OwnerFormResponseParams>;
export const OwnerFormFileParams = Type.Object({ id: DbId, fileId: Type.String({ format: 'uuid' }) });
export type OwnerFormFileParams = Static<typeof OwnerFormFileParams>;
/** The file's bytes as uploaded, its stored type, Content-Disposition: attachment. */
export const OwnerFormFileDownload = {
  description: 'The file as the customer uploaded it (Content-Disposition: attachment; X-Content-Type-Options: nosniff)',
  content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
};

// ---- Visitor ----

export const CustomerParams = Type.Object({ id: DbId, uuid: Type.String({ format: 'uuid' }) });
export type CustomerParams = Static<typeof CustomerParams>;
export const AppointmentFormsParams = Type.Object({
  id: DbId,
  uuid: Type.String({ format: 'uuid' }),
  appointmentUuid: Type.String({ format: 'uuid' }),
});
export type AppointmentFormsParams = Static<typeof AppointmentFormsParams>;
export const CustomerFormParams = Type.Object({
  id: DbId,
  uuid: Type.String({ format: 'uuid' }),
  formUuid: Type.String({ format: 'uuid' }),
});
export type CustomerFormParams = Static<typeof CustomerFormParams>;

export const PendingFormEntry = Type.Object({
  form_uuid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.String(),
  /** The appointment that asks it (null: sent by the business). */
  appointment_uuid: Nullable(Type.String({ format: 'uuid' })),
  appointment_starts_at: Nullable(Type.String({ format: 'date-time' })),
});
export type PendingFormEntry = Static<typeof PendingFormEntry>;

export const PendingForms = Type.Object({
  /** To greet the customer ("Hi Ana"); '' when unknown. */
  first_name: Type.String(),
  /** Still to answer, oldest first: the first is "the next form". */
  forms: Type.Array(PendingFormEntry),
  /** Answered already (names and dates only). */
  completed: Type.Array(Type.Object({ form_uuid: Type.String(), name: Type.String(), created_at: Type.String({ format: 'date-time' }) })),
});
export type PendingForms = Static<typeof PendingForms>;

export const PublicCustomerForm = Type.Object({
  form_uuid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.String(),
  fields: Type.Array(FormField),
  /** The pending request this answers (its appointment's, if any); answered: already done, shown read-only. */
  appointment_uuid: Nullable(Type.String({ format: 'uuid' })),
  answered: Type.Boolean(),
});
export type PublicCustomerForm = Static<typeof PublicCustomerForm>;

export const FormUploadQuery = Type.Object({ field: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });
export type FormUploadQuery = Static<typeof FormUploadQuery>;

export const FormUploadAnswer = FormFile;
export type FormUploadAnswer = Static<typeof FormUploadAnswer>;

/** Answers by field id; a file field's answer is the ids of its uploads. Judged by validation's customerFormAnswersSchema. */
export interface FormResponseInput {
  answers: Record<string, CustomerFormAnswer>;
  /** Which appointment's request it answers (null: the business's own request, or unrequested). */
  appointment_uuid: string | null;
}
export const FormResponseBody = Type.Unsafe<FormResponseInput>({
  type: 'object',
  description:
    'answers (field id → string | boolean | upload ids), appointment_uuid; checked with @vitrina/validation customerFormAnswersSchema(fields)',
});

export const FormResponseAnswer = Type.Object({
  response_uuid: Type.String({ format: 'uuid' }),
  /** The next pending form of this customer (of the same appointment first), or null when all are done. */
  next_form_uuid: Nullable(Type.String({ format: 'uuid' })),
  next_appointment_uuid: Nullable(Type.String({ format: 'uuid' })),
});
export type FormResponseAnswer = Static<typeof FormResponseAnswer>;
