import { SERVICES_CART_STORAGE_KEY } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { productLine } from '../testing/builders.js';
import { createCartStorage, createServicesCartStorage } from '@vitrina/commerce';
import type { StorageLike } from '@vitrina/commerce';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const line = productLine({ name: 'Mug', unitPrice: '12.00', quantity: 2, availableQuantity: 3, variantLabels: ['Blue'] });

describe('cart storage (spec §3 "kept in local storage under the key cart")', () => {
  it('§3 saves under the key `cart` and loads the same lines back', () => {
    const storage = memoryStorage();
    createCartStorage(storage).save({ lines: [line] });
    expect([...storage.data.keys()]).toEqual(['cart']);
    expect(createCartStorage(storage).load()).toEqual({ lines: [line] });
  });

  it('§3 the services cart has its own key', () => {
    const storage = memoryStorage();
    createServicesCartStorage(storage).save({ lines: [] });
    expect(storage.data.has('cart')).toBe(false);
    expect(storage.data.has(SERVICES_CART_STORAGE_KEY)).toBe(true);
  });

  it.each([
    ['bad JSON', '{"lines": ['],
    ['a number', '42'],
    ['null', 'null'],
    ['lines not an array', '{"lines": "x"}'],
  ])('survives %s in storage with an empty cart', (_name, text) => {
    expect(createCartStorage(memoryStorage({ cart: text })).load()).toEqual({ lines: [] });
  });

  it('drops malformed lines and re-applies the quantity rule to the rest', () => {
    const stored = JSON.stringify({
      lines: [
        { ...line, quantity: 40 },
        { ...line, productId: 'p1' },
        { ...line, productId: 2, unitPrice: 'free' },
        { ...line, unitPrice: '-1' },
        'junk',
      ],
    });
    const { lines } = createCartStorage(memoryStorage({ cart: stored })).load();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('reads a stored price with the one money rule and keeps it as a two-decimal string', () => {
    const stored = JSON.stringify({
      lines: [
        { ...line, unitPrice: 12.5 },
        { ...line, productId: 2, unitPrice: '1.005' },
      ],
    });
    const { lines } = createCartStorage(memoryStorage({ cart: stored })).load();
    expect(lines.map((l) => l.unitPrice)).toEqual(['12.50', '1.01']);
  });

  it('reads a bare array of lines too', () => {
    expect(createCartStorage(memoryStorage({ cart: JSON.stringify([line]) })).load().lines).toHaveLength(1);
  });

  it('a storage that throws, or none at all (server-side), never breaks the cart', () => {
    for (const storage of [throwing, null]) {
      const cart = createCartStorage(storage);
      expect(cart.load()).toEqual({ lines: [] });
      expect(() => cart.save({ lines: [line] })).not.toThrow();
      expect(() => cart.clear()).not.toThrow();
    }
  });

  it('clear removes the stored cart', () => {
    const storage = memoryStorage();
    const cart = createCartStorage(storage);
    cart.save({ lines: [line] });
    cart.clear();
    expect(cart.load()).toEqual({ lines: [] });
  });

  it('revives a service line with an unknown recurrence as one-time', () => {
    const stored = JSON.stringify({
      lines: [
        { serviceId: 3, name: 'Yoga', unitPrice: '9.00', quantity: 1, isSubscription: true, recurrence: 'hourly', requiresQuote: 'yes' },
      ],
    });
    const { lines } = createServicesCartStorage(memoryStorage({ [SERVICES_CART_STORAGE_KEY]: stored })).load();
    expect(lines[0]).toMatchObject({ serviceId: 3, recurrence: null, isSubscription: false, requiresQuote: false, slug: '', image: null });
  });
});
