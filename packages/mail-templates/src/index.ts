// Public surface of @vitrina/mail-templates: each message's render function and component, and their inputs.
export { MailLayout, brandColorOf } from './layout/mail-layout.js';
export type { MailLayoutProps } from './layout/mail-layout.js';
export { renderConfirmEmail, renderConfirmReminder, renderPasswordReset, renderTeamInvite } from './identity-mail/identity-mail.js';
export type { IdentityMailInput, IdentityMailKind } from './identity-mail/identity-mail.js';
export { NewOrderAlert, renderNewOrderAlert } from './new-order-alert/new-order-alert.js';
export type { NewOrderAlertInput } from './new-order-alert/new-order-alert.js';
export { OrderReceipt, renderOrderReceipt } from './order-receipt/order-receipt.js';
export type { OrderReceiptInput } from './order-receipt/order-receipt.js';
export { OrderSummary, addressLines } from './order-summary/order-summary.js';
export type { MailBusiness, MailOrder, MailOrderLine, RenderedMail } from './types.js';
