// Every public route of spec §2 (and its open/ twin) as a react-router path, with the page that shows
// it. Routes of later issues (services, booking, quotes and invoices, forms) are registered so they are never
// "unknown", and show the §8 "… Not Available" screens until their issue lands.
import { OPEN_PREFIX, PUBLIC_ROUTES } from '@vitrina/core-model';
import type { RouteId } from '@vitrina/core-model';

export type PageKey =
  | 'home'
  | 'gallery'
  | 'blog'
  | 'blogPost'
  | 'status'
  | 'notAvailable'
  // The products store (issue 13):
  | 'store'
  | 'product'
  | 'cart'
  | 'shipping'
  | 'orderSuccessful'
  | 'invoiceSuccessful'
  | 'order'
  | 'transaction'
  | 'paymentValidation'
  | 'orderFeedback'
  // Appointment booking (issue 14):
  | 'appointment'
  | 'employeeAppointment';
export type StatusKind = 'notFound' | 'websiteDisabled' | 'accessDenied' | 'error' | 'setupWebsite';
export type UnavailableKind = 'products' | 'services' | 'orders' | 'forms';

export interface PageHandle {
  routeId: RouteId;
  page: PageKey;
  /** Header, nav and footer of the site around the page (not on status pages). */
  chrome: boolean;
  status?: StatusKind;
  unavailable?: UnavailableKind;
}

const UNAVAILABLE: Partial<Record<RouteId, UnavailableKind>> = {
  subscriptionPaymentUpdateSuccessful: 'products',
  serviceDetail: 'services',
  storeServiceDetail: 'services',
  servicesStore: 'services',
  servicesCart: 'services',
  servicesFinalize: 'services',
  servicesSuccess: 'services',
  customerForms: 'forms',
  appointmentForms: 'forms',
  customerForm: 'forms',
};

const OWN_PAGES: Partial<Record<RouteId, PageKey>> = {
  home: 'home',
  gallery: 'gallery',
  blog: 'blog',
  blogPost: 'blogPost',
  shop: 'store',
  store: 'store',
  productDetail: 'product',
  storeProductDetail: 'product',
  cart: 'cart',
  shippingInformation: 'shipping',
  orderSuccessful: 'orderSuccessful',
  invoiceSuccessful: 'invoiceSuccessful',
  orderDetail: 'order',
  orderTransaction: 'transaction',
  paymentValidation: 'paymentValidation',
  orderFeedback: 'orderFeedback',
  appointment: 'appointment',
  employeeAppointment: 'employeeAppointment',
};

export interface PageRoute {
  /** react-router id: the core-model route id, `open:` + id for the twin. */
  id: string;
  /** react-router path relative to the root ('' for Home). */
  path: string;
  handle: PageHandle;
}

/** `/product/{slug}` → `product/:slug`. */
export function routerPath(pattern: string): string {
  return pattern.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1');
}

function handleFor(routeId: RouteId, status: boolean): PageHandle {
  if (status) return { routeId, page: 'status', chrome: false, status: routeId as StatusKind };
  const unavailable = UNAVAILABLE[routeId];
  if (unavailable) return { routeId, page: 'notAvailable', chrome: true, unavailable };
  return { routeId, page: OWN_PAGES[routeId] ?? 'notAvailable', chrome: true };
}

export const PAGE_ROUTES: readonly PageRoute[] = PUBLIC_ROUTES.flatMap((def) => {
  const handle = handleFor(def.id, def.status);
  const own = { id: def.id, path: routerPath(def.pattern), handle };
  if (!def.openTwin) return [own];
  return [own, { id: `open:${def.id}`, path: routerPath(`${OPEN_PREFIX}${def.pattern}`), handle }];
});
