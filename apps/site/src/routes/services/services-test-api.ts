// A fake of the services store API for the page tests (contract services-store.ts): the catalog, the cart
// check running commerce's rules like the server does, and a services checkout whose answer a test picks.
import { checkServiceOrder } from '@vitrina/commerce';
import type { ServicesCartLine } from '@vitrina/core-model';
import { json } from '../../testing/fixtures.js';

const base = {
  description: '',
  images: [] as string[],
  requires_quote: false,
  is_subscription: false,
  recurrence: null,
  duration_minutes: 60,
  bookable: false,
};
export const TASTING = {
  ...base,
  id: 1,
  slug: 'chefs-table-tasting',
  name: "Chef's table tasting",
  price: '85.00',
  bookable: true,
  description: 'Seven courses.',
};
export const BREAD = {
  ...base,
  id: 5,
  slug: 'weekly-bread-box',
  name: 'Weekly bread box',
  price: '18.00',
  is_subscription: true,
  recurrence: 'weekly',
};
export const CATERING = { ...base, id: 7, slug: 'event-catering', name: 'Event catering', price: '0.00', requires_quote: true };
export const SERVICES = [TASTING, BREAD, CATERING];
type Service = (typeof SERVICES)[number];

export const ORDER_UUID = '6a0c7d55-2b1f-4c3e-8f7a-0d9b1e2c3a4b';

export const cartLine = (s: Service, quantity = 1): ServicesCartLine => ({
  serviceId: s.id,
  slug: s.slug,
  name: s.name,
  image: null,
  unitPrice: s.price,
  quantity,
  requiresQuote: s.requires_quote,
  isSubscription: s.is_subscription,
  recurrence: s.recurrence as ServicesCartLine['recurrence'],
});

export interface Posted {
  body: unknown;
  idempotencyKey: string | null;
}

export function servicesApi(options: { checkout?: () => Response; order?: unknown; services?: Service[] } = {}) {
  const services = options.services ?? SERVICES;
  const posted: Posted[] = [];
  const handler = (path: string, init: RequestInit | undefined) => {
    let m: RegExpExecArray | null;
    if (/^\/api\/client\/\d+\/services-store$/.test(path)) return json({ services });
    if ((m = /^\/api\/client\/\d+\/services-store\/([^/]+)$/.exec(path))) {
      const service = services.find((s) => s.slug === m?.[1]);
      return service ? json({ service }) : json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }
    if (/^\/api\/client\/\d+\/store$/.test(path))
      return json({
        tax_rate: '0',
        shipping_rate: '0.00',
        currency: 'USD',
        payment_countries: ['US'],
        gateway: 'sandbox',
        publishable_key: null,
      });
    if (/^\/api\/client\/\d+\/services-cart\/check$/.test(path)) {
      const { lines } = JSON.parse(String(init?.body)) as { lines: { service_id: number; quantity: number }[] };
      const found = lines.map((l) => ({ l, s: services.find((s) => s.id === l.service_id) ?? null }));
      const rules = checkServiceOrder(found.flatMap(({ l, s }) => (s ? [cartLine(s, l.quantity)] : [])));
      const subtotal = found.reduce((sum, { l, s }) => sum + Number(s?.price ?? 0) * l.quantity, 0).toFixed(2);
      return json({
        lines: found.map(({ l, s }) => ({ ...l, key: String(l.service_id), service: s, problem: s ? null : 'unavailable' })),
        totals: { subtotal, discount: '0.00', total_before_tax: subtotal, estimated_tax: '0.00', shipping: '0.00', total: subtotal },
        violations: rules.map((v) => ({ code: v.code, line_keys: v.lineKeys })),
        quote_request: found.some(({ s }) => s?.requires_quote),
      });
    }
    if (/^\/api\/client\/\d+\/services-checkout$/.test(path)) {
      const headers = new Headers(init?.headers);
      posted.push({ body: JSON.parse(String(init?.body)), idempotencyKey: headers.get('Idempotency-Key') });
      return options.checkout?.() ?? json({ error: { code: 'down' } }, 500);
    }
    if (path.endsWith(`/orders/${ORDER_UUID}`) && options.order) return json(options.order);
    return null;
  };
  return { handler, posted };
}

export const placed = (kind: 'order' | 'quote' = 'order') =>
  json(
    {
      order_uuid: ORDER_UUID,
      order_number: '1042',
      kind,
      transaction_id: kind === 'quote' ? null : 'sbx_9',
      next: 'success',
      client_secret: null,
      totals: { subtotal: '0.00', discount: '0.00', total_before_tax: '0.00', estimated_tax: '0.00', shipping: '0.00', total: '0.00' },
    },
    201,
  );
