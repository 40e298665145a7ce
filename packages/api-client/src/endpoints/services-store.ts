// The public services store (contract services-store.ts; issue 15; spec §2 services-store, service/{slug},
// services-cart, services-finalize, services-success/{id}). Visitor calls: no credentials.
//   GET  client/{id}/services-store                  → PublicService[]
//   GET  client/{id}/services-store/{slug}           → PublicService (404 → the page goes to /not-found)
//   POST client/{id}/services-cart/check { lines }   → ServicesCartCheck (live prices + order-rule violations)
//   POST client/{id}/services-checkout (Idempotency-Key) → ServicesCheckoutAnswer
// The success page reads the order with checkout.ts's publicOrder. A failed checkout is read with
// readServicesCheckoutFailure (checkout's reader plus 409 order_rule violations).
import type {
  CheckedServiceLine,
  PublicService,
  PublicServiceAnswer,
  PublicServiceList,
  ServiceRuleViolation,
  ServicesCartCheck,
  ServicesCartCheckBody,
  ServicesCheckoutAnswer,
  ServicesCheckoutBody,
} from '../contracts/services-store.js';
import { RECURRENCE_VALUES, SERVICE_ORDER_RULES } from '../contracts/services-store.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';
import { readCheckoutFailure, readTotals } from './checkout.js';
import type { CheckoutFailure } from './checkout.js';

export type {
  CheckedServiceLine,
  PublicService,
  ServiceRuleViolation,
  ServicesCartCheck,
  ServicesCheckoutAnswer,
  ServicesCheckoutBody,
  ServicesCheckoutLine,
} from '../contracts/services-store.js';

export interface PublicServiceArgs {
  clientId: number;
  slug: string;
}

export interface ServicesCartCheckArgs extends ServicesCartCheckBody {
  clientId: number;
}

export interface ServicesCheckoutArgs {
  clientId: number;
  /** One per attempt (crypto.randomUUID()); a retry of the same attempt reuses it and gets the first answer. */
  idempotencyKey: string;
  body: ServicesCheckoutBody;
}

/** What a failed services checkout tells the page. */
export interface ServicesCheckoutFailure extends CheckoutFailure {
  /** 409 order_rule: commerce checkServiceOrder's violations (line keys are service ids as strings). */
  violations: ServiceRuleViolation[];
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isMoney = (value: unknown): value is string => typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isText) : []);
type Recurrence = (typeof RECURRENCE_VALUES)[number];
const readRecurrence = (value: unknown): Recurrence | null =>
  RECURRENCE_VALUES.includes(value as Recurrence) ? (value as Recurrence) : null;

/** A service of an answer, or null when it lacks what the store needs to show and sell it. */
export function readPublicService(raw: unknown): PublicService | null {
  const s = unchecked<PublicService>(raw);
  if (!s || !isId(s.id) || !isText(s.slug) || !isText(s.name) || !isMoney(s.price)) return null;
  const recurrence = readRecurrence(s.recurrence);
  const isSubscription = s.is_subscription === true && recurrence !== null;
  return {
    id: s.id,
    slug: s.slug,
    name: s.name,
    description: isText(s.description) ? s.description : '',
    price: s.price,
    images: texts(s.images),
    requires_quote: s.requires_quote === true,
    is_subscription: isSubscription,
    recurrence: isSubscription ? recurrence : null,
    duration_minutes: isId(s.duration_minutes) ? s.duration_minutes : 0,
    bookable: s.bookable === true,
  };
}

function readViolation(raw: unknown): ServiceRuleViolation | null {
  const v = unchecked<ServiceRuleViolation>(raw);
  if (!v || !SERVICE_ORDER_RULES.includes(v.code as ServiceRuleViolation['code'])) return null;
  return { code: v.code as ServiceRuleViolation['code'], line_keys: texts(v.line_keys) };
}

const readViolations = (value: unknown): ServiceRuleViolation[] =>
  Array.isArray(value) ? value.map(readViolation).filter((v): v is ServiceRuleViolation => v !== null) : [];

function readCheckedLine(raw: unknown): CheckedServiceLine | null {
  const l = unchecked<CheckedServiceLine>(raw);
  if (!l || !isId(l.service_id) || !isText(l.key)) return null;
  const service = readPublicService(l.service);
  return {
    service_id: l.service_id,
    key: l.key,
    quantity: isId(l.quantity) ? l.quantity : 0,
    service,
    problem: l.problem === 'unavailable' || service === null ? 'unavailable' : null,
  };
}

function readCartCheck(raw: unknown): ServicesCartCheck | null {
  const c = unchecked<ServicesCartCheck>(raw);
  if (!c || !Array.isArray(c.lines)) return null;
  return {
    lines: c.lines.map(readCheckedLine).filter((l): l is CheckedServiceLine => l !== null),
    totals: readTotals(c.totals),
    violations: readViolations(c.violations),
    quote_request: c.quote_request === true,
  };
}

function readAnswer(raw: unknown): ServicesCheckoutAnswer {
  const a = unchecked<ServicesCheckoutAnswer>(raw);
  if (!a || !isText(a.order_uuid)) throw new Error('The API answered without the order');
  return {
    order_uuid: a.order_uuid,
    order_number: isText(a.order_number) ? a.order_number : null,
    kind: a.kind === 'quote' ? 'quote' : 'order',
    transaction_id: isText(a.transaction_id) ? a.transaction_id : null,
    next: a.next === 'validation' ? 'validation' : 'success',
    client_secret: isText(a.client_secret) ? a.client_secret : null,
    totals: readTotals(a.totals),
  };
}

export function readServicesCheckoutFailure(error: unknown): ServicesCheckoutFailure {
  const data = unchecked<{ data: unknown }>(error)?.data;
  return { ...readCheckoutFailure(error), violations: readViolations(unchecked<{ violations: unknown }>(data)?.violations) };
}

const clientPath = (clientId: number) => `client/${encodeURIComponent(String(clientId))}`;

export const servicesStoreApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    storeServices: build.query<PublicService[], number>({
      query: (clientId) => `${clientPath(clientId)}/services-store`,
      transformResponse: (raw: unknown) => {
        const services = unchecked<PublicServiceList>(raw)?.services;
        return Array.isArray(services) ? services.map(readPublicService).filter((s): s is PublicService => s !== null) : [];
      },
      providesTags: (_result, _error, clientId) => [{ type: 'Services', id: `public/${clientId}` }],
    }),
    storeService: build.query<PublicService | null, PublicServiceArgs>({
      query: ({ clientId, slug }) => `${clientPath(clientId)}/services-store/${encodeURIComponent(slug)}`,
      transformResponse: (raw: unknown) => readPublicService(unchecked<PublicServiceAnswer>(raw)?.service),
      providesTags: (_result, _error, { clientId, slug }) => [{ type: 'Services', id: `public/${clientId}/${slug}` }],
    }),
    // A query, not a mutation: the same lines give the same answer, and the cart page shows its latest.
    servicesCartCheck: build.query<ServicesCartCheck | null, ServicesCartCheckArgs>({
      query: ({ clientId, lines }) => ({ url: `${clientPath(clientId)}/services-cart/check`, method: 'POST', body: { lines } }),
      transformResponse: readCartCheck,
      keepUnusedDataFor: 0,
    }),
    /** 201 → where to go next; 400/402/409/422/429 are errors read with readServicesCheckoutFailure. */
    servicesCheckout: build.mutation<ServicesCheckoutAnswer, ServicesCheckoutArgs>({
      query: ({ clientId, idempotencyKey, body }) => ({
        url: `${clientPath(clientId)}/services-checkout`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      transformResponse: readAnswer,
    }),
  }),
});

export const { useStoreServicesQuery, useStoreServiceQuery, useServicesCartCheckQuery, useServicesCheckoutMutation } = servicesStoreApi;
