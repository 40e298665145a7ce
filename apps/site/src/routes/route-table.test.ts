import { OPEN_TWIN_ROUTES, PUBLIC_ROUTES } from '@vitrina/core-model';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, routerPath } from './route-table.js';
import type { PageHandle } from './route-table.js';

const tree: RouteObject[] = [
  {
    path: '/',
    children: PAGE_ROUTES.map((r): RouteObject =>
      r.path === '' ? { index: true, id: r.id, handle: r.handle } : { path: r.path, id: r.id, handle: r.handle },
    ),
  },
];
const sample = (pattern: string) => pattern.replace(/\{(\w+)\}/g, 'x1');

describe('route table (spec §2)', () => {
  it.each(PUBLIC_ROUTES.map((r) => [r.pattern, r.id] as const))('§2 %s is a page of its own (%s)', (pattern, id) => {
    const match = matchRoutes(tree, sample(pattern))?.at(-1);
    expect((match?.route.handle as PageHandle | undefined)?.routeId).toBe(id);
  });

  it.each(OPEN_TWIN_ROUTES.map((r) => [r.pattern, r.id] as const))('§2 its open/ twin /open%s shows the same page', (pattern, id) => {
    const match = matchRoutes(tree, `/open${sample(pattern)}`)?.at(-1);
    expect((match?.route.handle as PageHandle | undefined)?.routeId).toBe(id);
  });

  it('turns spec patterns into router paths', () => {
    expect(routerPath('/commerce/order/{uuid}/transaction/{transactionId}')).toBe('commerce/order/:uuid/transaction/:transactionId');
  });
});
