import { createPortal } from 'react-dom';
import { createContext, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast, TOAST_AUTO_HIDE_MS } from './toast.js';
import type { ToastVariant } from './toast.js';

export interface ToastOptions {
  variant: ToastVariant;
  message: ReactNode;
  /** Defaults to the provider's `autoHideMs` (spec §9: 5000 ms); `null` keeps it until dismissed. */
  autoHideMs?: number | null;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  success: (message: ReactNode) => string;
  error: (message: ReactNode) => string;
  warning: (message: ReactNode) => string;
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  autoHideMs?: number | null;
  /**
   * Renders the toast region into this element (a portal) instead of after the children: for a provider
   * that wraps server-rendered markup being hydrated, which has no region of its own. The portal is rendered
   * once mounted: a portal in the first render would be hydrated against the server's markup.
   */
  container?: Element;
}

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** Holds the toast stack and renders it, newest last, in one labelled region. */
export function ToastProvider({ children, autoHideMs = TOAST_AUTO_HIDE_MS, container }: ToastProviderProps) {
  const { t } = useTranslation(['ui']);
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  // False while hydrating (the server's snapshot), true from the render after.
  const mounted = useSyncExternalStore(noSubscription, isClient, isServer);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `vk-toast-${nextId.current}`;
    // The same text again (a second copy, a repeated save) replaces the one still shown, so its timer starts
    // again and it is announced again, instead of stacking identical toasts.
    const same = (toast: ToastEntry) =>
      typeof options.message === 'string' && toast.variant === options.variant && toast.message === options.message;
    setToasts((current) => [...current.filter((toast) => !same(toast)), { ...options, id }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message) => show({ variant: 'success', message }),
      error: (message) => show({ variant: 'error', message }),
      warning: (message) => show({ variant: 'warning', message }),
    }),
    [show, dismiss],
  );

  const region = (
    <section className="vk-toast-region" aria-label={t('ui:toast.region')}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          variant={toast.variant}
          message={toast.message}
          autoHideMs={toast.autoHideMs === undefined ? autoHideMs : toast.autoHideMs}
          onDismiss={() => dismiss(toast.id)}
        />
      ))}
    </section>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {container ? mounted && createPortal(region, container) : region}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
