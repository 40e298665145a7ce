// One field of a customer form, by type (core-model CustomerFormField): text, long text, choice, checkbox,
// date, file. Each is labelled by the owner's label, the help text linked with aria-describedby, required
// marked; formik holds the answer under the field's id.
import type { CustomerFormAnswer, CustomerFormField } from '@vitrina/core-model';
import { CheckboxField, TextField } from '@vitrina/ui-kit';
import { ChoiceField } from './choice-field.js';
import { fieldDomId } from './field-frame.js';
import { FileUploadField } from './file-upload-field.js';

export interface AnswerFieldProps {
  field: CustomerFormField;
  uploadUrl: (fieldId: string) => string;
  onBusyChange: (fieldId: string, busy: boolean) => void;
}

/** The empty answer of a field: what formik starts with (every field, so a submit touches them all). */
export function emptyAnswer(field: CustomerFormField): CustomerFormAnswer {
  if (field.type === 'checkbox') return false;
  if (field.type === 'file') return [];
  return '';
}

export function AnswerField({ field, uploadUrl, onBusyChange }: AnswerFieldProps) {
  const common = { name: field.id, id: fieldDomId(field.id), label: field.label, hint: field.help || undefined, required: field.required };
  switch (field.type) {
    case 'text':
      return <TextField {...common} />;
    case 'long_text':
      return <TextField {...common} multiline rows={5} />;
    case 'date':
      return <TextField {...common} type="date" className="site-form-date" />;
    case 'checkbox':
      return <CheckboxField {...common} />;
    case 'choice':
      return <ChoiceField field={field} />;
    case 'file':
      return <FileUploadField field={field} uploadUrl={uploadUrl(field.id)} onBusyChange={onBusyChange} />;
  }
}
