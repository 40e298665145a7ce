// Loaded on demand when a visitor first opens the contact modal (issue 4).
export { ContactModal } from './contact-modal.js';
export type { ContactModalProps } from './contact-modal.js';
