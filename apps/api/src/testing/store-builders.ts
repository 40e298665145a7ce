// Products of the store for tests: one product with its variants (or its one default variant) and images.
import { slugify } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { clients, productImages, productVariants, products } from '../db/schema.js';
import { uniqueLabel } from './builders.js';

export interface TestVariant {
  type?: 'color' | 'size' | 'wurkzen_custom_variant';
  name: string;
  stock: number;
  price_cents?: number;
  swatch?: string;
  image?: string;
}

export interface TestProductInput {
  name?: string;
  price_cents?: number;
  stock?: number;
  variants?: TestVariant[];
  images?: string[];
  featured?: boolean;
  active?: boolean;
  sold_out?: boolean;
  ordering?: number;
}

export interface TestProduct {
  id: number;
  slug: string;
  /** The variants in order (the default one when the product has no choices). */
  variantIds: number[];
}

export async function buildProduct(db: AppDb, clientId: number, input: TestProductInput = {}): Promise<TestProduct> {
  const name = input.name ?? uniqueLabel('Product');
  const [row] = await db
    .insert(products)
    .values({
      client_id: clientId,
      slug: slugify(name),
      name,
      sku: `SKU-${slugify(name)}`,
      price_cents: input.price_cents ?? 1000,
      featured: input.featured ?? false,
      active: input.active ?? true,
      sold_out: input.sold_out ?? false,
      ordering: input.ordering ?? 0,
    })
    .returning();
  const product = row!;
  const variants = input.variants?.length
    ? input.variants.map((v, i) => ({
        product_id: product.id,
        client_id: clientId,
        type: v.type ?? 'size',
        name: v.name,
        slug: slugify(v.name),
        swatch: v.swatch ?? null,
        price_cents: v.price_cents ?? null,
        stock: v.stock,
        ordering: i,
      }))
    : [{ product_id: product.id, client_id: clientId, type: 'default', name: '', slug: 'default', stock: input.stock ?? 0, ordering: 0 }];
  const inserted = await db.insert(productVariants).values(variants).returning({ id: productVariants.id });
  const images = [
    ...(input.images ?? []).map((url, i) => ({ product_id: product.id, client_id: clientId, variant_id: null, url, ordering: i })),
    ...(input.variants ?? []).flatMap((v, i) =>
      v.image ? [{ product_id: product.id, client_id: clientId, variant_id: inserted[i]!.id, url: v.image, ordering: 100 + i }] : [],
    ),
  ];
  if (images.length > 0) await db.insert(productImages).values(images);
  return { id: product.id, slug: product.slug, variantIds: inserted.map((v) => v.id) };
}

export async function setStoreSettings(
  db: AppDb,
  clientId: number,
  settings: { tax_rate?: string; shipping_rate?: string; payment_countries?: string[] | null; currency_code?: string },
): Promise<void> {
  await db.update(clients).set(settings).where(eq(clients.id, clientId));
}

export async function variantStock(db: AppDb, variantId: number): Promise<number> {
  const [row] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stock;
}
