// Products, services and their variants (spec §3).
import type { Recurrence, ServiceType, VariantType } from '../constants.js';
// Prices are decimal strings on the wire; arithmetic and display go through the money module in minor units.
import type { MoneyAmount } from '../money/minor-units.js';

export interface Variant {
  id: number;
  type: VariantType;
  /** Variant type id of spec §3 (color 1, size 2); null for custom and default variants. */
  type_id: number | null;
  /** Shown value, e.g. `Red` or `XL`. */
  name: string;
  slug: string;
  /** `#rrggbb` of a colour variant's swatch; null otherwise. */
  swatch: string | null;
  availableQuantity: number;
  selectedQuantity: number;
  variantImages: string[];
  /** Price of this variant when it differs from the product's. */
  price: MoneyAmount | null;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  description: string;
  sku: string;
  price: MoneyAmount;
  /** Sold out: no unit of any variant can be bought. */
  soldOut: boolean;
  availableQuantity: number;
  /** The owner's low-stock threshold (issue 26, rules/low-stock); null or absent: the default. */
  lowStockThreshold?: number | null;
  images: string[];
  variants: Variant[];
}

/** Where a service is delivered (spec §3 "booking type"); values are SERVICE_TYPES. */
export type BookingType = ServiceType;

export interface Service {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: MoneyAmount;
  durationMinutes: number;
  images: string[];
  /** The customer asks for a quote instead of paying now. */
  requiresQuote: boolean;
  /** Billed again every `recurrence` (spec §5: at most one per order, never mixed with one-time). */
  isSubscription: boolean;
  recurrence: Recurrence | null;
  bookingTypes: BookingType[];
}
