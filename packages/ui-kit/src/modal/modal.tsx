import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/index.js';
import { focusableWithin, trapTab } from './focusable.js';

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
export function Modal({ open, onClose, title, children, actions, closeOnBackdrop = true, size = 'medium', container }: ModalProps) {
  const { t } = useTranslation(['ui']);
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

  // Escape closes; Tab and Shift+Tab cycle inside the dialog. A native listener: the dialog element is
  // a container that keys bubble through, not a widget of its own.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(dialog, event);
      }
    };
    // A page framed in the dialog (a live preview) keeps its keys to itself: Escape there closes the
    // dialog too, when the page is of this origin. `load` does not bubble, so it is caught on the way down.
    const frames = new Set<Window>();
    const onFrameKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    const onFrameLoad = (event: Event) => {
      const frame = event.target instanceof HTMLIFrameElement ? event.target.contentWindow : null;
      if (!frame) return;
      try {
        frame.addEventListener('keydown', onFrameKeyDown);
        frames.add(frame);
      } catch {
        // Another origin's page: its keys cannot be heard; Close and the backdrop still close.
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('load', onFrameLoad, true);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('load', onFrameLoad, true);
      for (const frame of frames) frame.removeEventListener('keydown', onFrameKeyDown);
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

  return createPortal(
    <div ref={backdropRef} className="vk-modal-backdrop">
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={`vk-modal vk-modal--${size}`}>
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
