// Every public route of spec §2 (and its open/ twin) as a react-router path, with the page that shows
// it. A route registered before its page exists shows the §8 "… Not Available" screen (UNAVAILABLE) rather
// than posing as a real state; today every route has its own page.
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
  | 'subscriptionUpdated'
  | 'order'
  | 'transaction'
  | 'paymentValidation'
  | 'orderFeedback'
  // Appointment booking (issue 14):
  | 'appointment'
  | 'employeeAppointment'
  // The customer's own booking by its secret link (issue 30):
  | 'myBooking'
  // The customer's page of their bookings and orders by its secret link (issue 30):
  | 'customerPortal'
  // The services store (issue 15):
  | 'servicesStore'
  | 'service'
  | 'servicesCart'
  | 'servicesFinalize'
  | 'servicesSuccess'
  // Customer forms (issue 15):
  | 'pendingForms'
  | 'customerForm';
export type StatusKind = 'notFound' | 'websiteDisabled' | 'accessDenied' | 'error' | 'setupWebsite';
export type UnavailableKind = 'products' | 'services' | 'orders' | 'forms';

export interface PageHandle {
  routeId: RouteId;
  page: PageKey;
  /** Header, nav and footer of the site around the page (not on status pages). */
  chrome: boolean;
  status?: StatusKind;
  unavailable?: UnavailableKind;
  /**
   * The page runs as islands (docs/decisions.md "Islands on the home page"): the browser never re-renders
   * it, only the parts a visitor can touch wake up; the page carries no router or store state.
   */
  islands?: true;
}

/** Pages served as islands; every other page is hydrated whole. */
const ISLAND_PAGES: ReadonlySet<PageKey> = new Set(['home', 'gallery', 'blog', 'blogPost', 'store', 'product']);

const UNAVAILABLE: Partial<Record<RouteId, UnavailableKind>> = {};

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
  subscriptionPaymentUpdateSuccessful: 'subscriptionUpdated',
  orderDetail: 'order',
  orderTransaction: 'transaction',
  paymentValidation: 'paymentValidation',
  orderFeedback: 'orderFeedback',
  appointment: 'appointment',
  employeeAppointment: 'employeeAppointment',
  myBooking: 'myBooking',
  customerPortal: 'customerPortal',
  servicesStore: 'servicesStore',
  serviceDetail: 'service',
  storeServiceDetail: 'service',
  servicesCart: 'servicesCart',
  servicesFinalize: 'servicesFinalize',
  servicesSuccess: 'servicesSuccess',
  customerForms: 'pendingForms',
  appointmentForms: 'pendingForms',
  customerForm: 'customerForm',
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
  const page = OWN_PAGES[routeId] ?? 'notAvailable';
  return ISLAND_PAGES.has(page) ? { routeId, page, chrome: true, islands: true } : { routeId, page, chrome: true };
}

export const PAGE_ROUTES: readonly PageRoute[] = PUBLIC_ROUTES.flatMap((def) => {
  const handle = handleFor(def.id, def.status);
  const own = { id: def.id, path: routerPath(def.pattern), handle };
  if (!def.openTwin) return [own];
  return [own, { id: `open:${def.id}`, path: routerPath(`${OPEN_PREFIX}${def.pattern}`), handle }];
});
