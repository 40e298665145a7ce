// The back office's Products screen (owner 1 and manager 3; spec §3 product and variant, issue 13): the
// client's products, inactive ones included, a page at a time; one product with its variants and images;
// and the changes — create, update (variants and images replaced in the same transaction), delete.
//   GET    client/{id}/owner-products?status=&q=&cursor=&limit= → OwnerProductPage
//   GET    client/{id}/owner-products/{productId}               → OwnerProductEntry
//   POST   client/{id}/owner-products          OwnerProductInput  → 201 OwnerProductEntry
//   PUT    client/{id}/owner-products/{productId} OwnerProductInput → OwnerProductEntry
//   DELETE client/{id}/owner-products/{productId}               → 204
// Images are uploaded first through POST client/{id}/uploads?kind=asset_image; the product keeps their
// URLs in order (attach, reorder and remove are a PUT of the list). Money is a decimal string ("45.50").
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DEFAULT_LOW_STOCK_THRESHOLD, PRODUCT_VARIANT_KINDS } from '@vitrina/core-model';
import { CursorPage, CursorPaging, DbId, Nullable, SearchWords, StringEnum, ValidatedBody } from './shared.js';
import { Money, VARIANT_TYPE_VALUES } from './store.js';
import type { ProductInput, ProductVariantInput } from '@vitrina/validation';

/**
 * The default low-stock threshold (core-model DEFAULT_LOW_STOCK_THRESHOLD): a product without its own
 * `low_stock_threshold` counts as low on stock at this many units or fewer (over all its variants), above 0.
 */
export const LOW_STOCK_UNITS = DEFAULT_LOW_STOCK_THRESHOLD;

/**
 * Which products the list shows. sold_out: the owner's flag or no stock left; low_stock: not sold out, and
 * 1…threshold units (the product's `low_stock_threshold`, or LOW_STOCK_UNITS when it has none; issue 26).
 */
export const OWNER_PRODUCT_FILTERS = ['all', 'active', 'inactive', 'featured', 'sold_out', 'low_stock'] as const;
export const OwnerProductFilter = StringEnum(OWNER_PRODUCT_FILTERS, {
  description:
    "all (default), active, inactive, featured, sold_out (flag or no stock), low_stock (1 unit up to the product's low-stock threshold, 3 when not set)",
});
export type OwnerProductFilter = Static<typeof OwnerProductFilter>;

export const OWNER_PRODUCT_PAGE_MAX = 50;
export const OWNER_PRODUCT_PAGE_DEFAULT = 20;

/** GET client/{id}/owner-products, in the site's order (position, then id). */
export const OwnerProductListQuery = Type.Object({
  status: Type.Optional(OwnerProductFilter),
  q: SearchWords('Words looked for in the name and the SKU (case-insensitive)'),
  ...CursorPaging(`Products per page, at most ${OWNER_PRODUCT_PAGE_MAX}`),
});
export type OwnerProductListQuery = Static<typeof OwnerProductListQuery>;

export const OwnerProductParams = Type.Object({ id: DbId, productId: DbId });
export type OwnerProductParams = Static<typeof OwnerProductParams>;

/** A product in the list. */
export const OwnerProductSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  sku: Type.String(),
  price: Money,
  active: Type.Boolean(),
  featured: Type.Boolean(),
  /** The owner's flag. */
  sold_out: Type.Boolean(),
  /** Units over every variant. */
  stock: Type.Integer({ minimum: 0 }),
  /** The owner's low-stock threshold; null: not set (LOW_STOCK_UNITS applies). */
  low_stock_threshold: Nullable(Type.Integer({ minimum: 0 })),
  /** Not sold out and 1…threshold units left (the list's "low stock" badge; core-model isLowStock). */
  low_stock: Type.Boolean(),
  /** The first image, or null. */
  image: Nullable(Type.String()),
  variant_count: Type.Integer({ minimum: 0, description: 'Named options (0 for a product without choices)' }),
  /** Its address on the site: `/product/{slug}`. */
  path: Type.String(),
});
export type OwnerProductSummary = Static<typeof OwnerProductSummary>;

export const OWNER_VARIANT_KINDS = PRODUCT_VARIANT_KINDS;

export const OwnerVariant = Type.Object({
  id: Type.Integer(),
  type: StringEnum(VARIANT_TYPE_VALUES),
  name: Type.String(),
  slug: Type.String(),
  swatch: Nullable(Type.String()),
  price: Nullable(Money),
  stock: Type.Integer({ minimum: 0 }),
  image: Nullable(Type.String()),
});
export type OwnerVariant = Static<typeof OwnerVariant>;

/** One product as the form edits it. */
export const OwnerProductEntry = Type.Object({
  ...OwnerProductSummary.properties,
  description: Type.String(),
  images: Type.Array(Type.String()),
  /** none: one default variant (its stock is the product's). */
  variant_type: StringEnum(OWNER_VARIANT_KINDS),
  variants: Type.Array(OwnerVariant),
});
export type OwnerProductEntry = Static<typeof OwnerProductEntry>;

export const OwnerProductPage = CursorPage('products', OwnerProductSummary);
export type OwnerProductPage = Static<typeof OwnerProductPage>;

/** One variant row of the form (validation's ProductVariantInput); `id` null for a new one. */
export type OwnerVariantInput = ProductVariantInput;

/** The body of POST and PUT: what the form edits, typed by validation's productSchema (ProductInput). */
export type OwnerProductInput = ProductInput;

/** POST and PUT body, checked by @vitrina/validation's productSchema (the form's own schema). */
export const OwnerProductInput = ValidatedBody<OwnerProductInput>(
  `name, slug, description, sku, price, active, featured, sold_out, low_stock_threshold (optional; null or '' uses the default), images (URLs in order), variant_type, variants [{ id, name, swatch, price, stock, image }]`,
  'productSchema',
);
