import { describe, expect, it } from 'vitest';
import { PRODUCT_STOCK_MAX, productSchema, validatePayload } from '../index.js';

const shirt = {
  name: 'Linen shirt',
  slug: 'linen-shirt',
  description: 'Cool in summer.',
  sku: 'LS-1',
  price: '45.50',
  active: true,
  featured: false,
  sold_out: false,
  images: ['https://assets.example.com/clients/7/shirt.webp'],
  variant_type: 'color',
  variants: [
    { id: 3, name: 'Red', swatch: '#cc0000', price: '', stock: '4', image: null },
    { id: null, name: 'Blue', swatch: '#0000cc', price: '49', stock: 0, image: '/assets/blue.webp' },
  ],
};

const check = (patch: Record<string, unknown>) => validatePayload(productSchema, { ...shirt, ...patch });
const fieldsOf = (patch: Record<string, unknown>) => {
  const result = check(patch);
  return result.ok ? {} : result.fields;
};

describe('productSchema (Products screen and the owner product routes, spec §3 product and variant)', () => {
  it('accepts a product with two colour options; stock typed as digits becomes a number', () => {
    const result = check({});
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.variants.map((v) => v.stock)).toEqual([4, 0]);
  });

  it('accepts a product without choices: one default row whose name is not asked', () => {
    expect(check({ variant_type: 'none', variants: [{ name: '', stock: '12' }] }).ok).toBe(true);
  });

  it.each([
    ['name required', { name: '  ' }, 'name', 'validation:required.productName'],
    ['price required', { price: '' }, 'price', 'validation:required.price'],
    ['price by the money input rule (§5 numeric only, 2 decimals)', { price: '1.005' }, 'price', 'validation:invalid.price'],
    ['price with a comma refused', { price: '1,00' }, 'price', 'validation:invalid.price'],
    ['slug by core-model rules', { slug: 'Linen Shirt' }, 'slug', 'validation:invalid.slug'],
    ['an image must be a link', { images: ['javascript:alert(1)'] }, 'images[0]', 'validation:invalid.link'],
  ])('%s', (_name, patch, field, message) => {
    expect(fieldsOf(patch)[field]).toBe(message);
  });

  it.each([
    ['a named option needs a name', { name: '' }, 'variants[0].name', 'validation:required.variantName'],
    ['a colour needs a #rrggbb swatch', { swatch: 'red' }, 'variants[0].swatch', 'validation:invalid.color'],
    ['stock is a whole number', { stock: '1.5' }, 'variants[0].stock', 'validation:invalid.stock'],
    ['stock is never below 0', { stock: -1 }, 'variants[0].stock', 'validation:invalid.stock'],
    ['stock has a ceiling', { stock: PRODUCT_STOCK_MAX + 1 }, 'variants[0].stock', 'validation:invalid.stock'],
    ['stock is required', { stock: '' }, 'variants[0].stock', 'validation:required.stock'],
    ['an option price follows the money rule', { price: 'abc' }, 'variants[0].price', 'validation:invalid.price'],
  ])('variant: %s', (_name, patch, field, message) => {
    expect(fieldsOf({ variants: [{ ...shirt.variants[0], ...patch }, shirt.variants[1]] })[field]).toBe(message);
  });

  it('refuses two options with the same name (case-insensitive), on the second', () => {
    const fields = fieldsOf({ variants: [shirt.variants[0], { ...shirt.variants[1], name: ' red ' }] });
    expect(fields).toEqual({ 'variants[1].name': 'validation:invalid.duplicateVariant' });
  });

  it('sizes need no swatch', () => {
    expect(
      check({
        variant_type: 'size',
        variants: [
          { name: 'M', stock: 1 },
          { name: 'L', stock: 2 },
        ],
      }).ok,
    ).toBe(true);
  });

  it('a product always has at least one variant', () => {
    expect(fieldsOf({ variants: [] }).variants).toBe('validation:required.variantName');
  });

  it('strips tags from the plain-text fields', () => {
    const result = check({ name: '<b>Linen</b> shirt', description: '<script>x</script>Soft' });
    expect(result.ok && result.value).toMatchObject({ name: 'Linen shirt' });
  });

  describe('low-stock threshold (issue 26)', () => {
    it('is optional: absent, null or empty is "not set" (null, the default applies)', () => {
      for (const patch of [{}, { low_stock_threshold: null }, { low_stock_threshold: '' }, { low_stock_threshold: '  ' }]) {
        const result = check(patch);
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.value.low_stock_threshold).toBeNull();
      }
    });

    it('takes a whole number 0 or more, typed as digits or sent as a number', () => {
      const typed = check({ low_stock_threshold: ' 5 ' });
      expect(typed.ok && typed.value.low_stock_threshold).toBe(5);
      const sent = check({ low_stock_threshold: 0 });
      expect(sent.ok && sent.value.low_stock_threshold).toBe(0);
    });

    it.each([
      ['below 0', -1],
      ['typed below 0', '-1'],
      ['not a whole number', 2.5],
      ['typed with decimals', '2.5'],
      ['not a number', 'few'],
      ['over the stock ceiling', PRODUCT_STOCK_MAX + 1],
    ])('refuses a threshold %s with its own message', (_name, value) => {
      expect(fieldsOf({ low_stock_threshold: value }).low_stock_threshold).toBe('validation:invalid.lowStockThreshold');
    });
  });
});
