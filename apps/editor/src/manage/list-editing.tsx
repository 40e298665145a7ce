// What the back office's editable lists share (a form's fields, a quote's lines): changes are announced to
// screen readers, focus follows them (into the list, or back to the add buttons after a removal), and the
// list's own error (a validation key) is shown under it.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function useListEditing() {
  const [announce, setAnnounce] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  /** Focus what `selector` finds in the list, once it is drawn. */
  const focusInList = (selector: string) => requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(selector)?.focus());
  /** After a removal: the first add button that can be pressed. */
  const focusAdd = () => requestAnimationFrame(() => addRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus());
  return { announce, setAnnounce, listRef, addRef, focusInList, focusAdd };
}

/** The polite live region that says what just changed. */
export function Announcement({ text }: { text: string }) {
  return (
    <p className="vk-visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}

/** A validation message (an i18n key of `validation`), or nothing. */
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  const { t } = useTranslation(['validation']);
  return error ? (
    <p id={id} className="vk-field__error" role="alert">
      {t(error as never)}
    </p>
  ) : null;
}
