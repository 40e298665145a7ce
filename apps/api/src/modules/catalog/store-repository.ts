// The public catalog of the products store (spec §2 store, shop, product, cart; §3 product, variant,
// ecommerce settings): active products in the site's order, one product by slug, the store's settings,
// and the server's own price and stock of cart lines (checkout re-prices with it: never the browser's).
import { cartLineKey, stockProblems } from '@vitrina/commerce';
import type { LineProblem } from '@vitrina/commerce';
import { PAYMENT_COUNTRY_CODES, fromMinorUnits, stockState } from '@vitrina/core-model';
import type { Variant, VariantType } from '@vitrina/core-model';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared.js';
import { clients, productImages, productVariants, products } from '../../db/schema.js';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

/** A product's variant as the store shows it: core-model's Variant (spec §3). */
export type CatalogVariant = Variant;

export interface CatalogProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  sku: string;
  price: string;
  soldOut: boolean;
  availableQuantity: number;
  /** The owner's low-stock threshold (issue 26): the product page says "Only 2 left" at or below it; null: the default. */
  lowStockThreshold: number | null;
  images: string[];
  variants: CatalogVariant[];
}

/** Spec §3 variant type ids: color 1, size 2; none for custom and default variants. */
const TYPE_IDS: Partial<Record<string, number>> = { color: 1, size: 2 };

function toCatalogProduct(row: ProductRow, variants: readonly VariantRow[], images: readonly ImageRow[]): CatalogProduct {
  // The owner's sold-out flag wins over any stock: nothing can be bought (core-model's stockState).
  const stock = stockState(
    row.sold_out,
    variants.reduce((sum, v) => sum + v.stock, 0),
  );
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    sku: row.sku,
    price: fromMinorUnits(row.price_cents),
    soldOut: stock.soldOut,
    availableQuantity: stock.forSale,
    lowStockThreshold: row.low_stock_threshold,
    images: images.filter((i) => i.variant_id === null).map((i) => i.url),
    variants: variants
      .filter((v) => v.type !== 'default')
      .map((v) => ({
        id: v.id,
        type: v.type as VariantType,
        type_id: TYPE_IDS[v.type] ?? null,
        name: v.name,
        slug: v.slug,
        swatch: v.swatch,
        availableQuantity: stockState(row.sold_out, v.stock).forSale,
        selectedQuantity: 0,
        variantImages: images.filter((i) => i.variant_id === v.id).map((i) => i.url),
        price: v.price_cents === null ? null : fromMinorUnits(v.price_cents),
      })),
  };
}

async function withChildren(db: AppDb, rows: readonly ProductRow[]): Promise<CatalogProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [variants, images] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.product_id, ids))
      .orderBy(asc(productVariants.ordering), asc(productVariants.id)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.product_id, ids))
      .orderBy(asc(productImages.ordering), asc(productImages.id)),
  ]);
  return rows.map((row) =>
    toCatalogProduct(
      row,
      variants.filter((v) => v.product_id === row.id),
      images.filter((i) => i.product_id === row.id),
    ),
  );
}

/** Active products of the client in the site's order (`ordering`, then id); `featured` keeps only those. */
export async function listCatalogProducts(db: AppDb, clientId: number, opts: { featured?: boolean } = {}): Promise<CatalogProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.client_id, clientId), eq(products.active, true), opts.featured ? eq(products.featured, true) : undefined))
    .orderBy(asc(products.ordering), asc(products.id));
  return withChildren(db, rows);
}

export interface StoreSettings {
  taxRate: string;
  shippingRate: string;
  /** The business's ISO 4217 code: orders record it, the gateway charges it. */
  currency: string;
  /** The owner's choice, or the spec §9 list when none was made. */
  paymentCountries: string[];
  planSlug: string | null;
  /** The business's own country (§3 client.country), whose phone rule its checkout follows; undefined if none. */
  country: string | undefined;
}

export async function getStoreSettings(db: AppDb, clientId: number): Promise<StoreSettings | null> {
  const [row] = await storeSettingsRow(db, { clientId });
  if (!row) return null;
  return {
    taxRate: row.taxRate || '0',
    shippingRate: row.shippingRate || '0',
    currency: row.currency,
    paymentCountries: row.paymentCountries ?? [...PAYMENT_COUNTRY_CODES],
    planSlug: row.planSlug,
    country: row.country?.country_code?.trim().toUpperCase() || undefined,
  };
}

// Every checkout reads these (issue 29): built once per database (db/prepared.ts).
const storeSettingsRow = preparedStatement('store_settings', (db: AppDb, name: string) =>
  db
    .select({
      taxRate: clients.tax_rate,
      shippingRate: clients.shipping_rate,
      currency: clients.currency_code,
      paymentCountries: clients.payment_countries,
      planSlug: clients.plan_slug,
      country: clients.country,
    })
    .from(clients)
    .where(eq(clients.id, sql.placeholder('clientId')))
    .prepare(name),
);
/**
 * A cart's products with their variants and images (in the site's order), in one statement. The outer row is named
 * in full (`"products"."id"`): Drizzle writes a one-table select's columns unqualified, which inside the
 * subqueries would name the variant's or image's own.
 */
const cartCatalog = preparedStatement('cart_catalog', (db: AppDb, name: string) =>
  db
    .select({
      product: products,
      variants: sql<
        Pick<VariantRow, 'id' | 'product_id' | 'type' | 'name' | 'price_cents' | 'stock'>[]
      >`coalesce((select json_agg(json_build_object('id', v."id", 'product_id', v."product_id", 'type', v."type", 'name', v."name", 'price_cents', v."price_cents", 'stock', v."stock") order by v."ordering", v."id") from ${productVariants} v where v."client_id" = "products"."client_id" and v."product_id" = "products"."id"), '[]'::json)`,
      images: sql<
        Pick<ImageRow, 'product_id' | 'variant_id' | 'url'>[]
      >`coalesce((select json_agg(json_build_object('product_id', i."product_id", 'variant_id', i."variant_id", 'url', i."url") order by i."ordering", i."id") from ${productImages} i where i."product_id" = "products"."id"), '[]'::json)`,
    })
    .from(products)
    .where(and(eq(products.client_id, sql.placeholder('clientId')), sql`${products.id} = any(${sql.placeholder('ids')}::integer[])`))
    .prepare(name),
);

export type { LineProblem };

export interface CartLineInput {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

/** A cart line as the database prices and stocks it now. */
export interface PricedCartLine {
  product_id: number;
  /** As posted (the key of the browser's cart line). */
  variant_id: number | null;
  key: string;
  /** The stock item the line takes from: the chosen variant, or the product's default/first one. */
  resolvedVariantId: number | null;
  name: string;
  variantLabel: string;
  sku: string;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  /** Units of the stock item left (0 when not for sale). */
  available: number;
  problem: LineProblem | null;
}

/**
 * Prices cart lines from the database. Lines sharing one stock item are checked against it with their
 * quantities summed (two lines of 3 with 5 left are both short). Unknown, inactive or other clients'
 * products and variants are `unavailable`; the owner's sold-out flag is `out-of-stock`.
 */
export async function priceCartLines(db: AppDb, clientId: number, lines: readonly CartLineInput[]): Promise<PricedCartLine[]> {
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const found = productIds.length ? await cartCatalog(db, { clientId, ids: productIds }) : [];
  const productRows = found.map((f) => f.product);
  const variantRows = found.flatMap((f) => f.variants);
  const imageRows = found.flatMap((f) => f.images);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const resolved = lines.map((line) => {
    const product = productById.get(line.product_id);
    const own = variantRows.filter((v) => v.product_id === line.product_id);
    const variant =
      line.variant_id === null ? (own.find((v) => v.type === 'default') ?? own[0]) : own.find((v) => v.id === line.variant_id);
    return { line, product: product?.active ? product : undefined, variant };
  });
  // The one stock rule (commerce stockProblems, as the cart applies it) on what is for sale now (core-model
  // stockState: the owner's sold-out flag wins over any stock).
  const stocked = resolved.map(({ line, product, variant }) => ({
    stockItem: product && variant ? variant.id : null,
    quantity: line.quantity,
    available: product && variant ? stockState(product.sold_out, variant.stock).forSale : 0,
  }));
  const problems = stockProblems(stocked);
  return resolved.map(({ line, product, variant }, i) => {
    const key = cartLineKey({ productId: line.product_id, variantId: line.variant_id });
    const images = imageRows.filter((i) => i.product_id === line.product_id);
    const image = (variant && images.find((i) => i.variant_id === variant.id)) ?? images.find((i) => i.variant_id === null);
    const available = stocked[i]!.available;
    const problem = problems[i] ?? null;
    return {
      product_id: line.product_id,
      variant_id: line.variant_id,
      key,
      resolvedVariantId: variant?.id ?? null,
      name: product?.name ?? '',
      variantLabel: variant && variant.type !== 'default' ? variant.name : '',
      sku: product?.sku ?? '',
      image: image?.url ?? null,
      unitPriceCents: variant?.price_cents ?? product?.price_cents ?? 0,
      quantity: line.quantity,
      available,
      problem,
    };
  });
}
