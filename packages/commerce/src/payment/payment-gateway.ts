// The seam between checkout and a payment provider (sandbox by default, Stripe in production; ARCHITECTURE).
// Implementations live in apps/api; this package only states the contract both sides agree on.
import type { Recurrence } from '@vitrina/core-model';

export type PaymentStatus = 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';

/** Failures a customer can be shown (spec §8 "Transaction not found, Invalid transaction, Expired transaction"). */
export type PaymentFailureCode =
  | 'transaction-not-found'
  | 'invalid-transaction'
  | 'expired-transaction'
  | 'declined'
  /** The card was declined for lack of funds (Stripe's `insufficient_funds`). */
  | 'insufficient-funds'
  | 'gateway-error';

export interface CreatePaymentInput {
  /** Order, quote or invoice uuid being paid. */
  orderId: string;
  amountCents: number;
  /** ISO 4217, e.g. "USD". */
  currency: string;
  /** The same key for a retried request must not charge twice. */
  idempotencyKey: string;
  description?: string;
  customerEmail?: string;
  /** Where the provider sends the customer back: /commerce/order/{uuid}/payment_validation/{transactionId}. */
  returnUrl?: string;
  /** Set for a subscription service (spec §3 "subscriptions with frequency"): the card is kept for renewals. */
  recurrence?: Recurrence;
  /** A renewal: the saved payment method (Payment.savedPaymentMethod) it is charged with, off-session. */
  savedPaymentMethod?: string;
}

export interface Payment {
  /** The provider's id of the payment (the `transactionId` of the routes). */
  transactionId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  /** Handed to the browser SDK to finish card entry; never a secret key. */
  clientSecret?: string;
  /** Where to send the customer for extra authentication (3-D Secure) when status is requires_action. */
  redirectUrl?: string;
  failureCode?: PaymentFailureCode;
  /** Only the brand (e.g. "Visa") and the last four digits of a card are ever known past the gateway. */
  card?: { brand: string; last4: string };
  /** A payment waiting for the validation step (requires_action) expires at this time. */
  expiresAt?: Date;
  /** Amount refunded so far. */
  refundedCents?: number;
  /**
   * A subscription's first payment: the opaque token its renewals are charged with (off-session), when the
   * gateway's own differs from the card token it was confirmed with (Stripe: customer and payment method).
   */
  savedPaymentMethod?: string;
}

export interface ConfirmPaymentInput {
  transactionId: string;
  /** Card token / payment method from the browser SDK, if the flow needs it. */
  paymentMethodToken?: string;
  /** A renewal: the customer is not there, `paymentMethodToken` is a saved payment method. */
  offSession?: boolean;
}

export interface PaymentGateway {
  /** Short provider name for logs and the admin, e.g. "sandbox" or "stripe". */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<Payment>;
  confirmPayment(input: ConfirmPaymentInput): Promise<Payment>;
  /** Reads a payment back when the customer returns to payment_validation. */
  getPayment(transactionId: string): Promise<Payment | null>;
  /**
   * The gateway's own record of the payment made under `idempotencyKey` (createPayment's), or null when none
   * was ever made: how a retry or the recovery sweeper learns what happened to a charge whose answer was lost.
   */
  findPaymentByKey(idempotencyKey: string): Promise<Payment | null>;
  cancelPayment(transactionId: string): Promise<Payment>;
  refundPayment(input: { transactionId: string; amountCents?: number; idempotencyKey: string }): Promise<Payment>;
  /**
   * Keeps a new card (a subscription's card update) with the saved payment method it replaces: answers the new
   * saved token, or why the card was refused. Gateways whose card token is already reusable (the sandbox) leave it out.
   */
  saveCard?(input: {
    saved: string;
    paymentMethodToken: string;
    customerEmail: string;
    idempotencyKey: string;
  }): Promise<{ saved: string } | { failureCode: PaymentFailureCode }>;
  /** The browser's key when the gateway runs card entry in the browser (Stripe); absent for the sandbox. */
  readonly publishableKey?: string | null;
  /**
   * The sandbox's own validation step (spec §2 payment_validation): the customer approves or fails the
   * payment waiting in requires_action. Gateways whose step runs at the provider (Stripe) leave it out.
   */
  validate?(transactionId: string, approve: boolean): Promise<Payment | null>;
}
