import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9 "Toast auto-hide: 5000 ms". */
export const TOAST_AUTO_HIDE_MS = 5000;

/** Spec §8: toasts have titles Success, Error, Warning. */
export type ToastVariant = 'success' | 'error' | 'warning';

export interface ToastProps {
  variant: ToastVariant;
  /** Already translated body text. */
  message: ReactNode;
  onDismiss: () => void;
  /** Milliseconds before `onDismiss` fires on its own; `null` keeps the toast until dismissed. */
  autoHideMs?: number | null;
}

export function Toast({ variant, message, onDismiss, autoHideMs = TOAST_AUTO_HIDE_MS }: ToastProps) {
  const { t } = useTranslation(['ui']);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (autoHideMs === null) return undefined;
    const timer = setTimeout(() => dismissRef.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs]);

  // Errors interrupt (role=alert, assertive); success and warning wait their turn (polite).
  const live = variant === 'error' ? { role: 'alert' } : { role: 'status', 'aria-live': 'polite' as const };

  return (
    <div {...live} aria-atomic="true" className={`vk-toast vk-toast--${variant}`}>
      <div className="vk-toast__content">
        <p className="vk-toast__title">{t(`ui:toast.title.${variant}`)}</p>
        <div className="vk-toast__message">{message}</div>
      </div>
      <button type="button" className="vk-toast__dismiss" aria-label={t('ui:toast.dismiss')} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
