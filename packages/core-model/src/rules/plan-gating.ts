// Spec §4 "Feature gating by plan" and the disabled-feature messages of §8.
import { PAID_PLAN_SLUGS } from '../constants.js';
import type { PlanSlug } from '../constants.js';
import type { RouteId } from './routes.js';

/** Gated features, named after the §4 list. */
export type GatedFeature =
  | 'gallery'
  | 'shop'
  | 'cart'
  | 'shippingInformation'
  | 'servicesStore'
  | 'servicesCart'
  | 'servicesFinalize'
  | 'servicesSuccess'
  | 'blogPost';

const FEATURE_BY_ROUTE: Partial<Record<RouteId, GatedFeature>> = {
  gallery: 'gallery',
  shop: 'shop',
  cart: 'cart',
  shippingInformation: 'shippingInformation',
  servicesStore: 'servicesStore',
  servicesCart: 'servicesCart',
  servicesFinalize: 'servicesFinalize',
  servicesSuccess: 'servicesSuccess',
  blogPost: 'blogPost',
};

/** Plans on which each gated feature is available: paid plans, and for Shop freemium too. */
export const FEATURE_PLANS: Readonly<Record<GatedFeature, readonly PlanSlug[]>> = {
  gallery: PAID_PLAN_SLUGS,
  shop: [...PAID_PLAN_SLUGS, 'freemium'],
  cart: PAID_PLAN_SLUGS,
  shippingInformation: PAID_PLAN_SLUGS,
  servicesStore: PAID_PLAN_SLUGS,
  servicesCart: PAID_PLAN_SLUGS,
  servicesFinalize: PAID_PLAN_SLUGS,
  servicesSuccess: PAID_PLAN_SLUGS,
  blogPost: PAID_PLAN_SLUGS,
};

/** The gated feature behind a route (its open twin shares the id), or null when the route is not gated. */
export function featureForRoute(routeId: RouteId): GatedFeature | null {
  return FEATURE_BY_ROUTE[routeId] ?? null;
}

/** Whether the plan may open the route. When denied the app shows an error toast and goes Home (spec §4). */
export function isRouteAllowed(routeId: RouteId, plan: PlanSlug | null | undefined): boolean {
  const feature = featureForRoute(routeId);
  if (!feature) return true;
  return plan != null && FEATURE_PLANS[feature].includes(plan);
}

/** i18n keys (namespace `errors` of @vitrina/i18n) of the §8 "has been disabled" toasts. */
export type DisabledMessageKey =
  | 'errors:disabled.gallery'
  | 'errors:disabled.productsStore'
  | 'errors:disabled.servicesStore'
  | 'errors:disabled.blog'
  | 'errors:disabled.section';

const MESSAGE_BY_FEATURE: Record<GatedFeature, DisabledMessageKey> = {
  gallery: 'errors:disabled.gallery',
  shop: 'errors:disabled.productsStore',
  cart: 'errors:disabled.productsStore',
  shippingInformation: 'errors:disabled.productsStore',
  servicesStore: 'errors:disabled.servicesStore',
  servicesCart: 'errors:disabled.servicesStore',
  servicesFinalize: 'errors:disabled.servicesStore',
  servicesSuccess: 'errors:disabled.servicesStore',
  blogPost: 'errors:disabled.blog',
};

/** The toast for a disabled feature; anything else is "this section has been disabled" (spec §8). */
export function disabledMessageKey(feature: GatedFeature | null): DisabledMessageKey {
  return feature ? MESSAGE_BY_FEATURE[feature] : 'errors:disabled.section';
}
