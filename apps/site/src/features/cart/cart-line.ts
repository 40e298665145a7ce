// A cart line (core-model CartLine) from the product page's product and chosen variant: the price and
// stock shown now; the cart check and the checkout re-read both from the server.
import type { CartLine, Product, Variant } from '@vitrina/core-model';

/** The shown values of a chosen variant, e.g. ['Navy']; none for a product without choices. */
export function variantLabelsOf(variant: Variant | null): string[] {
  return variant && variant.type !== 'default' && variant.name.trim() ? [variant.name] : [];
}

export function lineFromProduct(product: Product, variant: Variant | null, quantity: number): CartLine {
  const image = variant?.variantImages.find((src) => src.trim()) ?? product.images.find((src) => src.trim()) ?? null;
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    variantLabels: variantLabelsOf(variant),
    image,
    unitPrice: variant?.price ?? product.price,
    quantity,
    availableQuantity: product.soldOut ? 0 : (variant?.availableQuantity ?? product.availableQuantity),
  };
}
