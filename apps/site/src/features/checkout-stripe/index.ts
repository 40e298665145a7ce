// Stripe card entry for the payment step, used ONLY with the stripe gateway (StoreInfo.gateway ===
// 'stripe') and imported lazily there, so neither Stripe.js nor card code is in any other page's JS.
// Card data go from Stripe's iframe to Stripe; our server only ever gets a PaymentMethod id.
//
//   const { StripeCardForm } = <this module, loaded with a dynamic import>;
//   <StripeCardForm publishableKey={store.publishable_key} locale="en" onReady={(h) => (handle = h)} />
//   const made = await handle.createPaymentMethod({ name: holderName, email });
//   if (made.ok) post checkout with payment: { method: 'stripe', payment_method_id: made.paymentMethodId }
//   else show made.message (already translated; also shown under the field)
//
// When the checkout answers `next: 'validation'` with a `client_secret`, the payment_validation page runs
// the bank's challenge, then asks the server for the outcome (GET payment-validation):
//   const { runStripeValidation } = <this module, loaded with a dynamic import>;
//   const r = await runStripeValidation({ publishableKey, clientSecret });
//   r.ok → refetch the outcome · !r.ok && r.loadFailed → cardFormFailed + retry · else show r.message
export { StripeCardForm } from './stripe-card-form.js';
export type { StripeCardFormProps, StripeCardHandle, StripeCardResult, StripeCardState } from './stripe-card-form.js';
export { runStripeValidation } from './stripe-validation.js';
export type { StripeValidationResult } from './stripe-validation.js';
export type { StripeLoader } from './stripe-loader.js';
