// The public products store (contract store.ts; spec §2 store, shop, product, cart; §3 product, variant,
// ecommerce settings, cart). Visitor calls: no credentials.
//   GET  {api}/client/{id}/products[?featured=true] → Product[]   (the store, the home store section)
//   GET  {api}/client/{id}/products/{slug}          → Product      (404 → the page goes to /not-found)
//   GET  {api}/client/{id}/store                    → StoreInfo    (tax, shipping, currency, gateway)
//   POST {api}/client/{id}/cart/check { lines }     → CartCheck    (live price and stock of the cart's lines)
// Answers are read defensively: a product of another shape is dropped, not shown half.
import { VARIANT_TYPES } from '@vitrina/core-model';
import type { Product, Variant } from '@vitrina/core-model';
import type {
  CartCheck,
  CartCheckBody,
  CheckedLine,
  OrderTotals,
  ProductAnswer,
  ProductList,
  PublicProduct,
  PublicVariant,
  StoreInfo,
} from '../contracts/store.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';

export interface StoreProductsArgs {
  clientId: number;
  /** Only the products featured on the home store section. */
  featured?: boolean;
}

export interface StoreProductArgs {
  clientId: number;
  slug: string;
}

export interface CartCheckArgs extends CartCheckBody {
  clientId: number;
}

const KNOWN_VARIANT_TYPES = new Set<unknown>(VARIANT_TYPES);
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isText) : []);

function readVariant(raw: unknown): Variant | null {
  const v = unchecked<PublicVariant>(raw);
  if (!v || !isId(v.id) || !KNOWN_VARIANT_TYPES.has(v.type) || !isText(v.name) || !isCount(v.availableQuantity)) return null;
  return {
    id: v.id,
    type: v.type as Variant['type'],
    type_id: isId(v.type_id) ? v.type_id : null,
    name: v.name,
    slug: isText(v.slug) ? v.slug : '',
    swatch: isText(v.swatch) ? v.swatch : null,
    availableQuantity: v.availableQuantity,
    selectedQuantity: 0,
    variantImages: texts(v.variantImages),
    price: isText(v.price) ? v.price : null,
  };
}

/** A product of the answer, or null when it lacks what the store needs to show and sell it. */
export function readProduct(raw: unknown): Product | null {
  const p = unchecked<PublicProduct>(raw);
  if (!p || !isId(p.id) || !isText(p.slug) || !isText(p.name) || !isText(p.price)) return null;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: isText(p.description) ? p.description : '',
    sku: isText(p.sku) ? p.sku : '',
    price: p.price,
    soldOut: p.soldOut === true,
    availableQuantity: isCount(p.availableQuantity) ? p.availableQuantity : 0,
    lowStockThreshold: isCount(p.lowStockThreshold) ? p.lowStockThreshold : null,
    images: texts(p.images),
    variants: Array.isArray(p.variants) ? p.variants.map(readVariant).filter((v): v is Variant => v !== null) : [],
  };
}

function readStoreInfo(raw: unknown): StoreInfo | null {
  const s = unchecked<StoreInfo>(raw);
  if (!s || !isText(s.currency)) return null;
  return {
    tax_rate: isText(s.tax_rate) ? s.tax_rate : '0',
    shipping_rate: isText(s.shipping_rate) ? s.shipping_rate : '0.00',
    currency: s.currency,
    payment_countries: texts(s.payment_countries),
    gateway: s.gateway === 'stripe' ? 'stripe' : 'sandbox',
    publishable_key: isText(s.publishable_key) ? s.publishable_key : null,
  };
}

const PROBLEMS = new Set<unknown>(['unavailable', 'out-of-stock', 'insufficient-stock']);
const TOTALS = ['subtotal', 'discount', 'total_before_tax', 'estimated_tax', 'shipping', 'total'] as const;

function readCheckedLine(raw: unknown): CheckedLine | null {
  const l = unchecked<CheckedLine>(raw);
  if (!l || !isId(l.product_id) || !isText(l.key) || !isCount(l.available) || !isText(l.unit_price)) return null;
  return {
    product_id: l.product_id,
    variant_id: isId(l.variant_id) ? l.variant_id : null,
    key: l.key,
    quantity: isCount(l.quantity) ? l.quantity : 0,
    unit_price: l.unit_price,
    available: l.available,
    problem: PROBLEMS.has(l.problem) ? (l.problem as CheckedLine['problem']) : null,
  };
}

function readCartCheck(raw: unknown): CartCheck | null {
  const c = unchecked<CartCheck>(raw);
  const totals = unchecked<OrderTotals>(c?.totals);
  if (!c || !totals || !Array.isArray(c.lines) || !TOTALS.every((name) => isText(totals[name]))) return null;
  return {
    lines: c.lines.map(readCheckedLine).filter((l): l is CheckedLine => l !== null),
    totals: Object.fromEntries(TOTALS.map((name) => [name, totals[name]])) as OrderTotals,
  };
}

const clientPath = (clientId: number) => `client/${encodeURIComponent(String(clientId))}`;

export const storeApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    storeProducts: build.query<Product[], StoreProductsArgs>({
      query: ({ clientId, featured }) => `${clientPath(clientId)}/products${featured ? '?featured=true' : ''}`,
      transformResponse: (raw: unknown) => {
        const products = unchecked<ProductList>(raw)?.products;
        return Array.isArray(products) ? products.map(readProduct).filter((p): p is Product => p !== null) : [];
      },
      providesTags: (_result, _error, { clientId }) => [{ type: 'Products', id: clientId }],
    }),
    storeProduct: build.query<Product | null, StoreProductArgs>({
      query: ({ clientId, slug }) => `${clientPath(clientId)}/products/${encodeURIComponent(slug)}`,
      transformResponse: (raw: unknown) => readProduct(unchecked<ProductAnswer>(raw)?.product),
      providesTags: (_result, _error, { clientId, slug }) => [{ type: 'Products', id: `${clientId}/${slug}` }],
    }),
    storeInfo: build.query<StoreInfo | null, number>({
      query: (clientId) => `${clientPath(clientId)}/store`,
      transformResponse: readStoreInfo,
    }),
    // A query, not a mutation: the same lines give the same answer, and the cart page shows its latest.
    cartCheck: build.query<CartCheck | null, CartCheckArgs>({
      query: ({ clientId, lines }) => ({ url: `${clientPath(clientId)}/cart/check`, method: 'POST', body: { lines } }),
      transformResponse: readCartCheck,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStoreProductsQuery, useStoreProductQuery, useStoreInfoQuery, useCartCheckQuery } = storeApi;
export type { CartCheck, CheckedLine, CheckoutLine, StoreInfo } from '../contracts/store.js';
