// Behaviour the products checkout and the services finalize page share (issues 13 and 15).
import { useStoreInfoQuery } from '@vitrina/api-client';
import { isPaymentCountry } from '@vitrina/core-model';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { newIdempotencyKey } from './place-order.js';
import type { CheckoutOutcome } from './place-order.js';

/** A new step takes the focus to its heading, so keyboard and screen-reader users start there (not on load). */
export function useStepFocus(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useLayoutEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}

/** One attempt to pay: its Idempotency-Key and the body posted with it. */
export interface Attempt<B> {
  key: string;
  body: B;
}

/**
 * The attempt to pay: a fresh Idempotency-Key per attempt; the same attempt again — its key and the very body
 * it posted — only when the last one's outcome is unknown (no answer, a 5xx, the payment still being
 * confirmed). The server refuses a key with another body (a Stripe card makes a new payment method id per
 * click), and a new key could charge twice: a retry re-sends exactly what was sent.
 */
export function useAttempt<B>() {
  const kept = useRef<Attempt<B> | null>(null);
  return {
    take: (body: B): Attempt<B> => (kept.current ??= { key: newIdempotencyKey(), body }),
    settle: (retrySame: boolean) => {
      if (!retrySame) kept.current = null;
    },
  };
}

/** The store's checkout settings: currency (ISO 4217), gateway, the countries it takes payments from (spec §9). */
export function useCheckoutInfo() {
  const { site } = useSiteContext();
  const info = useStoreInfoQuery(site.client.id);
  const currency = info.data?.currency ?? site.client.currency_code;
  const countries = info.data?.payment_countries ?? [];
  // The business's own country first, when the store ships there.
  const ownCountry = (site.client.country?.country_code ?? '').toUpperCase();
  const defaultCountry = (countries.length > 0 ? countries.includes(ownCountry) : isPaymentCountry(ownCountry)) ? ownCountry : '';
  return { info, currency, countries, defaultCountry };
}

type LeavingOutcome = Extract<CheckoutOutcome, { kind: 'placed' | 'validation' }>;

/**
 * Placing the order (products checkout, services finalize): `placing` while the POST is out, its
 * Idempotency-Key and body (useAttempt: a retry of an attempt whose outcome is unknown re-sends both), and
 * the two answers that leave the page — placed → the success page with the cart emptied; a card asking for
 * validation → payment_validation, which empties the cart once the payment is confirmed (`validationQuery`
 * says which cart). Any other outcome is the page's to show.
 */
export function usePlaceOrder(options: { successPath: (orderUuid: string) => string; validationQuery?: string; clearCart: () => void }) {
  const { hrefFor } = useSiteContext();
  const navigate = useNavigate();
  const attempt = useAttempt<unknown>();
  const [placing, setPlacing] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function submit<B, O extends { kind: string }>(
    body: B,
    send: (idempotencyKey: string, body: B) => Promise<O>,
  ): Promise<Exclude<O, LeavingOutcome> | null> {
    setPlacing(true);
    const taken = attempt.take(body);
    const answer = await send(taken.key, taken.body as B);
    const outcome = answer as unknown as LeavingOutcome | { kind: 'error'; retrySameKey: boolean } | { kind: 'other' };
    attempt.settle(outcome.kind === 'error' && outcome.retrySameKey);
    setPlacing(false);
    if (outcome.kind === 'placed') {
      setLeaving(true);
      options.clearCart();
      navigate(hrefFor(options.successPath(outcome.orderUuid)));
      return null;
    }
    if (outcome.kind === 'validation') {
      setLeaving(true);
      const path = `/commerce/order/${outcome.orderUuid}/payment_validation/${encodeURIComponent(outcome.transactionId)}`;
      navigate(hrefFor(`${path}${options.validationQuery ?? ''}`));
      return null;
    }
    return answer as Exclude<O, LeavingOutcome>;
  }
  return { placing, leaving, setLeaving, submit };
}
