// Stripe.js comes from js.stripe.com (PCI: card fields must be Stripe's own; docs/decisions.md). The
// `pure` entry adds its script only when loadStripe is first called, i.e. on the payment step, and one
// load serves every later call with the same key.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

const loads = new Map<string, Promise<Stripe | null>>();

/** The Stripe object for a publishable key; a failed load (offline, blocked) is retried on the next call. */
export const loadStripeOnce: StripeLoader = (publishableKey) => {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch(() => null);
    loads.set(publishableKey, load);
    void load.then((stripe) => {
      if (!stripe) loads.delete(publishableKey);
    });
  }
  return load;
};
