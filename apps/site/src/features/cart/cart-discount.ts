// The discount code a visitor applied to a cart (issue 30), kept in local storage beside the cart (its own
// key per cart: `cart_discount_code`, `services_cart_discount_code`) so the checkout sends it, and asked of
// the API again whenever the lines change: the cart's summary shows the server's totals with the discount,
// never a discount worked out here. A code the API refuses is not kept (an applied one that stops applying,
// say below its minimum after a line is removed, is dropped with its message shown).
import { discountRefusalOf, useProductsDiscountQuery, useServicesDiscountQuery } from '@vitrina/api-client';
import type { CheckoutLine, DiscountCheck, DiscountRefusalRead, ServicesCheckoutLine } from '@vitrina/api-client';
import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from './discount-storage.js';

export interface CartDiscount {
  /** The code applied and kept (as the business wrote it once the API has answered), or null. */
  code: string | null;
  /** The server's answer for the code and the current lines (its totals include the discount). */
  applied: DiscountCheck | null;
  /** Asking the API about a code now. */
  busy: boolean;
  /** Why the last code tried (or the applied one, now) takes nothing off; null when none. */
  refusal: DiscountRefusalRead | null;
  /** The API could not be asked (network, 5xx): the code is kept. */
  failed: boolean;
  apply: (typed: string) => void;
  remove: () => void;
}

type Lines = { kind: 'products'; lines: readonly CheckoutLine[] } | { kind: 'services'; lines: readonly ServicesCheckoutLine[] };

/** The cart's discount code for these lines (skip while the cart is not read yet or is empty). */
export function useCartDiscount(clientId: number, cart: Lines & { ready: boolean }): CartDiscount {
  const { kind } = cart;
  const [stored, setStored] = useState<string | null>(null);
  const [candidate, setCandidate] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<DiscountRefusalRead | null>(null);
  // Read after hydration: the server and the first browser render have no code.
  useEffect(() => setStored(readStored(kind)), [kind]);

  const code = candidate ?? stored;
  const skip = !cart.ready || cart.lines.length === 0 || !code;
  const products = useProductsDiscountQuery(
    { clientId, code: code ?? '', lines: cart.kind === 'products' ? [...cart.lines] : [] },
    { skip: skip || kind !== 'products' },
  );
  const services = useServicesDiscountQuery(
    { clientId, code: code ?? '', lines: cart.kind === 'services' ? [...cart.lines] : [] },
    { skip: skip || kind !== 'services' },
  );
  const query = kind === 'products' ? products : services;
  const settled = !skip && !query.isFetching;
  const refused = settled && query.isError ? discountRefusalOf(query.error) : null;

  useEffect(() => {
    if (!settled) return;
    if (query.currentData) {
      // Kept as the business wrote it: the checkout and the discount line show it so.
      if (candidate !== null || stored !== query.currentData.code) {
        writeStored(kind, query.currentData.code);
        setStored(query.currentData.code);
        setCandidate(null);
      }
      setRefusal(null);
    } else if (refused) {
      setRefusal(refused);
      if (candidate !== null) setCandidate(null);
      else {
        writeStored(kind, null);
        setStored(null);
      }
    }
  }, [settled, query.currentData, refused?.refusal, candidate, stored, kind]);

  const apply = useCallback((typed: string) => {
    const trimmed = typed.trim();
    if (!trimmed) return;
    setRefusal(null);
    setCandidate(trimmed);
  }, []);
  const remove = useCallback(() => {
    writeStored(kind, null);
    setStored(null);
    setCandidate(null);
    setRefusal(null);
  }, [kind]);

  // While the same code is asked again for changed lines, its last answer stays (as the cart check's does).
  const sameCode = !skip && query.isFetching && query.data?.code.toLowerCase() === code?.toLowerCase();
  return {
    code: candidate === null ? stored : null,
    applied: candidate === null && !skip ? (query.currentData ?? (sameCode ? (query.data ?? null) : null)) : null,
    busy: !skip && query.isFetching,
    refusal,
    failed: settled && query.isError && !refused,
    apply,
    remove,
  };
}
