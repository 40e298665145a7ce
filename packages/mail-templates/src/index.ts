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
export { OrderShipped, renderOrderShipped, type OrderShippedInput } from './order-shipped/order-shipped.js';
export { OrderRefunded, renderOrderRefunded, type OrderRefundedInput } from './order-refunded/order-refunded.js';
export { PaymentFailed, renderPaymentFailed, type PaymentFailedInput } from './payment-failed/payment-failed.js';
export {
  SubscriptionRenewed,
  renderSubscriptionRenewed,
  type SubscriptionRenewedInput,
} from './subscription-renewed/subscription-renewed.js';
export { RenewalFailed, renderRenewalFailed, type RenewalFailedInput } from './renewal-failed/renewal-failed.js';
export { QuoteReady, renderQuoteReady } from './quote-ready/quote-ready.js';
export type { MailDocument, QuoteReadyInput } from './quote-ready/quote-ready.js';
export { InvoiceRequest, renderInvoiceRequest } from './invoice-request/invoice-request.js';
export type { InvoiceRequestInput } from './invoice-request/invoice-request.js';
export { PaymentReceipt, renderPaymentReceipt } from './payment-receipt/payment-receipt.js';
export type { PaymentReceiptInput } from './payment-receipt/payment-receipt.js';
export { FormRequest, renderFormRequest } from './form-request/form-request.js';
export type { FormRequestInput } from './form-request/form-request.js';
export { FormAnswered, renderFormAnswered } from './form-answered/form-answered.js';
export type { FormAnsweredInput } from './form-answered/form-answered.js';
export { NewQuoteRequest, renderNewQuoteRequest } from './new-quote-request/new-quote-request.js';
export type { NewQuoteRequestInput } from './new-quote-request/new-quote-request.js';
export { NewContactMessage, renderNewContactMessage } from './new-contact-message/new-contact-message.js';
export type { NewContactMessageInput } from './new-contact-message/new-contact-message.js';
export {
  AppointmentFacts,
  appointmentWhen,
  renderBookingCancelled,
  renderBookingCancelledAlert,
  renderBookingConfirmation,
  renderBookingReminder,
  renderBookingRescheduled,
  renderNewBookingAlert,
} from './booking/booking-messages.js';
export type { CustomerBookingInput, MailAppointment, StaffBookingInput } from './booking/booking-messages.js';
