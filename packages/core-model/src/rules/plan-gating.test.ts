import { describe, expect, it } from 'vitest';
import { PLAN_SLUGS } from '../constants.js';
import { disabledMessageKey, featureForRoute, isRouteAllowed } from './plan-gating.js';
import { ROUTES } from './routes.js';
import type { RouteId } from './routes.js';

const PAID_ONLY: RouteId[] = [
  'gallery',
  'cart',
  'shippingInformation',
  'servicesStore',
  'servicesCart',
  'servicesFinalize',
  'servicesSuccess',
  'blogPost',
];

describe('isRouteAllowed', () => {
  it.each(
    PAID_ONLY.flatMap(
      (id) =>
        [
          [`§4 Feature gating: ${id} is denied on freemium`, id, 'freemium', false],
          [`§4 Feature gating: ${id} is allowed on starter`, id, 'starter', true],
          [`§4 Feature gating: ${id} is allowed on enterprise`, id, 'enterprise', true],
          [`§4 Feature gating: ${id} is denied without a plan`, id, null, false],
        ] as const,
    ),
  )('%s', (_name, id, plan, allowed) => {
    expect(isRouteAllowed(id, plan)).toBe(allowed);
  });

  it.each([
    ['§4 Feature gating: Shop is also allowed on freemium', 'shop', 'freemium', true],
    ['§4 Feature gating: Shop is allowed on business', 'shop', 'business', true],
    ['§4 Feature gating: Shop is denied without a plan', 'shop', null, false],
    ['§4 Feature gating: Home is never gated', 'home', null, true],
    ['§4 Feature gating: the blog list is not gated (only Blog Post)', 'blog', 'freemium', true],
    ['§4 Feature gating: the store is not in the gated list', 'store', 'freemium', true],
  ] as const)('%s', (_name, id, plan, allowed) => {
    expect(isRouteAllowed(id, plan)).toBe(allowed);
  });

  it('§4 Feature gating: every paid plan opens every route', () => {
    for (const plan of PLAN_SLUGS.filter((p) => p !== 'freemium')) {
      for (const route of ROUTES) expect(isRouteAllowed(route.id, plan)).toBe(true);
    }
  });
});

describe('disabledMessageKey', () => {
  it.each([
    ['§8 the gallery has been disabled', 'gallery', 'errors:disabled.gallery'],
    ['§8 the products store has been disabled (cart)', 'cart', 'errors:disabled.productsStore'],
    ['§8 the products store has been disabled (shop)', 'shop', 'errors:disabled.productsStore'],
    ['§8 the services store has been disabled', 'servicesFinalize', 'errors:disabled.servicesStore'],
    ['§8 the blog has been disabled', 'blogPost', 'errors:disabled.blog'],
  ] as const)('%s', (_name, routeId, key) => {
    expect(disabledMessageKey(featureForRoute(routeId))).toBe(key);
  });

  it('§8 other: this section has been disabled', () => {
    expect(disabledMessageKey(null)).toBe('errors:disabled.section');
  });
});
