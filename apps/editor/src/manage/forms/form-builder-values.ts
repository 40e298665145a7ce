// The form builder's values and the form the API takes (contract OwnerFormInput), both ways. Services are
// checkbox ids (strings, as formik's checkbox groups keep them); a field's id is made when it is added and
// never changes (answers are keyed by it), so it is also the field's key on screen.
import type { OwnerForm, OwnerFormInput } from '@vitrina/api-client/back-office';
import type { CustomerFormField, FormFieldType } from '@vitrina/core-model';
import type { CustomerFormInput, WithField } from '@vitrina/validation';

/** The form the API takes (validation's CustomerFormInput), its service checkboxes holding strings. */
export type FormBuilderValues = WithField<CustomerFormInput, 'service_ids', string[]>;

export const emptyForm = (): FormBuilderValues => ({ name: '', description: '', active: true, fields: [], service_ids: [] });

export const formBuilderValuesOf = (form: OwnerForm): FormBuilderValues => ({
  name: form.name,
  description: form.description,
  active: form.active,
  fields: form.fields.map((field) => ({ ...field, options: [...field.options] })),
  service_ids: form.service_ids.map(String),
});

export const formInputOf = (v: FormBuilderValues): OwnerFormInput => ({
  name: v.name,
  description: v.description,
  active: v.active,
  // Only a choice keeps options (a field changed from a choice to another type drops them).
  fields: v.fields.map((field) => ({ ...field, options: field.type === 'choice' ? field.options : [] })),
  service_ids: v.service_ids.map(Number).filter((id) => Number.isInteger(id) && id > 0),
});

let made = 0;
/** An id no other field of the form has (letters, digits and `-`, as core-model asks). */
export function newFieldId(taken: readonly CustomerFormField[]): string {
  const ids = new Set(taken.map((f) => f.id));
  let id: string;
  do {
    made += 1;
    id = `f-${Date.now().toString(36)}-${made.toString(36)}`;
  } while (ids.has(id));
  return id;
}

/** A new field of a type; a choice starts with two empty options to fill in. */
export const newField = (type: FormFieldType, taken: readonly CustomerFormField[]): CustomerFormField => ({
  id: newFieldId(taken),
  type,
  label: '',
  help: '',
  required: false,
  options: type === 'choice' ? ['', ''] : [],
});
