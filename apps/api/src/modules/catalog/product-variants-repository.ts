// The variants and images of one product as the Products form sends them (products-repository.ts): written in
// the caller's transaction, so a product is never half-written.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { productImages, productVariants } from '../../db/schema.js';

export type VariantKind = 'none' | 'color' | 'size' | 'wurkzen_custom_variant';

/** A variant as checked by validation's productSchema; `id` of an existing variant of the product, or null. */
export interface VariantFields {
  id: number | null;
  name: string;
  slug: string;
  swatch: string | null;
  price_cents: number | null;
  stock: number;
  /** The stock the form loaded with: the change is applied as a difference (sales meanwhile are kept). */
  stock_was: number | null;
  image: string | null;
}

export interface ProductFields {
  name: string;
  slug: string;
  description: string;
  sku: string;
  price_cents: number;
  active: boolean;
  featured: boolean;
  sold_out: boolean;
  /** Units at or below which the product is low on stock (issue 26); null: core-model's default. */
  low_stock_threshold: number | null;
  images: string[];
  variant_type: VariantKind;
  variants: VariantFields[];
}

/** The variant rows the fields ask for: one `default` row for a product without choices. */
function wantedVariants(f: ProductFields): (VariantFields & { type: string })[] {
  if (f.variant_type === 'none') {
    const row = f.variants[0]!;
    return [{ ...row, type: 'default', name: '', slug: 'default', swatch: null, price_cents: null }];
  }
  return f.variants.map((v) => ({ ...v, type: f.variant_type, swatch: f.variant_type === 'color' ? v.swatch : null }));
}

/**
 * Makes the product's variants and images what `f` says: variants sent with the id of one of the product's
 * own are updated in place (their id, and the order lines pointing at them, stay), the others inserted, and
 * the product's variants not sent are deleted. A default variant is kept across saves of a product without
 * choices even when the form sent no id.
 */
export async function writeVariantsAndImages(tx: AppDb, clientId: number, productId: number, f: ProductFields): Promise<void> {
  const existing = await tx.select().from(productVariants).where(eq(productVariants.product_id, productId));
  const ownIds = new Set(existing.map((v) => v.id));
  const wanted = wantedVariants(f).map((v) => {
    if (v.id !== null && ownIds.has(v.id)) return v;
    const sameDefault = v.type === 'default' ? existing.find((e) => e.type === 'default') : undefined;
    return { ...v, id: sameDefault?.id ?? null };
  });
  const kept = wanted.flatMap((v) => (v.id === null ? [] : [v.id]));
  await tx
    .delete(productVariants)
    .where(and(eq(productVariants.product_id, productId), kept.length ? notInArray(productVariants.id, kept) : undefined));
  // Slugs move out of the way first, so two options may swap names in one save.
  if (kept.length) {
    await tx
      .update(productVariants)
      .set({ slug: sql`'~' || ${productVariants.id}::text` })
      .where(inArray(productVariants.id, kept));
  }
  const ids: number[] = [];
  for (const [ordering, v] of wanted.entries()) {
    const values = { type: v.type, name: v.name, slug: v.slug, swatch: v.swatch, price_cents: v.price_cents, stock: v.stock, ordering };
    if (v.id !== null) {
      // Units sold since the form loaded stay sold: the owner's change is applied as a difference.
      const stock = v.stock_was === null ? v.stock : sql`greatest(0, ${productVariants.stock} + ${v.stock - v.stock_was})`;
      await tx
        .update(productVariants)
        .set({ ...values, stock })
        .where(eq(productVariants.id, v.id));
      ids.push(v.id);
    } else {
      const [row] = await tx
        .insert(productVariants)
        .values({ ...values, product_id: productId, client_id: clientId })
        .returning({ id: productVariants.id });
      ids.push(row!.id);
    }
  }
  await tx.delete(productImages).where(eq(productImages.product_id, productId));
  const imageRows: (typeof productImages.$inferInsert)[] = [
    ...f.images.map((url, ordering) => ({ product_id: productId, client_id: clientId, variant_id: null, url, ordering })),
    ...wanted.flatMap((v, i) =>
      v.image ? [{ product_id: productId, client_id: clientId, variant_id: ids[i]!, url: v.image, ordering: 100 + i }] : [],
    ),
  ];
  if (imageRows.length) await tx.insert(productImages).values(imageRows);
}
