// Ecommerce settings and cart lines (spec §3).
import { DEFAULT_SHIPPING_RATE, DEFAULT_TAX_RATE } from '../constants.js';
import type { Recurrence } from '../constants.js';
import type { MoneyAmount } from '../money/minor-units.js';

export interface EcommerceSettings {
  /** Flat shipping per order, decimal string (default "0"). */
  shippingRate: MoneyAmount;
  /** Tax rate in percent, decimal string (default "0"). */
  taxRate: string;
}

export function defaultEcommerceSettings(overrides: Partial<EcommerceSettings> = {}): EcommerceSettings {
  return { shippingRate: DEFAULT_SHIPPING_RATE, taxRate: DEFAULT_TAX_RATE, ...overrides };
}

/** A product line of the products cart (local storage key `cart`). */
export interface CartLine {
  productId: number;
  /** Chosen variant, or null for a product without variants. */
  variantId: number | null;
  slug: string;
  name: string;
  sku: string;
  /** Shown variant values, e.g. `['Red', 'XL']`. */
  variantLabels: string[];
  image: string | null;
  unitPrice: MoneyAmount;
  quantity: number;
  /** Units in stock when the line was last priced; the server re-checks. */
  availableQuantity: number;
}

/** A line of the separate services cart. */
export interface ServicesCartLine {
  serviceId: number;
  slug: string;
  name: string;
  image: string | null;
  unitPrice: MoneyAmount;
  quantity: number;
  requiresQuote: boolean;
  isSubscription: boolean;
  recurrence: Recurrence | null;
}
