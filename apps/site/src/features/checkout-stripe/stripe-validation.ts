// The validation step with Stripe (spec §2 payment_validation): the bank's 3-D Secure challenge runs in
// Stripe.js (`handleNextAction` on the PaymentIntent's client secret). The page then asks our server for
// the outcome, which reads the payment back from Stripe: what the browser says here is never trusted.
import { loadStripeOnce, type StripeLoader } from './stripe-loader.js';

export type StripeValidationResult =
  /** The challenge is over (passed or not): ask the server for the outcome. */
  | { ok: true; status: string }
  /** Stripe.js could not load, or Stripe refused the step; `message` is Stripe's (in the page's language). */
  | { ok: false; message: string | null; loadFailed: boolean };

export async function runStripeValidation(options: {
  publishableKey: string;
  clientSecret: string;
  loadStripe?: StripeLoader;
}): Promise<StripeValidationResult> {
  const stripe = await (options.loadStripe ?? loadStripeOnce)(options.publishableKey);
  if (!stripe) return { ok: false, message: null, loadFailed: true };
  const result = await stripe.handleNextAction({ clientSecret: options.clientSecret });
  if (result.error) {
    // A failed authentication still leaves a PaymentIntent to read back: the server says "failed".
    const intent = result.error.payment_intent;
    return intent ? { ok: true, status: intent.status } : { ok: false, message: result.error.message ?? null, loadFailed: false };
  }
  return { ok: true, status: result.paymentIntent?.status ?? result.setupIntent?.status ?? 'processing' };
}
