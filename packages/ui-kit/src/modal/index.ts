export { Modal, Modal as Popup } from './modal.js';
export type { ModalProps, ModalProps as PopupProps } from './modal.js';
