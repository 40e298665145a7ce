export { Toast, TOAST_AUTO_HIDE_MS } from './toast.js';
export type { ToastProps, ToastVariant } from './toast.js';
export { ToastProvider, useToast } from './toast-provider.js';
export type { ToastApi, ToastOptions, ToastProviderProps } from './toast-provider.js';
