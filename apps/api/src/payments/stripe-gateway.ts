// The Stripe gateway (issue 13; ARCHITECTURE "payment gateway": Stripe in production, configured by
// STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY). Card entry runs in Stripe Elements in the browser, which
// hands the checkout a PaymentMethod id (`pm_…`): no card number ever reaches this server. One payment is
// one PaymentIntent; the order's uuid rides in its metadata (the webhook finds the order by it) and every
// money-moving call carries an Idempotency-Key, so a retried checkout or refund never charges twice.
// Only the brand and the last four digits of a card are read back (the charge's payment_method_details).
// Subscriptions (Stripe's "save a card during payment"): the first payment is made for a Stripe Customer with
// setup_future_usage off_session, so Stripe attaches its PaymentMethod to that customer; the saved token is
// "customer/payment method", and a renewal's PaymentIntent is made for that customer and confirmed with
// off_session (a card that then asks for authentication is declined: authentication_required).
import type {
  ConfirmPaymentInput,
  CreatePaymentInput,
  Payment,
  PaymentFailureCode,
  PaymentGateway,
  PaymentStatus,
} from '@vitrina/commerce';
import { MINOR_UNIT_DIGITS, currencyMinorDigits, roundMinor } from '@vitrina/core-model';
import type Stripe from 'stripe';

// Vitrina counts every currency in hundredths (core-model MinorUnits); Stripe counts in the currency's own
// minor unit (ISO 4217: yen have none, dinars three). The business's ISO code says which, at this boundary.
const stripeScale = (currency: string) => 10 ** (currencyMinorDigits(currency.toUpperCase()) - MINOR_UNIT_DIGITS);
/** Hundredths → Stripe's `amount` in the currency's minor unit (¥2,500.00 → 2500). */
export const toStripeAmount = (cents: number, currency: string): number => roundMinor(cents * stripeScale(currency));
/** Stripe's `amount` → hundredths (2500 yen → 250000). */
export const fromStripeAmount = (amount: number, currency: string): number => roundMinor(amount / stripeScale(currency));

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string | null;
  /** Where the Stripe API answers; tests point it at a local imitation (`http` on 127.0.0.1). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Tests use 0; Stripe's own default retries safe requests once. */
  maxNetworkRetries?: number;
}

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
  interac: 'Interac',
};

/** What a declined card's error says, in commerce's words (its messages are spec §8's). */
export function failureCodeOf(error: { code?: string | null; decline_code?: string | null } | null | undefined): PaymentFailureCode {
  if (!error) return 'declined';
  if (error.decline_code === 'insufficient_funds') return 'insufficient-funds';
  if (error.code === 'payment_intent_authentication_failure') return 'invalid-transaction';
  if (
    error.code === 'card_declined' ||
    error.code === 'expired_card' ||
    error.code === 'incorrect_cvc' ||
    error.code === 'processing_error'
  ) {
    return 'declined';
  }
  return error.code ? 'declined' : 'gateway-error';
}

/** Stripe's PaymentIntent statuses → commerce's (a PaymentIntent back at requires_payment_method after an attempt has failed). */
export function statusOf(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'requires_confirmation';
    default:
      return 'requires_confirmation';
  }
}

function cardOf(intent: Stripe.PaymentIntent): { brand: string; last4: string } | undefined {
  const charge = intent.latest_charge;
  const card = charge && typeof charge === 'object' ? charge.payment_method_details?.card : undefined;
  if (!card?.last4 || !/^[0-9]{4}$/.test(card.last4)) return undefined;
  return { brand: BRANDS[card.brand ?? ''] ?? 'Card', last4: card.last4 };
}

function refundedOf(intent: Stripe.PaymentIntent): number {
  const charge = intent.latest_charge;
  return charge && typeof charge === 'object' ? charge.amount_refunded : 0;
}

/** The token a subscription keeps for its renewals: the Stripe Customer and its PaymentMethod. */
export const savedTokenOf = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

/** A saved token's parts; a bare PaymentMethod id (never attached to a customer) has no customer. */
export function readSavedToken(token: string): { customer: string | null; paymentMethod: string } {
  const [customer, paymentMethod] = token.split('/');
  return paymentMethod === undefined ? { customer: null, paymentMethod: token } : { customer: customer || null, paymentMethod };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** A first payment made to be reused off-session: its customer and payment method, once it has one. */
function savedOf(intent: Stripe.PaymentIntent): string | undefined {
  const customer = idOf(intent.customer);
  const paymentMethod = idOf(intent.payment_method);
  return intent.setup_future_usage === 'off_session' && customer && paymentMethod ? savedTokenOf(customer, paymentMethod) : undefined;
}

/** A PaymentIntent as commerce sees it. */
export function toPayment(intent: Stripe.PaymentIntent): Payment {
  const status = statusOf(intent);
  const saved = savedOf(intent);
  const card = cardOf(intent);
  const redirectUrl = intent.next_action?.redirect_to_url?.url ?? undefined;
  return {
    transactionId: intent.id,
    orderId: intent.metadata?.order ?? '',
    amountCents: fromStripeAmount(intent.amount, intent.currency),
    currency: intent.currency.toUpperCase(),
    status,
    ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
    ...(status === 'requires_action' && redirectUrl ? { redirectUrl } : {}),
    ...(status === 'failed' ? { failureCode: failureCodeOf(intent.last_payment_error) } : {}),
    ...(card ? { card } : {}),
    refundedCents: fromStripeAmount(refundedOf(intent), intent.currency),
    ...(saved ? { savedPaymentMethod: saved } : {}),
  };
}

const EXPAND = ['latest_charge'];

/** Stripe's errors by name (the `stripe` module itself is loaded only when first used). */
const isStripeError = (error: unknown, type: string): error is Stripe.errors.StripeError =>
  error instanceof Error && (error as { type?: unknown }).type === type;

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  readonly publishableKey: string | null;
  private loaded: Promise<Stripe> | null = null;
  /**
   * What createPayment just made, for the confirm that follows it in the same checkout (its return URL),
   * so confirming needs no extra read; another node or a restart reads the PaymentIntent back instead.
   */
  private readonly created = new Map<string, { returnUrl: string; orderId: string; amountCents: number; currency: string }>();

  constructor(private readonly options: StripeGatewayOptions) {
    this.publishableKey = options.publishableKey;
  }

  /**
   * The Stripe client, made on first use: the `stripe` package is not even loaded by a process that never
   * takes a payment (every test server, every sandbox store). Also verifies webhook signatures.
   */
  client(): Promise<Stripe> {
    this.loaded ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(this.options.secretKey, {
          maxNetworkRetries: this.options.maxNetworkRetries ?? 1,
          telemetry: false,
          appInfo: { name: 'Vitrina' },
          ...(this.options.api ?? {}),
        }),
    );
    return this.loaded;
  }

  /** The Stripe Customer of a subscription's first payment, one per checkout key (a retry reuses it). */
  private async newCustomer(stripe: Stripe, email: string | undefined, key: string): Promise<string> {
    const customer = await stripe.customers.create(email ? { email } : {}, { idempotencyKey: `customer-${key}` });
    return customer.id;
  }

  async createPayment(input: CreatePaymentInput): Promise<Payment> {
    const stripe = await this.client();
    // A renewal is made for the customer its card was saved with; a first payment of a subscription for a
    // new customer, keeping the card for off-session use.
    const customer = input.savedPaymentMethod
      ? readSavedToken(input.savedPaymentMethod).customer
      : input.recurrence
        ? await this.newCustomer(stripe, input.customerEmail, input.idempotencyKey)
        : null;
    const intent = await stripe.paymentIntents.create(
      {
        amount: toStripeAmount(input.amountCents, input.currency),
        // Stripe writes ISO 4217 codes in lower case.
        currency: input.currency.toLowerCase(),
        // Cards only: Elements' card element makes the PaymentMethod, and no redirect-only method can
        // appear that the payment step does not offer.
        allowed_payment_method_types: ['card'],
        // `key`: the payment is found again by it when its answer was lost (findPaymentByKey).
        metadata: { order: input.orderId, key: input.idempotencyKey, ...(input.returnUrl ? { return_url: input.returnUrl } : {}) },
        ...(input.description ? { description: input.description } : {}),
        ...(input.customerEmail ? { receipt_email: input.customerEmail } : {}),
        ...(customer ? { customer } : {}),
        ...(input.recurrence && !input.savedPaymentMethod ? { setup_future_usage: 'off_session' as const } : {}),
      },
      { idempotencyKey: `create-${input.idempotencyKey}` },
    );
    if (this.created.size >= 1_000) this.created.delete(this.created.keys().next().value as string);
    this.created.set(intent.id, {
      returnUrl: input.returnUrl ?? '',
      orderId: input.orderId,
      amountCents: fromStripeAmount(intent.amount, intent.currency),
      currency: intent.currency,
    });
    return toPayment(intent);
  }

  async confirmPayment(input: ConfirmPaymentInput): Promise<Payment> {
    if (!input.paymentMethodToken) throw new Error('stripe: confirming needs the PaymentMethod id from Stripe Elements');
    // The return URL was given when the payment was created (the payment_validation page of its order,
    // whose `{transactionId}` only now has a value).
    const stripe = await this.client();
    let known = this.created.get(input.transactionId);
    if (!known) {
      const current = await stripe.paymentIntents.retrieve(input.transactionId);
      known = {
        returnUrl: current.metadata?.return_url ?? '',
        orderId: current.metadata?.order ?? '',
        amountCents: fromStripeAmount(current.amount, current.currency),
        currency: current.currency,
      };
    }
    this.created.delete(input.transactionId);
    const returnUrl = known.returnUrl.replace('{transactionId}', input.transactionId);
    try {
      const intent = await stripe.paymentIntents.confirm(
        input.transactionId,
        input.offSession
          ? // Nobody is there for a validation step: Stripe declines (authentication_required) instead of asking.
            { payment_method: readSavedToken(input.paymentMethodToken).paymentMethod, off_session: true, expand: EXPAND }
          : {
              payment_method: input.paymentMethodToken,
              // stripe.js runs the validation step (3-D Secure) with handleNextAction on the payment_validation page.
              use_stripe_sdk: true,
              ...(returnUrl ? { return_url: returnUrl } : {}),
              expand: EXPAND,
            },
        // One confirmation per payment and card: a retried checkout does not confirm twice.
        { idempotencyKey: `confirm-${input.transactionId}-${input.paymentMethodToken}` },
      );
      return toPayment(intent);
    } catch (error) {
      // A declined card is an answer, not a failure of ours: Stripe sends the PaymentIntent with the error.
      if (isStripeError(error, 'StripeCardError')) {
        const intent = error.payment_intent;
        const failureCode = failureCodeOf({ code: error.code ?? null, decline_code: error.decline_code });
        if (intent) return { ...toPayment(intent), status: 'failed', failureCode };
        return {
          transactionId: input.transactionId,
          orderId: known.orderId,
          amountCents: known.amountCents,
          currency: known.currency.toUpperCase(),
          status: 'failed',
          failureCode,
        };
      }
      throw error;
    }
  }

  async saveCard(input: {
    saved: string;
    paymentMethodToken: string;
    customerEmail: string;
    idempotencyKey: string;
  }): Promise<{ saved: string } | { failureCode: PaymentFailureCode }> {
    const stripe = await this.client();
    // A card saved before customers were made has none: the new card gets one.
    const customer = readSavedToken(input.saved).customer ?? (await this.newCustomer(stripe, input.customerEmail, input.idempotencyKey));
    try {
      await stripe.paymentMethods.attach(input.paymentMethodToken, { customer }, { idempotencyKey: `attach-${input.idempotencyKey}` });
    } catch (error) {
      if (isStripeError(error, 'StripeCardError'))
        return { failureCode: failureCodeOf({ code: error.code ?? null, decline_code: error.decline_code }) };
      throw error;
    }
    return { saved: savedTokenOf(customer, input.paymentMethodToken) };
  }

  async getPayment(transactionId: string): Promise<Payment | null> {
    if (!transactionId.startsWith('pi_')) return null;
    try {
      return toPayment(await (await this.client()).paymentIntents.retrieve(transactionId, { expand: EXPAND }));
    } catch (error) {
      const missing = isStripeError(error, 'StripeInvalidRequestError') && (error.statusCode === 404 || error.code === 'resource_missing');
      if (missing) return null;
      throw error;
    }
  }

  /**
   * Stripe's search by the metadata `key` every PaymentIntent is made with. Search is eventually consistent
   * (Stripe: "under a minute" in normal conditions), so the recovery sweeper asks only about payments older
   * than its bound (PAYMENT_RECOVERY_AFTER_SECONDS, two minutes by default).
   */
  async findPaymentByKey(idempotencyKey: string): Promise<Payment | null> {
    const stripe = await this.client();
    const quoted = idempotencyKey.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const found = await stripe.paymentIntents.search({ query: `metadata['key']:'${quoted}'`, limit: 2 });
    const [intent] = found.data;
    if (!intent) return null;
    // Read back whole (the card's brand and last four are on its latest charge).
    return (await this.getPayment(intent.id)) ?? toPayment(intent);
  }

  async cancelPayment(transactionId: string): Promise<Payment> {
    const intent = await (
      await this.client()
    ).paymentIntents.cancel(transactionId, { expand: EXPAND }, { idempotencyKey: `cancel-${transactionId}` });
    return toPayment(intent);
  }

  async refundPayment(input: { transactionId: string; amountCents?: number; idempotencyKey: string }): Promise<Payment> {
    const stripe = await this.client();
    // A part refund is written in the payment's own currency's minor unit.
    const currency = input.amountCents !== undefined ? (await stripe.paymentIntents.retrieve(input.transactionId)).currency : '';
    await stripe.refunds.create(
      {
        payment_intent: input.transactionId,
        ...(input.amountCents !== undefined ? { amount: toStripeAmount(input.amountCents, currency) } : {}),
      },
      { idempotencyKey: `refund-${input.idempotencyKey}` },
    );
    // The refund's own answer does not say the total refunded: read the payment back.
    return toPayment(await stripe.paymentIntents.retrieve(input.transactionId, { expand: EXPAND }));
  }
}
