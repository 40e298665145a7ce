// Persisting a cart in local storage under key `cart` (spec §3), the services cart under its own key.
import { CART_STORAGE_KEY, RECURRENCES, SERVICES_CART_STORAGE_KEY, fromMinorUnits, toMinorUnits } from '@vitrina/core-model';
import type { CartLine, MoneyAmount, Recurrence, ServicesCartLine } from '@vitrina/core-model';
import type { CartState, LinesState, ServicesCartState } from './cart-line.js';
import { clampQuantity } from './line-reducer.js';

/** What a cart needs from a store; tests and SSR pass their own. */
export interface CartStorage<S> {
  load(): S;
  save(state: S): void;
  clear(): void;
}

/** The slice of the Web Storage API used here (window.localStorage satisfies it). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A non-negative amount written as the wire's two-decimal string (MoneyAmount), or null when it is not one. */
function amount(value: unknown): MoneyAmount | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const cents = toMinorUnits(value);
  return cents === null || cents < 0 ? null : fromMinorUnits(cents);
}

/** Keeps only a well-formed product line of a stored value (it may be old, hand-edited or from another app). */
export function reviveCartLine(raw: unknown): CartLine | null {
  if (!isRecord(raw) || !isId(raw.productId) || typeof raw.name !== 'string') return null;
  const unitPrice = amount(raw.unitPrice);
  if (unitPrice === null || typeof raw.quantity !== 'number' || typeof raw.availableQuantity !== 'number') return null;
  return {
    productId: raw.productId,
    variantId: isId(raw.variantId) ? raw.variantId : null,
    slug: text(raw.slug),
    name: raw.name,
    sku: text(raw.sku),
    variantLabels: Array.isArray(raw.variantLabels) ? raw.variantLabels.filter((l): l is string => typeof l === 'string') : [],
    image: optionalText(raw.image),
    unitPrice,
    quantity: clampQuantity(raw.quantity, raw.availableQuantity),
    availableQuantity: raw.availableQuantity,
  };
}

const RECURRENCE_SET: ReadonlySet<unknown> = new Set(RECURRENCES);

export function reviveServiceLine(raw: unknown): ServicesCartLine | null {
  if (!isRecord(raw) || !isId(raw.serviceId) || typeof raw.name !== 'string') return null;
  const unitPrice = amount(raw.unitPrice);
  if (unitPrice === null || typeof raw.quantity !== 'number') return null;
  const recurrence = RECURRENCE_SET.has(raw.recurrence) ? (raw.recurrence as Recurrence) : null;
  return {
    serviceId: raw.serviceId,
    slug: text(raw.slug),
    name: raw.name,
    image: optionalText(raw.image),
    unitPrice,
    quantity: clampQuantity(raw.quantity),
    requiresQuote: raw.requiresQuote === true,
    // A subscription without a known frequency cannot be billed: treat it as one-time.
    isSubscription: raw.isSubscription === true && recurrence !== null,
    recurrence,
  };
}

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some browsers throw on merely touching localStorage when storage is blocked.
    return null;
  }
}

/**
 * A cart kept as JSON `{ "lines": [...] }` (a bare array is read too). Bad JSON, a wrong shape or a
 * storage that throws (private mode, quota, server-side rendering) give an empty cart, never an error.
 */
export function createLocalStorageCart<L>(options: {
  key: string;
  revive: (raw: unknown) => L | null;
  storage?: StorageLike | null;
}): CartStorage<LinesState<L>> {
  const storage = () => (options.storage === undefined ? browserStorage() : options.storage);
  return {
    load() {
      try {
        const text = storage()?.getItem(options.key);
        if (!text) return { lines: [] };
        const parsed: unknown = JSON.parse(text);
        const rawLines = Array.isArray(parsed) ? parsed : isRecord(parsed) && Array.isArray(parsed.lines) ? parsed.lines : [];
        return { lines: rawLines.map(options.revive).filter((line): line is L => line !== null) };
      } catch {
        return { lines: [] };
      }
    },
    save(state) {
      try {
        storage()?.setItem(options.key, JSON.stringify({ lines: state.lines }));
      } catch {
        // A full or blocked storage loses the cart on reload; the visitor can still check out now.
      }
    },
    clear() {
      try {
        storage()?.removeItem(options.key);
      } catch {
        // Same as save.
      }
    },
  };
}

/** The products cart under key `cart` (spec §3). */
export function createCartStorage(storage?: StorageLike | null): CartStorage<CartState> {
  return createLocalStorageCart({ key: CART_STORAGE_KEY, revive: reviveCartLine, storage });
}

/** The services cart under its own key. */
export function createServicesCartStorage(storage?: StorageLike | null): CartStorage<ServicesCartState> {
  return createLocalStorageCart({ key: SERVICES_CART_STORAGE_KEY, revive: reviveServiceLine, storage });
}
