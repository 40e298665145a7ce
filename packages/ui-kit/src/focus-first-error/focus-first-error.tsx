import { useFormikContext } from 'formik';
import { useEffect } from 'react';

export interface FocusFirstErrorProps {
  /** CSS selector of the form (or of the part of it) whose first invalid control takes the focus. */
  formSelector: string;
}

/**
 * Put inside a formik form: after a submit refused by validation, the first control marked aria-invalid
 * takes the focus, so a keyboard or screen-reader user lands on the field to fix, next to its message.
 */
export function FocusFirstError({ formSelector }: FocusFirstErrorProps) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    document.querySelector<HTMLElement>(`${formSelector} [aria-invalid="true"]`)?.focus();
  }, [formSelector, submitCount, isSubmitting, isValid]);
  return null;
}
