// The routes of spec §2 as data, with their open/ twins, and a matcher for paths.

interface RouteDef {
  /** Stable id used by plan gating, loaders and the router. */
  id: string;
  /** Spec notation: `{name}` is one path segment. */
  pattern: string;
  /** Has an `/open/...` twin (spec §2, used for template-only sites). */
  openTwin: boolean;
  /** Served by the editor app (login required) rather than the public site. */
  editor: boolean;
  /** Status page of spec §2. */
  status: boolean;
}

function route<const Id extends string>(
  id: Id,
  pattern: string,
  flags: Partial<Pick<RouteDef, 'openTwin' | 'editor' | 'status'>> = {},
): RouteDef & { id: Id } {
  return { id, pattern, openTwin: false, editor: false, status: false, ...flags };
}
const twin = { openTwin: true };

/** Every route of spec §2, in the order of its table. */
export const ROUTES = [
  route('home', '/'),
  route('admin', '/admin', { editor: true }),
  route('gallery', '/gallery'),
  route('galleryAdmin', '/gallery/admin', { editor: true }),
  route('shop', '/shop', twin),
  route('store', '/store', twin),
  route('cart', '/cart', twin),
  route('shippingInformation', '/shipping-information', twin),
  route('productDetail', '/product/{slug}', twin),
  route('serviceDetail', '/service/{slug}', twin),
  route('storeProductDetail', '/store/product/{slug}', twin),
  route('storeServiceDetail', '/store/service/{slug}', twin),
  route('servicesStore', '/services-store', twin),
  route('servicesCart', '/services-cart', twin),
  route('servicesFinalize', '/services-finalize', twin),
  route('servicesSuccess', '/services-success/{id}', twin),
  route('orderSuccessful', '/order-successful/{id}', twin),
  route('invoiceSuccessful', '/invoice-successful/{id}', twin),
  route('subscriptionPaymentUpdateSuccessful', '/subscription-payment-update-successful', twin),
  route('orderDetail', '/commerce/order/{uuid}', twin),
  route('orderTransaction', '/commerce/order/{uuid}/transaction/{transactionId}', twin),
  route('paymentValidation', '/commerce/order/{uuid}/payment_validation/{transactionId}', twin),
  route('orderFeedback', '/commerce/order/{uuid}/feedback', twin),
  route('blog', '/blog'),
  route('blogPost', '/blog/{slug}'),
  route('customerForms', '/forms/customer/{uuid}', twin),
  route('appointmentForms', '/forms/customer/{uuid}/appointment/{appointment_uuid}', twin),
  route('customerForm', '/forms/customer/{uuid}/form/{form_uuid}', twin),
  route('appointment', '/appointment', twin),
  route('employeeAppointment', '/appointment/employee/{id}', twin),
  // Issue 30: the customer's own booking page, by the appointment's secret manage key (its confirmation's link).
  route('myBooking', '/appointment/manage/{key}', twin),
  // Issue 30: the customer's page of their bookings and orders, by their secret portal key (a link the business sends).
  route('customerPortal', '/customer/{key}', twin),
  route('notFound', '/not-found', { status: true }),
  route('websiteDisabled', '/website_disabled', { status: true }),
  route('accessDenied', '/access-denied', { status: true }),
  route('error', '/error', { status: true }),
  route('setupWebsite', '/setup-website', { status: true }),
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];
type RouteDefOf = RouteDef & { id: RouteId };

/** Routes of the public site (everything but the editor's). */
export const PUBLIC_ROUTES: readonly RouteDefOf[] = ROUTES.filter((r) => !r.editor);
/** Routes with an `/open/...` twin (spec §2 "Most public pages have an open/ twin"). */
export const OPEN_TWIN_ROUTES: readonly RouteDefOf[] = ROUTES.filter((r) => r.openTwin);

export const OPEN_PREFIX = '/open';

export interface RouteMatch {
  id: RouteId;
  route: RouteDef & { id: RouteId };
  /** Decoded path parameters, e.g. `{ slug: 'red-mug' }`. */
  params: Record<string, string>;
  /** The path was the `/open/...` twin. */
  open: boolean;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(def: RouteDefOf, segments: string[]): Record<string, string> | null {
  const parts = splitPath(def.pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] as string;
    const param = /^\{(\w+)\}$/.exec(part);
    if (param) {
      const value = decode(segment);
      if (value === null) return null;
      params[param[1] as string] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/**
 * Matches a path (query and hash ignored, trailing slash tolerated) against the routes of spec §2.
 * `/open/...` matches only routes that have an open twin. Returns null for an unknown path.
 */
export function matchRoute(path: string): RouteMatch | null {
  const pathname = path.replace(/[?#].*$/, '');
  let segments = splitPath(pathname);
  const open = segments[0] === OPEN_PREFIX.slice(1);
  if (open) segments = segments.slice(1);
  for (const def of ROUTES) {
    if (open && !def.openTwin) continue;
    const params = matchPattern(def, segments);
    if (params) return { id: def.id, route: def, params, open };
  }
  return null;
}

/** The `/open/...` twin of a path (query and hash kept). */
export function openTwinPath(path: string): string {
  return `${OPEN_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
}
