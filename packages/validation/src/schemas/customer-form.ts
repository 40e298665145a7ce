// Customer forms (issue 15; spec §5 "Forms: complete all required fields before continuing"): the owner's
// form builder (customerFormSchema) and a customer's answers to one form (customerFormAnswersSchema(fields)).
// The back office, the site and the API judge the same payloads with these schemas.
import {
  FORM_FIELD_TYPES,
  FORM_MAX_FIELDS,
  FORM_MAX_FILES_PER_FIELD,
  FORM_MAX_OPTIONS,
  type CustomerFormAnswer,
  type CustomerFormField,
  type FormFieldType,
} from '@vitrina/core-model';
import { array, boolean, mixed, number, object, string } from 'yup';
import type { AnySchema, InferType, ObjectSchema } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { plainText } from '../strip-tags.js';
import { isCalendarDate, requiredText, text } from './fields.js';

export const FORM_NAME_MAX_LENGTH = 200;
export const FORM_DESCRIPTION_MAX_LENGTH = 2000;
export const FORM_LABEL_MAX_LENGTH = 300;
export const FORM_HELP_MAX_LENGTH = 1000;
export const FORM_OPTION_MAX_LENGTH = 200;
/** The longest text answer (long text; a one-line text keeps to FORM_TEXT_ANSWER_MAX_LENGTH). */
export const FORM_LONG_TEXT_MAX_LENGTH = 5000;
export const FORM_TEXT_ANSWER_MAX_LENGTH = 500;
export const FORM_FIELD_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

const isFieldType = (value: unknown): value is FormFieldType =>
  typeof value === 'string' && (FORM_FIELD_TYPES as readonly string[]).includes(value);

const optionsSchema = array(text().max(FORM_OPTION_MAX_LENGTH, M.invalid.tooLong))
  .default([])
  .when('type', {
    is: 'choice',
    then: (s) =>
      s
        .min(2, M.forms.options)
        .max(FORM_MAX_OPTIONS, M.forms.options)
        .test('options', M.forms.options, (options) => {
          const list = (options ?? []).map((o) => (o ?? '').toLowerCase());
          return list.every((o) => o !== '') && new Set(list).size === list.length;
        }),
    // Only a choice has options: any other type keeps none.
    otherwise: (s) => s.transform(() => []),
  });

/** One field of the builder (core-model CustomerFormField). */
export const customerFormFieldSchema = object({
  id: string().typeError(M.invalid.value).required(M.invalid.value).matches(FORM_FIELD_ID_PATTERN, M.invalid.value),
  type: mixed<FormFieldType>(isFieldType).typeError(M.invalid.value).required(M.invalid.value),
  label: requiredText(M.forms.fieldLabel).max(FORM_LABEL_MAX_LENGTH, M.invalid.tooLong),
  help: text().max(FORM_HELP_MAX_LENGTH, M.invalid.tooLong),
  required: boolean().typeError(M.invalid.value).default(false),
  options: optionsSchema,
});

/** The owner's form: a name, 1..FORM_MAX_FIELDS fields with distinct ids, active, the services that ask it. */
export const customerFormSchema = object({
  name: requiredText(M.required.name).max(FORM_NAME_MAX_LENGTH, M.invalid.tooLong),
  description: text().max(FORM_DESCRIPTION_MAX_LENGTH, M.invalid.tooLong),
  fields: array(customerFormFieldSchema)
    .typeError(M.forms.fieldsRequired)
    .required(M.forms.fieldsRequired)
    .min(1, M.forms.fieldsRequired)
    .max(FORM_MAX_FIELDS, M.invalid.tooMany)
    .test('unique-ids', M.forms.duplicateField, (fields) => {
      const ids = (fields ?? []).map((f) => f.id);
      return new Set(ids).size === ids.length;
    }),
  active: boolean().typeError(M.invalid.value).default(true),
  service_ids: array(number().typeError(M.invalid.value).integer(M.invalid.value).positive(M.invalid.value).required(M.invalid.value))
    .typeError(M.invalid.value)
    .default([])
    .test('unique', M.invalid.value, (ids) => new Set(ids).size === (ids ?? []).length),
});

export type CustomerFormValues = InferType<typeof customerFormSchema>;
/** A form as the builder sends it (contract OwnerFormInput). Sent as the schema yields it. */
export type CustomerFormInput = CustomerFormValues;

function answerSchema(field: CustomerFormField): AnySchema {
  const required = field.required;
  switch (field.type) {
    case 'text':
    case 'long_text': {
      const max = field.type === 'text' ? FORM_TEXT_ANSWER_MAX_LENGTH : FORM_LONG_TEXT_MAX_LENGTH;
      const s = text().max(max, M.invalid.tooLong);
      return required ? s.required(M.forms.answerRequired) : s;
    }
    case 'choice': {
      const s = text().test('option', M.invalid.value, (value) => !value || field.options.includes(value));
      return required ? s.required(M.forms.answerRequired) : s;
    }
    case 'checkbox': {
      const s = boolean().typeError(M.invalid.value).default(false);
      return required ? s.oneOf([true], M.forms.confirmRequired).required(M.forms.confirmRequired) : s;
    }
    case 'date': {
      const s = text().test('date', M.invalid.date, (value) => !value || isCalendarDate(value));
      return required ? s.required(M.forms.answerRequired) : s;
    }
    case 'file': {
      const s = array(
        string()
          .typeError(M.invalid.value)
          .transform((value: unknown) => (typeof value === 'string' ? plainText(value) : value))
          .required(M.invalid.value),
      )
        .typeError(M.invalid.value)
        .default([])
        .max(FORM_MAX_FILES_PER_FIELD, M.invalid.tooMany)
        .test('unique', M.invalid.value, (ids) => new Set(ids).size === (ids ?? []).length);
      return required ? s.min(1, M.forms.fileRequired).required(M.forms.fileRequired) : s;
    }
  }
}

/**
 * A customer's answers to a form with these fields, keyed by field id: required text, long text, choice and
 * date not blank (after stripping tags), a choice one of its options, a required checkbox checked, a date
 * YYYY-MM-DD, a file field 0..FORM_MAX_FILES_PER_FIELD upload ids (≥ 1 when required). Unknown ids are
 * dropped (with validatePayload's stripUnknown).
 */
export function customerFormAnswersSchema(fields: readonly CustomerFormField[]): ObjectSchema<Record<string, CustomerFormAnswer>> {
  return object(Object.fromEntries(fields.map((field) => [field.id, answerSchema(field)]))) as ObjectSchema<
    Record<string, CustomerFormAnswer>
  >;
}
