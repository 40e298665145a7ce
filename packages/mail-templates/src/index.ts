// Public surface of @vitrina/mail-templates: each message's render function and component, and their inputs.

// The frame every message shares, the order block and the common types.
export { MailLayout, brandColorOf, type MailLayoutProps } from './layout/mail-layout.js';
export { OrderSummary, addressLines } from './order-summary/order-summary.js';
export type { MailBusiness, MailOrder, MailOrderLine, RenderedMail } from './types.js';
export type { MailRenderer } from './render.js';

// Sign-in and team: invite, password reset, e-mail confirmation and its reminder.
export {
  renderTeamInvite,
  renderJoinInvite,
  renderPasswordReset,
  renderConfirmEmail,
  renderConfirmReminder,
} from './identity-mail/identity-mail.js';
export type { IdentityMailInput, IdentityMailKind } from './identity-mail/identity-mail.js';

// A store order's life: the receipt and the owner's alert, then shipped, refunded, a failed payment, renewals.
export { OrderReceipt, renderOrderReceipt, type OrderReceiptInput } from './order-receipt/order-receipt.js';
export { NewOrderAlert, renderNewOrderAlert, type NewOrderAlertInput } from './new-order-alert/new-order-alert.js';
export { OrderShipped, renderOrderShipped, type OrderShippedInput } from './order-shipped/order-shipped.js';
export { OrderRefunded, renderOrderRefunded, type OrderRefundedInput } from './order-refunded/order-refunded.js';
export { PaymentFailed, renderPaymentFailed, type PaymentFailedInput } from './payment-failed/payment-failed.js';
export {
  SubscriptionRenewed,
  renderSubscriptionRenewed,
  type SubscriptionRenewedInput,
} from './subscription-renewed/subscription-renewed.js';
export { RenewalFailed, renderRenewalFailed, type RenewalFailedInput } from './renewal-failed/renewal-failed.js';

// Quotes, invoices and their payments; forms and contact messages.
export { QuoteReady, renderQuoteReady, type MailDocument, type QuoteReadyInput } from './quote-ready/quote-ready.js';
export { InvoiceRequest, renderInvoiceRequest, type InvoiceRequestInput } from './invoice-request/invoice-request.js';
export { PaymentReceipt, renderPaymentReceipt, type PaymentReceiptInput } from './payment-receipt/payment-receipt.js';
export { NewQuoteRequest, renderNewQuoteRequest, type NewQuoteRequestInput } from './new-quote-request/new-quote-request.js';
export { FormRequest, renderFormRequest, type FormRequestInput } from './form-request/form-request.js';
export { FormAnswered, renderFormAnswered, type FormAnsweredInput } from './form-answered/form-answered.js';
export { NewContactMessage, renderNewContactMessage, type NewContactMessageInput } from './new-contact-message/new-contact-message.js';

// The customer's link to their own page of bookings and orders (issue 30).
export { CustomerPortalLink, renderCustomerPortalLink, type CustomerPortalLinkInput } from './customer-portal/customer-portal-link.js';

// Bookings: the customer's messages (confirmed, moved, cancelled, reminder), then the staff's notices.
export {
  renderBookingConfirmation,
  renderBookingRescheduled,
  renderBookingCancelled,
  renderBookingReminder,
  renderNewBookingAlert,
  renderBookingCancelledAlert,
  renderBookingRescheduledAlert,
  AppointmentFacts,
  appointmentWhen,
  type CustomerBookingInput,
  type StaffBookingInput,
  type MailAppointment,
} from './booking/booking-messages.js';
