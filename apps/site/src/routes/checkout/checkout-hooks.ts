// Behaviour the products checkout and the services finalize page share (issues 13 and 15).
import { useStoreInfoQuery } from '@vitrina/api-client';
import { isPaymentCountry } from '@vitrina/core-model';
import { useEffect, useRef } from 'react';
import { useSiteContext } from '../../app/site-context.js';
import { newIdempotencyKey } from './place-order.js';

/** A new step takes the focus to its heading, so keyboard and screen-reader users start there (not on load). */
export function useStepFocus(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}

/**
 * The Idempotency-Key of the attempt to pay: a fresh one per attempt, the same one again only when the last
 * attempt got no answer (a retry must not charge twice).
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  return {
    take: () => (key.current ??= newIdempotencyKey()),
    settle: (retrySameKey: boolean) => {
      if (!retrySameKey) key.current = null;
    },
  };
}

/** The store's checkout settings: currency symbol, gateway, the countries it takes payments from (spec §9). */
export function useCheckoutInfo() {
  const { site } = useSiteContext();
  const info = useStoreInfoQuery(site.client.id);
  const symbol = info.data?.currency_symbol ?? site.client.currency?.symbol ?? '$';
  const countries = info.data?.payment_countries ?? [];
  // The business's own country first, when the store ships there.
  const ownCountry = (site.client.country?.country_code ?? '').toUpperCase();
  const defaultCountry = (countries.length > 0 ? countries.includes(ownCountry) : isPaymentCountry(ownCountry)) ? ownCountry : '';
  return { info, symbol, countries, defaultCountry };
}
