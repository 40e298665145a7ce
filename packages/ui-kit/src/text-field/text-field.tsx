import { useField } from 'formik';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, useFieldA11y } from '../field-support/index.js';
import { NumericInput } from '../numeric-input/index.js';

interface CommonProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
}

type InputOnly = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>;
type TextareaOnly = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>;

export type TextFieldProps = CommonProps &
  (
    | ({
        multiline?: false;
        /** Digits and dot only (spec §5); `money`: the comma too, for a price in the owner's language (issue 26). */
        numeric?: boolean | 'money';
        /** Shapes the text as it is typed (a card expiry `1234` → `12/34`); the form keeps the shaped text. */
        format?: (typed: string) => string;
      } & InputOnly)
    | ({ multiline: true; numeric?: never; format?: never } & TextareaOnly)
  );

/** Formik-bound text input or textarea with label, hint and translated validation error. */
export function TextField(props: TextFieldProps) {
  const { name, label, hint, required, id, className, ...control } = props;
  const [field, meta, helpers] = useField<string | number | undefined>(name);
  const a11y = useFieldA11y({ id, touched: meta.touched, rawError: meta.error, hasHint: Boolean(hint) });
  const shared = {
    ...field,
    value: field.value ?? '',
    ...a11y.controlProps,
    required,
    'aria-required': required || undefined,
  };

  let input: ReactNode;
  if (control.multiline) {
    const { multiline: _multiline, numeric: _numeric, format: _format, ...rest } = control;
    input = <textarea {...rest} {...shared} className="vk-input vk-input--multiline" />;
  } else if (control.numeric) {
    const { multiline: _multiline, numeric: _numeric, format: _format, type: _type, ...rest } = control;
    input = <NumericInput {...rest} {...shared} money={control.numeric === 'money'} />;
  } else {
    const { multiline: _multiline, numeric: _numeric, format, ...rest } = control;
    const onChange = format ? (event: ChangeEvent<HTMLInputElement>) => void helpers.setValue(format(event.target.value)) : shared.onChange;
    input = <input type="text" {...rest} {...shared} onChange={onChange} className="vk-input" />;
  }

  return (
    <div className={['vk-field', a11y.error && 'vk-field--invalid', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={a11y.inputId} label={label} required={required} />
      {input}
      <FieldMessages a11y={a11y} hint={hint} />
    </div>
  );
}
