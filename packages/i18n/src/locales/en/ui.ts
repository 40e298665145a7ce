// Namespace `ui`: every user-visible string of @vitrina/ui-kit (owned by the ui-kit package).
export const ui = {
  toast: {
    // Spec §8: toasts have titles Success, Error, Warning.
    title: { success: 'Success', error: 'Error', warning: 'Warning' },
    dismiss: 'Dismiss notification',
    region: 'Notifications',
  },
  modal: {
    // Spec §2: the popup cancel button reads Close.
    close: 'Close',
  },
  spinner: { loading: 'Loading…' },
  select: { placeholder: 'Select an option' },
  carousel: {
    label: 'Carousel',
    slide: '{{index}} of {{total}}',
    previous: 'Previous slide',
    next: 'Next slide',
  },
  progress: {
    label: 'Upload progress',
    percent: '{{percent}}%',
  },
} as const;
