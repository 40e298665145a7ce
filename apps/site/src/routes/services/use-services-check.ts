// The services cart checked by the API now (POST services-cart/check): live prices, totals, the §5 rule
// violations and whether the order is a quote request. The cart and finalize pages both read it.
import { useServicesCartCheckQuery } from '@vitrina/api-client';
import type { CheckedServiceLine } from '@vitrina/api-client';
import { useMemo } from 'react';
import type { ServicesCartApi } from '../../features/cart/index.js';

export function useServicesCheck(clientId: number, cart: ServicesCartApi) {
  const lines = useMemo(() => cart.lines.map((line) => ({ service_id: line.serviceId, quantity: line.quantity })), [cart.lines]);
  const check = useServicesCartCheckQuery({ clientId, lines }, { skip: !cart.ready || lines.length === 0 });
  const byKey = useMemo(() => new Map<string, CheckedServiceLine>((check.data?.lines ?? []).map((l) => [l.key, l])), [check.data]);
  const unavailable = check.data?.lines.some((line) => line.problem !== null) ?? false;
  return { lines, check, byKey, unavailable };
}
