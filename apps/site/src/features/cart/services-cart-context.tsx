// The visitor's services cart (spec §3 "A separate services cart exists": its own local-storage key; §5
// "only one subscription service per order. One-time services and a subscription cannot be mixed"), shared
// by the header's services-cart link, the services store pages, /services-cart and /services-finalize.
//
//   const cart = useServicesCart();
//   cart.ready / cart.lines / cart.count     as useCart() (see cart-context.tsx)
//   cart.keyOf(line)                         commerce serviceLineKey: the service id as a string
//   cart.add(line)                           [] when added; else the §5 violations that refused it (nothing changes)
//   cart.setQuantity(key, n) · cart.remove(key) · cart.clear() (after a successful order)
import { cartItemCount, checkServiceAddition, createServicesCartStorage, serviceLineKey, servicesCartReducer } from '@vitrina/commerce';
import type { OrderRuleViolation, ServicesCartAction } from '@vitrina/commerce';
import { SERVICES_CART_STORAGE_KEY } from '@vitrina/core-model';
import type { ServicesCartLine } from '@vitrina/core-model';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { clearStoredDiscountCode } from './discount-storage.js';
import type { ReactNode } from 'react';
import { useStoredLines } from './stored-lines.js';

export interface ServicesCartApi {
  ready: boolean;
  lines: readonly ServicesCartLine[];
  count: number;
  keyOf: (line: Pick<ServicesCartLine, 'serviceId'>) => string;
  add: (line: ServicesCartLine) => OrderRuleViolation[];
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
}

const ServicesCartContext = createContext<ServicesCartApi | null>(null);
const servicesStorage = () => createServicesCartStorage();

export function ServicesCartProvider({ children }: { children: ReactNode }) {
  const { ready, lines, dispatch } = useStoredLines<ServicesCartLine, ServicesCartAction>(
    SERVICES_CART_STORAGE_KEY,
    servicesStorage,
    servicesCartReducer,
  );

  // Refused up front (spec §5), so the cart never holds an order the checkout would refuse.
  const add = useCallback(
    (line: ServicesCartLine) => {
      const violations = checkServiceAddition(lines, line);
      if (violations.length === 0) dispatch({ type: 'add', line });
      return violations;
    },
    [lines, dispatch],
  );
  const setQuantity = useCallback(
    (key: string, quantity: number) => {
      // A subscription is one service bought once: its quantity stays 1.
      const line = lines.find((l) => serviceLineKey(l) === key);
      dispatch({ type: 'setQuantity', key, quantity: line?.isSubscription ? 1 : quantity });
    },
    [lines, dispatch],
  );
  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), [dispatch]);
  // An order placed with the cart's discount code (issue 30) uses it up: the code goes with the lines.
  const clear = useCallback(() => {
    clearStoredDiscountCode('services');
    dispatch({ type: 'clear' });
  }, [dispatch]);

  const api = useMemo<ServicesCartApi>(
    () => ({ ready, lines, count: cartItemCount({ lines }), keyOf: serviceLineKey, add, setQuantity, remove, clear }),
    [ready, lines, add, setQuantity, remove, clear],
  );
  return <ServicesCartContext.Provider value={api}>{children}</ServicesCartContext.Provider>;
}

export function useServicesCart(): ServicesCartApi {
  const api = useContext(ServicesCartContext);
  if (!api) throw new Error('useServicesCart must be used inside <ServicesCartProvider> (the site layout renders it)');
  return api;
}
