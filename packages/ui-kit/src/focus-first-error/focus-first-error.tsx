import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Where the invalid controls are looked for: a CSS selector (its first match in the document) or a ref. */
export type FocusFirstErrorProps =
  | {
      /** CSS selector of the form (or of the part of it) searched; the first element matching it is used. */
      formSelector: string;
      formRef?: never;
    }
  | {
      /** The form element itself, e.g. `<Form ref={formRef}>` (when no selector names this form alone). */
      formRef: RefObject<HTMLElement | null>;
      formSelector?: never;
    };

/**
 * Put inside a formik form: after a submit that was refused — by validation, or by the server's field
 * messages set with `setErrors` while the submit runs — the first invalid control takes the focus, so a
 * keyboard or screen-reader user lands on the field to fix, next to its message (issue 27: the one copy).
 *
 * The rules:
 * - "Invalid" is what the fields show: a control with `aria-invalid="true"` (the ui-kit fields set it once
 *   the field is touched and has an error; custom controls set it themselves). The first one in document
 *   order is taken, which is the on-screen order of every Vitrina form (none reorders its fields with CSS).
 * - Never a control that cannot take the focus: one inside `hidden`, `inert` or `aria-hidden` content, not
 *   displayed, or disabled is skipped for the next.
 * - A radio group is one tab stop: when the marked radio is not the checked one, the group's checked radio
 *   takes the focus (the one arrow keys start from).
 * - Only in answer to a submit: nothing before the first one, nothing while the form is valid, and once per
 *   submit — fields that turn invalid again while the person types or leaves them do not pull the focus
 *   back (a refused submit that is followed by editing is over). Each new refused submit focuses again.
 * - No alert or summary is focused first: the field's own message is announced with it (aria-describedby).
 *   Scrolling is the browser's own on focus.
 */
export function FocusFirstError(props: FocusFirstErrorProps) {
  const { formSelector, formRef } = props;
  const { submitCount, isSubmitting, isValidating, isValid, values } = useFormikContext();
  // The submit not yet answered, with the values it sent (a change means the person is editing again), and
  // the last submitCount seen.
  const pending = useRef<{ values: unknown } | null>(null);
  const answered = useRef(0);

  // A layout effect: the focus moves in the commit that marks the fields invalid, so nothing (a person, a
  // screen reader, a test) sees the messages with the focus still on the submit button.
  useLayoutEffect(() => {
    if (submitCount === 0) {
      // resetForm (e.g. after a save): the next submit is a first one again.
      pending.current = null;
      answered.current = 0;
      return;
    }
    if (submitCount !== answered.current) {
      answered.current = submitCount;
      pending.current = { values };
    }
    const submit = pending.current;
    if (!submit || isValidating) return;
    if (submit.values !== values) {
      pending.current = null;
      return;
    }
    if (isValid) {
      // Valid so far: the server may still refuse fields while the submit runs; once it is over, nothing to do.
      if (!isSubmitting) pending.current = null;
      return;
    }
    const root = formRef ? formRef.current : formSelector ? document.querySelector(formSelector) : null;
    if (root && focusFirstInvalid(root)) pending.current = null;
    else if (!isSubmitting) pending.current = null;
  }, [formSelector, formRef, submitCount, isSubmitting, isValidating, isValid, values]);

  return null;
}

/** Focuses the first control of `root` marked invalid that can take the focus; false when there is none. */
function focusFirstInvalid(root: Element): boolean {
  for (const marked of root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const control = tabStopOf(marked, root);
    if (!canTakeFocus(control)) continue;
    control.focus();
    if (control.ownerDocument.activeElement === control) return true;
  }
  return false;
}

/** A radio's group is entered at its checked radio; anything else is its own stop. */
function tabStopOf(control: HTMLElement, root: Element): HTMLElement {
  if (!(control instanceof HTMLInputElement) || control.type !== 'radio' || control.checked || !control.name) return control;
  const checked = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (radio) => radio.name === control.name && radio.checked,
  );
  return checked ?? control;
}

function canTakeFocus(control: HTMLElement): boolean {
  if (control.closest('[hidden], [inert], [aria-hidden="true"]') || control.matches(':disabled')) return false;
  if ('checkVisibility' in control && typeof control.checkVisibility === 'function') {
    return control.checkVisibility({ visibilityProperty: true });
  }
  // Without checkVisibility (older browsers, jsdom): no `display: none` on the way up, not `visibility: hidden`.
  const view = control.ownerDocument.defaultView;
  if (!view) return true;
  for (let node: Element | null = control; node; node = node.parentElement) {
    if (view.getComputedStyle(node).display === 'none') return false;
  }
  return view.getComputedStyle(control).visibility !== 'hidden';
}
