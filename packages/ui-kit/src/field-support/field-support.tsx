import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldA11y {
  inputId: string;
  hintId: string;
  errorId: string;
  /** The translated error, once the field was touched and is invalid. */
  error: string | undefined;
  /** Props for the control: aria-invalid and aria-describedby (hint, then error). */
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/**
 * Ids and ARIA wiring shared by the formik fields. `rawError` is an i18n key from @vitrina/validation
 * (e.g. `validation:required.firstName`), translated here so forms never show a raw key.
 */
export function useFieldA11y(options: { id?: string; touched: boolean; rawError: unknown; hasHint: boolean }): FieldA11y {
  const { t } = useTranslation(['ui']);
  const generated = useId();
  const inputId = options.id ?? `vk-field-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const error =
    options.touched && typeof options.rawError === 'string' && options.rawError !== ''
      ? // A key missing from the resources (the coverage test guards against it) shows as given.
        t(options.rawError, { defaultValue: options.rawError })
      : undefined;
  const describedBy = [options.hasHint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    hintId,
    errorId,
    error,
    controlProps: { id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

export interface FieldMessagesProps {
  a11y: FieldA11y;
  hint?: ReactNode;
}

/** Hint and error lines under a control; the error is not a live region (it shows on blur, in focus order). */
export function FieldMessages({ a11y, hint }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={a11y.hintId} className="vk-field__hint">
          {hint}
        </p>
      )}
      {a11y.error && (
        <p id={a11y.errorId} className="vk-field__error">
          {a11y.error}
        </p>
      )}
    </>
  );
}

export interface FieldLabelProps {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  /** The label's class: a field's label above its control unless the control styles its own (a checkbox's). */
  className?: string;
}

/** The asterisk is for sighted users; screen readers get `aria-required` from the control. */
export function FieldLabel({ htmlFor, label, required, className = 'vk-field__label' }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={className}>
      {label}
      {required && (
        <span className="vk-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}
