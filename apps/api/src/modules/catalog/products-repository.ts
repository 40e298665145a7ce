// The back office's Products screen (spec §3 product and variant, issue 13): every product of a client,
// inactive ones included, a page at a time (keyset on the site's order: position, then id), searched and
// filtered in the database; each change and its audit entry (entity `product`) are one transaction, so a
// product is never half-written: its row, its variants (stock per variant) and its images change together.
// A slug used by another product of the client is refused (`slug_taken`). Deleting a variant that order
// lines point at is allowed: order_lines keep their copies (name, price) and their variant_id becomes null.
// What the public store reads is store-repository.ts.
import { DEFAULT_LOW_STOCK_THRESHOLD, fromMinorUnits, isLowStock } from '@vitrina/core-model';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { afterCursor, keysetPage, pageLimit } from '../../db/paging.js';
import { searchWords, wordsInFields } from '../../db/search.js';
import { productImages, productVariants, products } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import { writeVariantsAndImages } from './product-variants-repository.js';
import type { ProductFields, VariantKind } from './product-variants-repository.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { isDbInt } from '../../db/repos/ids.js';

export const PRODUCT_PAGE_LIMIT = 50;
export const PRODUCT_PAGE_DEFAULT = 20;
export const PRODUCT_AUDIT_ENTITY = 'product';

export type ProductFilter = 'all' | 'active' | 'inactive' | 'featured' | 'sold_out' | 'low_stock';
type VariantRow = typeof productVariants.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export interface OwnerProductSummaryRecord {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: string;
  active: boolean;
  featured: boolean;
  sold_out: boolean;
  stock: number;
  /** The owner's threshold; null: not set (core-model DEFAULT_LOW_STOCK_THRESHOLD applies). */
  low_stock_threshold: number | null;
  low_stock: boolean;
  image: string | null;
  variant_count: number;
  path: string;
}

export interface OwnerVariantRecord {
  id: number;
  type: 'color' | 'size' | 'wurkzen_custom_variant' | 'default';
  name: string;
  slug: string;
  swatch: string | null;
  price: string | null;
  stock: number;
  image: string | null;
}

export interface OwnerProductRecord extends OwnerProductSummaryRecord {
  description: string;
  images: string[];
  variant_type: VariantKind;
  variants: OwnerVariantRecord[];
}

export interface OwnerProductQuery {
  status?: ProductFilter;
  q?: string;
  cursor?: number;
  limit?: number;
}

export type { ProductFields, VariantFields, VariantKind } from './product-variants-repository.js';

export type ProductChange = { ok: true; product: OwnerProductRecord } | { ok: false; error: 'not_found' | 'slug_taken' };

const SLUG_TAKEN = { ok: false, error: 'slug_taken' } as const;
const NOT_FOUND = { ok: false, error: 'not_found' } as const;

// Units over every variant, the first own image and the named options of the row `products`. The outer
// id is spelt out: drizzle writes a bare column name in a select list, which a subquery reads as its own.
const outerProductId = sql.raw('"products"."id"');
const stockSql = sql<number>`(select coalesce(sum(v.stock), 0)::int from product_variants v where v.product_id = ${outerProductId})`;
const imageSql = sql<
  string | null
>`(select i.url from product_images i where i.product_id = ${outerProductId} and i.variant_id is null order by i.ordering, i.id limit 1)`;
const optionsSql = sql<number>`(select count(*)::int from product_variants v where v.product_id = ${outerProductId} and v.type <> 'default')`;

const summaryColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  price_cents: products.price_cents,
  active: products.active,
  featured: products.featured,
  sold_out: products.sold_out,
  low_stock_threshold: products.low_stock_threshold,
  stock: stockSql,
  image: imageSql,
  variant_count: optionsSql,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends 'stock' | 'variant_count'
    ? number
    : K extends 'image'
      ? string | null
      : ProductRow[K & keyof ProductRow];
};

function toSummary(row: SummaryRow): OwnerProductSummaryRecord {
  const stock = Number(row.stock);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    price: fromMinorUnits(row.price_cents),
    active: row.active,
    featured: row.featured,
    sold_out: row.sold_out,
    stock,
    low_stock_threshold: row.low_stock_threshold,
    low_stock: isLowStock({ stock, threshold: row.low_stock_threshold, soldOut: row.sold_out }),
    image: row.image,
    variant_count: Number(row.variant_count),
    path: `/product/${row.slug}`,
  };
}

const FILTERS: Record<ProductFilter, SQL | undefined> = {
  all: undefined,
  active: eq(products.active, true),
  inactive: eq(products.active, false),
  featured: eq(products.featured, true),
  sold_out: sql`(${products.sold_out} or ${stockSql} = 0)`,
  // core-model isLowStock in SQL: not flagged sold out, 1 unit up to the product's threshold (or the default).
  low_stock: sql`(not ${products.sold_out} and ${stockSql} between 1 and coalesce(${products.low_stock_threshold}, ${DEFAULT_LOW_STOCK_THRESHOLD}))`,
};

const searchFilter = (q: string | undefined) => wordsInFields(searchWords(q), [products.name, products.sku]);

export async function listOwnerProducts(db: AppDb, clientId: number, query: OwnerProductQuery = {}) {
  if (!isDbInt(clientId)) return { products: [], next_cursor: null };
  if (query.cursor !== undefined && !isDbInt(query.cursor)) return { products: [], next_cursor: null };
  const limit = pageLimit(query.limit, PRODUCT_PAGE_DEFAULT, PRODUCT_PAGE_LIMIT);
  const after = afterCursor(products.ordering, products.id, 'asc', query.cursor, clientId);
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.client_id, clientId), FILTERS[query.status ?? 'all'], searchFilter(query.q), after))
    .orderBy(asc(products.ordering), asc(products.id))
    .limit(limit + 1);
  const { page, next_cursor } = keysetPage(rows, limit, (r) => toSummary(r as SummaryRow));
  return { products: page, next_cursor };
}

/** The product with its variants and images, read inside `db` (a transaction sees its own writes). */
async function readProduct(db: AppDb, clientId: number, productId: number): Promise<OwnerProductRecord | null> {
  const [row] = await db
    .select({ ...summaryColumns, description: products.description })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.client_id, clientId)))
    .limit(1);
  if (!row) return null;
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.product_id, productId))
    .orderBy(asc(productVariants.ordering), asc(productVariants.id));
  const images = await db
    .select()
    .from(productImages)
    .where(eq(productImages.product_id, productId))
    .orderBy(asc(productImages.ordering), asc(productImages.id));
  const imageOf = (v: VariantRow) => images.find((i) => i.variant_id === v.id)?.url ?? null;
  const only = variants.length === 1 ? variants[0] : undefined;
  const variant_type: VariantKind = !variants[0] || only?.type === 'default' ? 'none' : (variants[0].type as VariantKind);
  return {
    ...toSummary(row as SummaryRow),
    description: row.description,
    images: images.filter((i) => i.variant_id === null).map((i) => i.url),
    variant_type,
    variants: variants.map((v) => ({
      id: v.id,
      type: v.type as OwnerVariantRecord['type'],
      name: v.name,
      slug: v.slug,
      swatch: v.swatch,
      price: v.price_cents === null ? null : fromMinorUnits(v.price_cents),
      stock: v.stock,
      image: imageOf(v),
    })),
  };
}

export async function getOwnerProduct(db: AppDb, clientId: number, productId: number): Promise<OwnerProductRecord | null> {
  if (!isDbInt(clientId) || !isDbInt(productId)) return null;
  return readProduct(db, clientId, productId);
}

/** What the audit log keeps of a product. */
function auditState(p: OwnerProductRecord): Record<string, unknown> {
  return {
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    price: p.price,
    active: p.active,
    featured: p.featured,
    sold_out: p.sold_out,
    low_stock_threshold: p.low_stock_threshold,
    stock: p.stock,
    images: p.images.length,
    variants: p.variants.map((v) => `${v.name || '—'}: ${v.stock}`).join(', '),
  };
}

function isSlugClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'products_client_slug_key')) return true;
  }
  return false;
}

async function change(work: () => Promise<ProductChange>): Promise<ProductChange> {
  try {
    return await work();
  } catch (err) {
    if (isSlugClash(err)) return SLUG_TAKEN;
    throw err;
  }
}

async function slugTaken(tx: AppDb, clientId: number, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.client_id, clientId), eq(products.slug, slug), exceptId === undefined ? undefined : ne(products.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

const productValues = (f: ProductFields) => ({
  name: f.name,
  slug: f.slug,
  description: f.description,
  sku: f.sku,
  price_cents: f.price_cents,
  active: f.active,
  featured: f.featured,
  sold_out: f.sold_out,
  low_stock_threshold: f.low_stock_threshold ?? null,
});

/** A new product, placed after the client's others. */
export async function createOwnerProduct(db: AppDb, clientId: number, f: ProductFields, actor: AuditActor): Promise<ProductChange> {
  return change(() =>
    db.transaction(async (tx) => {
      if (await slugTaken(tx, clientId, f.slug)) return SLUG_TAKEN;
      const [row] = await tx
        .insert(products)
        .values({
          ...productValues(f),
          client_id: clientId,
          ordering: sql`(select coalesce(max(p.ordering), -1) + 1 from products p where p.client_id = ${clientId})`,
        })
        .returning({ id: products.id });
      await writeVariantsAndImages(tx, clientId, row!.id, f);
      const product = (await readProduct(tx, clientId, row!.id))!;
      await recordAudit(tx, {
        clientId,
        actor,
        action: 'product.create',
        entity: PRODUCT_AUDIT_ENTITY,
        entityId: row!.id,
        before: null,
        after: auditState(product),
      });
      return { ok: true, product };
    }),
  );
}

async function lockProduct(tx: AppDb, clientId: number, productId: number): Promise<boolean> {
  if (!isDbInt(clientId) || !isDbInt(productId)) return false;
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.client_id, clientId)))
    .for('update');
  return row !== undefined;
}

export async function updateOwnerProduct(
  db: AppDb,
  clientId: number,
  productId: number,
  f: ProductFields,
  actor: AuditActor,
): Promise<ProductChange> {
  return change(() =>
    db.transaction(async (tx) => {
      if (!(await lockProduct(tx, clientId, productId))) return NOT_FOUND;
      const before = (await readProduct(tx, clientId, productId))!;
      if (f.slug !== before.slug && (await slugTaken(tx, clientId, f.slug, productId))) return SLUG_TAKEN;
      await tx
        .update(products)
        .set({ ...productValues(f), updated_at: new Date() })
        .where(eq(products.id, productId));
      await writeVariantsAndImages(tx, clientId, productId, f);
      const product = (await readProduct(tx, clientId, productId))!;
      await recordAudit(tx, {
        clientId,
        actor,
        action: 'product.update',
        entity: PRODUCT_AUDIT_ENTITY,
        entityId: productId,
        before: auditState(before),
        after: auditState(product),
      });
      return { ok: true, product };
    }),
  );
}

/** Deletes the product with its variants and images; its order lines keep their copies. False: no such product. */
export async function deleteOwnerProduct(db: AppDb, clientId: number, productId: number, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, clientId, productId))) return false;
    const before = (await readProduct(tx, clientId, productId))!;
    await tx.delete(products).where(eq(products.id, productId));
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'product.delete',
      entity: PRODUCT_AUDIT_ENTITY,
      entityId: productId,
      before: auditState(before),
      after: null,
    });
    return true;
  });
}
