// Issue 27 "one contract per call": an endpoint's answer is its contract's type (no second, hand-written
// copy in a parser), so a field renamed in a contract fails the typecheck of the route (its `satisfies`),
// of the api-client and of every screen that reads it. These checks run in `typecheck` and in vitest;
// the runtime part is the one error reader on the API's real error bodies.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { apiFailureOf, checkoutFailureOf, formFailureOf, servicesCheckoutFailureOf } from './index.js';
import type { PublicOrder, ServicesCheckoutAnswer } from './index.js';
import type { ownerProductsApi } from './back-office.js';
import type { OwnerProductEntry } from './back-office.js';
import type { checkoutApi } from './endpoints/checkout.js';
import type { servicesStoreApi } from './endpoints/services-store.js';
import { OwnerProductSummary } from './contracts/owner-products.js';
import type { CheckoutErrorExtra } from './contracts/store.js';

type ProductAnswer = typeof ownerProductsApi.endpoints.ownerProduct.Types.ResultType;

describe('answers are their contracts (types)', () => {
  it('an endpoint answers its contract type, not a copy of it', () => {
    expectTypeOf<ProductAnswer>().toEqualTypeOf<OwnerProductEntry>();
    expectTypeOf<typeof checkoutApi.endpoints.publicOrder.Types.ResultType>().toEqualTypeOf<PublicOrder>();
    expectTypeOf<typeof servicesStoreApi.endpoints.servicesCheckout.Types.ResultType>().toEqualTypeOf<ServicesCheckoutAnswer>();
  });

  it('a field renamed in the contract breaks the consumer of the endpoint', () => {
    // The contract as it would be with `path` renamed `url`: the route would answer this shape.
    const renamed = Type.Object({ ...Type.Omit(OwnerProductSummary, ['path']).properties, url: Type.String() });
    type RenamedSummary = Static<typeof renamed>;
    expect(Object.keys(renamed.properties)).toContain('url');
    const answered: RenamedSummary = {
      id: 1,
      name: 'Mug',
      slug: 'mug',
      sku: '',
      price: '9.00',
      active: true,
      featured: false,
      sold_out: false,
      stock: 3,
      low_stock_threshold: null,
      low_stock: false,
      image: null,
      variant_count: 0,
      url: '/product/mug',
    };
    // A screen written against the endpoint's answer reads `path`…
    const linkOf = (product: Pick<ProductAnswer, 'path'>) => product.path;
    // @ts-expect-error … and no longer compiles once the contract's field is renamed (no `path` any more).
    expect(linkOf(answered)).toBeUndefined();
    // @ts-expect-error Reading the old name on the renamed answer fails as well.
    expect(answered.path).toBeUndefined();
  });
});

describe('apiFailureOf: the one reader of an error (contract ErrorBody)', () => {
  it('reads an ApiError body: code, message and the field messages', () => {
    const error = {
      status: 400,
      data: { error: { code: 'invalid_request', message: 'body/email', fields: { email: 'validation:invalid.email' } } },
    };
    expect(apiFailureOf(error)).toEqual({
      status: 400,
      code: 'invalid_request',
      message: 'body/email',
      fields: { email: 'validation:invalid.email' },
      field: null,
      extra: {},
    });
    expect(formFailureOf(error)).toEqual({ status: 400, code: 'invalid_request', fields: { email: 'validation:invalid.email' } });
  });

  it('reads a 409 slug_taken body: the one field at fault', () => {
    const error = {
      status: 409,
      data: { error: { code: 'slug_taken', message: 'Another product already uses this address', field: 'slug' } },
    };
    expect(apiFailureOf(error)).toMatchObject({ status: 409, code: 'slug_taken', field: 'slug', fields: {} });
  });

  it("reads a route's extras beside `error` with the route's error contract", () => {
    const error = {
      status: 409,
      data: { error: { code: 'out_of_stock', message: 'errors:orders.outOfStock' }, line_keys: ['3:11'], stock: { '3:11': 1 } },
    };
    expect(apiFailureOf<CheckoutErrorExtra>(error)?.extra).toEqual({ line_keys: ['3:11'], stock: { '3:11': 1 } });
    expect(checkoutFailureOf(error)).toMatchObject({ code: 'out_of_stock', lineKeys: ['3:11'], stock: { '3:11': 1 }, decline: null });
    const rules = {
      status: 409,
      data: {
        error: { code: 'order_rule', message: 'errors:orders.noMixing' },
        violations: [{ code: 'subscription-mixed-with-one-time', line_keys: ['4', '5'] }],
      },
    };
    expect(servicesCheckoutFailureOf(rules).violations).toEqual([{ code: 'subscription-mixed-with-one-time', line_keys: ['4', '5'] }]);
  });

  it('no error body: the status alone (a proxy page, no answer at all); no error: null', () => {
    expect(apiFailureOf({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toMatchObject({
      status: null,
      code: null,
      message: null,
    });
    expect(apiFailureOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatchObject({ status: null, code: null });
    expect(apiFailureOf({ status: 502, data: null })).toMatchObject({ status: 502, code: null, fields: {}, extra: {} });
    expect(apiFailureOf(undefined)).toBeNull();
    expect(checkoutFailureOf(undefined)).toMatchObject({ status: null, code: null, lineKeys: [], stock: {} });
  });
});
