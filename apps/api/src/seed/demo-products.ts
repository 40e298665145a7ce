// Demo products of the products store (issue 13): what the demo clients sell, with colour and size
// variants, stock per variant, a sold-out item and a last unit, so every state of the store shows.
import type { VariantType } from '@vitrina/core-model';
import { slugify } from '@vitrina/core-model';
import type { AppDb } from '../db/database.js';
import { productImages, productVariants, products } from '../db/schema.js';
import type { DemoImage } from './demo-images.js';

export interface DemoVariant {
  type: Exclude<VariantType, 'default'>;
  name: string;
  swatch?: string;
  price_cents?: number;
  stock: number;
  /** Image name shown when this variant is chosen. */
  image?: string;
}

export interface DemoProduct {
  name: string;
  description: string;
  sku: string;
  price_cents: number;
  featured?: boolean;
  sold_out?: boolean;
  /** Image names (of the client's `images`), in order. */
  images: string[];
  /** Choices; none → one default variant holding `stock`. */
  variants?: DemoVariant[];
  stock?: number;
}

/** The pictures a client's products need, in the client's own colours. */
export function demoProductImages(items: readonly DemoProduct[], colours: (name: string) => DemoImage): DemoImage[] {
  const names = new Set(items.flatMap((p) => [...p.images, ...(p.variants ?? []).flatMap((v) => (v.image ? [v.image] : []))]));
  return [...names].map((name) => ({ ...colours(name), width: 800, height: 800 }));
}

export async function insertDemoProducts(
  tx: AppDb,
  clientId: number,
  items: readonly DemoProduct[],
  images: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [ordering, item] of items.entries()) {
    const [row] = await tx
      .insert(products)
      .values({
        client_id: clientId,
        slug: slugify(item.name),
        name: item.name,
        description: item.description,
        sku: item.sku,
        price_cents: item.price_cents,
        featured: item.featured ?? false,
        sold_out: item.sold_out ?? false,
        ordering,
      })
      .returning({ id: products.id });
    const productId = row!.id;
    const variants = item.variants?.length
      ? item.variants.map((v, i) => ({
          product_id: productId,
          client_id: clientId,
          type: v.type,
          name: v.name,
          slug: slugify(v.name),
          swatch: v.swatch ?? null,
          price_cents: v.price_cents ?? null,
          stock: v.stock,
          ordering: i,
        }))
      : [{ product_id: productId, client_id: clientId, type: 'default', name: '', slug: 'default', stock: item.stock ?? 0, ordering: 0 }];
    const inserted = await tx.insert(productVariants).values(variants).returning({ id: productVariants.id, slug: productVariants.slug });
    const imageRows: (typeof productImages.$inferInsert)[] = item.images.flatMap((name, i) => {
      const url = images[name];
      return url ? [{ product_id: productId, client_id: clientId, variant_id: null, url, ordering: i }] : [];
    });
    for (const [i, v] of (item.variants ?? []).entries()) {
      const url = v.image ? images[v.image] : undefined;
      const variantId = inserted[i]?.id;
      if (url && variantId) imageRows.push({ product_id: productId, client_id: clientId, variant_id: variantId, url, ordering: 100 + i });
    }
    if (imageRows.length > 0) await tx.insert(productImages).values(imageRows);
  }
}
