import { useField } from 'formik';
import { useState } from 'react';
import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel, FieldMessages, useFieldA11y } from '../field-support/index.js';

export interface SelectOption {
  /** What the form keeps when this option is chosen. */
  value: string;
  /** Already translated text. */
  label: string;
  disabled?: boolean;
  /**
   * The option's own identity when several options keep the same value (USPS's four "Armed Forces …"
   * regions all keep AE): the one chosen stays shown, and the form keeps its `value`.
   */
  optionId?: string;
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
  const [field, meta, helpers] = useField<string | undefined>(name);
  const a11y = useFieldA11y({ id, touched: meta.touched, rawError: meta.error, hasHint: Boolean(hint) });
  // Options sharing a value: the <select> tells them apart by optionId, the form keeps the value.
  const byId = options.some((option) => option.optionId !== undefined);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const idOf = (option: SelectOption) => option.optionId ?? option.value;
  const value = field.value ?? '';
  const shown = byId
    ? (options.find((o) => idOf(o) === chosenId && o.value === value) ?? options.find((o) => o.value === value))
    : undefined;
  const control = byId
    ? {
        value: shown ? idOf(shown) : '',
        onChange: (event: ChangeEvent<HTMLSelectElement>) => {
          const option = options.find((o) => idOf(o) === event.target.value);
          setChosenId(option ? idOf(option) : null);
          void helpers.setValue(option?.value ?? '');
        },
      }
    : { value, onChange: field.onChange };

  return (
    <div className={['vk-field', a11y.error && 'vk-field--invalid', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={a11y.inputId} label={label} required={required} />
      <select
        {...rest}
        name={field.name}
        onBlur={field.onBlur}
        {...control}
        {...a11y.controlProps}
        required={required}
        aria-required={required || undefined}
        className="vk-input vk-select"
      >
        {placeholder !== false && <option value="">{placeholder ?? t('ui:select.placeholder')}</option>}
        {options.map((option) => (
          <option key={idOf(option)} value={idOf(option)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages a11y={a11y} hint={hint} />
    </div>
  );
}
