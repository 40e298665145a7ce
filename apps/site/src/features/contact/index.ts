// Loaded on demand when a visitor first opens the contact modal, so it stays out of the page's initial JS.
export { ContactModal } from './contact-modal.js';
export type { ContactModalProps } from './contact-modal.js';
