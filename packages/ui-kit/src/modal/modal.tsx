import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/index.js';
import { focusableWithin } from './focusable.js';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the Close button and a click on the backdrop. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Extra footer actions (e.g. a Save button), shown before Close. */
  actions?: ReactNode;
  /** Close on a click outside the dialog; default true. */
  closeOnBackdrop?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Portal target; defaults to document.body. */
  container?: Element;
}

/** Modal dialog (the editor's "popup", spec §2): focus trapped, Escape and Close close it. */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  closeOnBackdrop = true,
  size = 'medium',
  container,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // On open remember the opener and move focus in; on close give focus back to the opener.
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const autoFocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
      (autoFocus ?? focusableWithin(dialog)[0] ?? dialog).focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // The backdrop is not a control (keyboard users have Escape and Close), so it listens natively.
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!open || !closeOnBackdrop || !backdrop) return undefined;
    const onMouseDown = (event: MouseEvent) => {
      if (event.target === backdrop) onCloseRef.current();
    };
    backdrop.addEventListener('mousedown', onMouseDown);
    return () => backdrop.removeEventListener('mousedown', onMouseDown);
  }, [open, closeOnBackdrop]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableWithin(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && dialogRef.current.contains(active);
    if (event.shiftKey && (active === first || !inside || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div ref={backdropRef} className="vk-modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`vk-modal vk-modal--${size}`}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className="vk-modal__title">
          {title}
        </h2>
        <div className="vk-modal__body">{children}</div>
        <div className="vk-modal__footer">
          {actions}
          <Button variant="secondary" onClick={onClose}>
            {t('ui:modal.close')}
          </Button>
        </div>
      </div>
    </div>,
    container ?? document.body,
  );
}
