// The Products form's values and the product the API takes (contract OwnerProductInput), both ways. Prices
// are typed text (the money input rule); stock is typed digits; a product without options is one row.
import type { OwnerProductEntry, OwnerProductInput } from '@vitrina/api-client/back-office';
import type { HeldAsText, ProductInput, ProductVariantInput, WithField } from '@vitrina/validation';
import { plainMoneyInput, slugFollows } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';

export type VariantKind = OwnerProductInput['variant_type'];

/**
 * One option row: validation's ProductVariantInput with the stock as typed, plus a React key (never sent);
 * the stock loaded from the server (an existing variant) is sent back as `stock_was`, so sales meanwhile are kept.
 */
export type VariantRowValues = HeldAsText<ProductVariantInput, 'stock'> & {
  /** A key for React that survives reordering and removal (never sent). */
  key: string;
  stock_was: number | null;
};

/** The form's values: the product the API takes (validation's ProductInput), the threshold and rows as typed. */
export type ProductFormValues = HeldAsText<WithField<ProductInput, 'variants', VariantRowValues[]>, 'low_stock_threshold'>;

let keys = 0;
const newKey = () => `row-${++keys}`;

/** A new option row; colours start with a visible swatch. */
export const emptyVariant = (kind: VariantKind): VariantRowValues => ({
  id: null,
  key: newKey(),
  name: '',
  swatch: kind === 'color' ? '#000000' : '',
  price: '',
  stock: '0',
  stock_was: null,
  image: null,
});

export const emptyProduct = (): ProductFormValues => ({
  name: '',
  slug: '',
  description: '',
  sku: '',
  price: '',
  active: true,
  featured: false,
  sold_out: false,
  low_stock_threshold: '',
  images: [],
  variant_type: 'none',
  variants: [emptyVariant('none')],
});

/** "45.00" → "45.00"; prices come back from the API as decimal strings. */
export function formValuesOf(product: OwnerProductEntry): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    sku: product.sku,
    price: product.price,
    active: product.active,
    featured: product.featured,
    sold_out: product.sold_out,
    low_stock_threshold: product.low_stock_threshold === null ? '' : String(product.low_stock_threshold),
    images: product.images,
    variant_type: product.variant_type,
    variants: product.variants.map((v) => ({
      id: v.id,
      key: newKey(),
      name: v.name,
      swatch: v.swatch ?? '',
      price: v.price ?? '',
      stock: String(v.stock),
      stock_was: v.stock,
      image: v.image,
    })),
  };
}

/** The product the API takes; prices read in the owner's language `locale` (issue 26). */
export function productInputOf(values: ProductFormValues, locale: Locale): OwnerProductInput {
  const none = values.variant_type === 'none';
  const rows = none ? values.variants.slice(0, 1) : values.variants;
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    sku: values.sku,
    price: plainMoneyInput(values.price, locale),
    active: values.active,
    featured: values.featured,
    sold_out: values.sold_out,
    low_stock_threshold: values.low_stock_threshold.trim() || null,
    images: values.images,
    variant_type: values.variant_type,
    variants: rows.map((v) => ({
      id: v.id,
      name: none ? '' : v.name,
      swatch: values.variant_type === 'color' ? v.swatch : '',
      price: none ? '' : plainMoneyInput(v.price, locale),
      stock: v.stock.trim(),
      stock_was: v.id === null ? null : v.stock_was,
      image: none ? null : v.image,
    })),
  };
}

/** Whether the address is still the one the name makes (then it keeps following the name). */
export const slugFollowsName = (values: Pick<ProductFormValues, 'name' | 'slug'>) => slugFollows(values.name, values.slug);

/** Switching the kind of options: to none keeps one row (its stock); from none starts one empty option. */
export function withVariantKind(values: ProductFormValues, kind: VariantKind): VariantRowValues[] {
  if (kind === 'none') {
    const stock = values.variants.reduce((sum, v) => sum + (Number(v.stock) || 0), 0);
    const kept = values.variants.find((v) => v.id !== null && values.variant_type === 'none') ?? emptyVariant('none');
    return [{ ...kept, name: '', swatch: '', price: '', image: null, stock: String(stock) }];
  }
  if (values.variant_type === 'none') return [{ ...emptyVariant(kind), stock: values.variants[0]?.stock ?? '0' }];
  return values.variants.map((v) => ({ ...v, swatch: kind === 'color' ? v.swatch || '#000000' : '' }));
}

/** `list` with the item at `from` moved to `to` (both in range). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
