import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldLabel, FieldMessages, useFieldA11y } from '../field-support/index.js';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type' | 'checked' | 'onChange' | 'onBlur'
> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
}

/** Formik-bound checkbox: boolean value, label after the box, translated validation error below. */
export function CheckboxField({ name, label, hint, required, id, className, ...rest }: CheckboxFieldProps) {
  // formik gives `checked` for type=checkbox; its `value` is the boolean, not an attribute value.
  const [{ value: _value, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const a11y = useFieldA11y({ id, touched: meta.touched, rawError: meta.error, hasHint: Boolean(hint) });

  return (
    <div className={['vk-field', 'vk-field--checkbox', a11y.error && 'vk-field--invalid', className].filter(Boolean).join(' ')}>
      <div className="vk-checkbox">
        <input
          {...rest}
          {...field}
          type="checkbox"
          {...a11y.controlProps}
          required={required}
          aria-required={required || undefined}
          className="vk-checkbox__input"
        />
        <FieldLabel htmlFor={a11y.inputId} label={label} required={required} className="vk-checkbox__label" />
      </div>
      <FieldMessages a11y={a11y} hint={hint} />
    </div>
  );
}
