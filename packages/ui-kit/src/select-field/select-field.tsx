import { useField } from 'formik';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel, FieldMessages, useFieldA11y } from '../field-support/index.js';

export interface SelectOption {
  value: string;
  /** Already translated text. */
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  /** Text of the empty first option; `false` leaves it out. Defaults to the translated "Select an option". */
  placeholder?: string | false;
  id?: string;
}

/** Formik-bound native select (the most robust choice for keyboard and screen-reader users). */
export function SelectField({ name, label, options, hint, placeholder, required, id, className, ...rest }: SelectFieldProps) {
  const { t } = useTranslation(['ui']);
  const [field, meta] = useField<string | undefined>(name);
  const a11y = useFieldA11y({ id, touched: meta.touched, rawError: meta.error, hasHint: Boolean(hint) });

  return (
    <div className={['vk-field', a11y.error && 'vk-field--invalid', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={a11y.inputId} label={label} required={required} />
      <select
        {...rest}
        {...field}
        value={field.value ?? ''}
        {...a11y.controlProps}
        required={required}
        aria-required={required || undefined}
        className="vk-input vk-select"
      >
        {placeholder !== false && <option value="">{placeholder ?? t('ui:select.placeholder')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages a11y={a11y} hint={hint} />
    </div>
  );
}
