// The frame of a customer-form field made of several controls (a choice's radios, a file picker and its
// files): a fieldset whose legend is the label (required marked), the owner's help text and any hint linked
// with aria-describedby, and the field's error once the form was submitted or the field left.
import type { CustomerFormField } from '@vitrina/core-model';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldIds {
  /** The first control (it takes the focus of an invalid field). */
  control: string;
  label: string;
  /** A second label of the control (the file picker's "Choose file"). */
  choose: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids of a field, from its id (unique within a form; letters, digits, - and _). */
export const fieldDomId = (fieldId: string) => `form-field-${fieldId}`;

export interface FieldFrameProps {
  field: CustomerFormField;
  hint?: string;
  children: (ids: FieldIds) => ReactNode;
  /** Shown under the field's texts (the uploaded files). */
  footer?: ReactNode;
}

export function FieldFrame({ field, hint, children, footer }: FieldFrameProps) {
  const { t } = useTranslation(['forms']);
  const [, meta] = useField(field.id);
  const { submitCount } = useFormikContext();
  const base = fieldDomId(field.id);
  const raw = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : '';
  const error = raw ? t(raw as 'forms:submit', { defaultValue: raw }) : null;
  const ids = {
    control: base,
    label: `${base}-label`,
    choose: `${base}-choose`,
    help: `${base}-help`,
    hint: `${base}-hint`,
    error: `${base}-error`,
  };
  const describedBy = [field.help && ids.help, hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={['vk-field', 'site-form-group', error && 'vk-field--invalid'].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
    >
      <legend id={ids.label} className="vk-field__label site-form-group__legend">
        {field.label}
        {field.required && (
          <span className="vk-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {children({ control: ids.control, label: ids.label, choose: ids.choose, describedBy, invalid: Boolean(error) })}
      {/* Under the controls, as the ui-kit fields show it. */}
      {field.help && (
        <p id={ids.help} className="vk-field__hint">
          {field.help}
        </p>
      )}
      {hint && (
        <p id={ids.hint} className="vk-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="vk-field__error">
          {error}
        </p>
      )}
      {footer}
    </fieldset>
  );
}
