// A product as the back office's Products screen edits it and the API's owner product routes receive it
// (contract OwnerProductInput; spec §3 product and variant). Plain-text fields are stripped and trimmed
// (§5); prices follow the editor's money input rule (digits and one dot, at most two decimals); stock is a
// whole number ≥ 0, and so is the optional low-stock threshold (issue 26). Variants share one type: `none`
// is the single default variant (name '', its stock is the product's), colour variants carry a `#rrggbb` swatch. Option names are unique within the product
// (case-insensitive, and by the address slug they make).
import { PRODUCT_VARIANT_KINDS, parseMoneyInput, slugify } from '@vitrina/core-model';
import { array, boolean, mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';
import type { Defaulted, TypedAsText, WithField } from './sent.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import type { ValidationMessageKey } from '../messages.js';
import { requiredText, slugField, text } from './fields.js';
import { isValidStoreLink } from './section-popups.js';
import { imageUrlField } from './site-popups.js';

export const PRODUCT_NAME_MAX_LENGTH = 150;
export const PRODUCT_SKU_MAX_LENGTH = 64;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
export const VARIANT_NAME_MAX_LENGTH = 60;
export const PRODUCT_VARIANTS_MAX = 50;
export const PRODUCT_IMAGES_MAX = 12;
/** Units one variant may hold (a 32-bit column, and no shop counts beyond this). */
export const PRODUCT_STOCK_MAX = 1_000_000;
/** The variant types the form offers (core-model); `none` is the product's single default variant. */
export { PRODUCT_VARIANT_KINDS };
export type ProductVariantKind = (typeof PRODUCT_VARIANT_KINDS)[number];

const COLOUR = /^#[0-9a-f]{6}$/i;

/** The slug a variant's name makes: its address on the product page (`?variant=red`). */
export const variantSlug = (name: string, index: number): string => slugify(name) || `option-${index + 1}`;

/** Uploaded images (asset links) in the order the site shows them; products and services (issue 15). */
export const imageListField = (max: number) =>
  array(
    string()
      .typeError(M.invalid.link)
      .required(M.invalid.link)
      .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
      .test('image-url', M.invalid.link, (value) => isValidStoreLink(value)),
  )
    .max(max, M.invalid.tooMany)
    .default([]);

/** A price as typed (`45`, `45.50`); required ones may not be empty. */
const moneyField = (options: { required: boolean }) => {
  const field = text().test('price', M.invalid.price, (value) => !value || parseMoneyInput(value) !== null);
  return options.required ? field.required(M.required.price) : field;
};

/**
 * A count of units: a whole number 0…PRODUCT_STOCK_MAX, typed as digits or sent as a number; blank text
 * reads as `blank` (undefined: not given; null: not set, as are null and absent).
 */
const unitsField = (message: ValidationMessageKey, blank: undefined | null) =>
  number()
    .transform((value: unknown, original: unknown) => {
      if (blank === null && (original === null || original === undefined)) return null;
      if (typeof original === 'string') return original.trim() === '' ? blank : /^\d+$/.test(original.trim()) ? Number(original) : NaN;
      return value;
    })
    .typeError(message)
    .integer(message)
    .min(0, message)
    .max(PRODUCT_STOCK_MAX, message);

/** Units in stock: a whole number 0…PRODUCT_STOCK_MAX, typed as digits or sent as a number. */
const stockField = () => unitsField(M.invalid.stock, undefined).required(M.required.stock);

/**
 * The product's low-stock threshold (issue 26): a whole number 0…PRODUCT_STOCK_MAX, typed as digits or sent
 * as a number; empty, null or absent is "not set" (null: core-model's DEFAULT_LOW_STOCK_THRESHOLD applies).
 */
const lowStockThresholdField = () => unitsField(M.invalid.lowStockThreshold, null).nullable().default(null);

const variantKindField = () =>
  mixed<ProductVariantKind>((value): value is ProductVariantKind => (PRODUCT_VARIANT_KINDS as readonly unknown[]).includes(value))
    .typeError(M.invalid.value)
    .default('none')
    .required(M.invalid.value);

/** An existing variant's id (kept with its stock history) or null for a new one. */
const variantIdField = () =>
  number()
    .typeError(M.invalid.value)
    .integer(M.invalid.value)
    .positive(M.invalid.value)
    .nullable()
    .default(null)
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined ? null : value));

const kindOf = (context: { from?: { value: unknown }[] }): unknown =>
  (context.from?.[1]?.value as Record<string, unknown> | undefined)?.variant_type;

export const productVariantSchema = object({
  id: variantIdField(),
  /** Shown value, e.g. `Red` or `XL`; ignored (stored as '') for the default variant. */
  name: text()
    .max(VARIANT_NAME_MAX_LENGTH, M.invalid.tooLong)
    .test('variant-name', M.required.variantName, function check(value) {
      return kindOf(this) === 'none' || Boolean(value);
    })
    .test('unique', M.invalid.duplicateVariant, function check(value) {
      if (!value || kindOf(this) === 'none') return true;
      const siblings = ((this.from?.[1]?.value as Record<string, unknown> | undefined)?.variants ?? []) as { name?: unknown }[];
      const own = Number(/\[(\d+)\]\.name$/.exec(this.path)?.[1] ?? -1);
      const key = (name: unknown) => (typeof name === 'string' ? slugify(name.trim()) || name.trim().toLowerCase() : '');
      return !siblings.some((v, i) => i < own && key(v.name) === key(value));
    }),
  /** `#rrggbb`; required for a colour. */
  swatch: text().test('swatch', M.invalid.color, function check(value) {
    if (kindOf(this) !== 'color') return true;
    return Boolean(value) && COLOUR.test(value ?? '');
  }),
  /** This option's own price; empty: the product's price. */
  price: moneyField({ required: false }),
  stock: stockField(),
  /** The stock the form loaded with (an existing variant); the server applies the change as a difference. */
  stock_was: number().typeError(M.invalid.value).integer(M.invalid.value).min(0, M.invalid.value).nullable().default(null),
  /** An uploaded image shown when this option is chosen. */
  image: imageUrlField(),
});

export const productSchema = object({
  name: requiredText(M.required.productName).max(PRODUCT_NAME_MAX_LENGTH, M.invalid.tooLong),
  /** The address `/product/{slug}`; core-model `slugify` derives it from the name. */
  slug: slugField().required(M.required.productSlug),
  description: text().max(PRODUCT_DESCRIPTION_MAX_LENGTH, M.invalid.tooLong),
  sku: text().max(PRODUCT_SKU_MAX_LENGTH, M.invalid.tooLong),
  price: moneyField({ required: true }),
  active: boolean().typeError(M.invalid.value).default(true),
  featured: boolean().typeError(M.invalid.value).default(false),
  /** The owner's "sold out" flag: not for sale whatever the stock says. */
  sold_out: boolean().typeError(M.invalid.value).default(false),
  /** At or below this many units (over every option) the product is "low stock"; null: the default. */
  low_stock_threshold: lowStockThresholdField(),
  /** Images in the order the site shows them. */
  images: imageListField(PRODUCT_IMAGES_MAX),
  variant_type: variantKindField(),
  /** `none`: exactly one row (the default variant); otherwise 1…PRODUCT_VARIANTS_MAX options. */
  variants: array(productVariantSchema)
    .min(1, M.required.variantName)
    .max(PRODUCT_VARIANTS_MAX, M.invalid.tooMany)
    .test('one-default', M.invalid.value, function check(value) {
      return this.parent?.variant_type !== 'none' || (value?.length ?? 0) === 1;
    })
    .default([]),
});

export type ProductValues = InferType<typeof productSchema>;
export type ProductVariantValues = InferType<typeof productVariantSchema>;

/**
 * A variant row as the form sends it: stock as the digits typed (or a number); `stock_was` may be left out
 * (then the stock is set as sent, not applied as a difference).
 */
export type ProductVariantInput = Defaulted<TypedAsText<ProductVariantValues, 'stock'>, 'stock_was'>;

/** A product as the back office sends it (contract OwnerProductInput): the threshold as typed, or left out. */
export type ProductInput = Defaulted<
  TypedAsText<WithField<ProductValues, 'variants', ProductVariantInput[]>, 'low_stock_threshold'>,
  'low_stock_threshold'
>;
