// The editor's section popups (spec §2 "Editor popups", §5): texts stripped, colours, prices, store link.
import { SITE_DATA_LIMITS } from '@vitrina/core-model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { isValidStoreLink, sectionPopupSchema, servicePopupSchema, storePopupSchema } from './section-popups.js';

const fieldError = (result: ReturnType<typeof validatePayload>, field: string) => (result.ok ? null : (result.fields[field] ?? null));

describe('sectionPopupSchema (§2 section popups, §5)', () => {
  it('§5 HTML tags are removed from entered text, then it is trimmed', () => {
    const result = validatePayload(sectionPopupSchema, {
      title: ' <b>Visit</b> us ',
      subtitle: '<script>x</script>Hi',
      body: '',
      bgColor: '',
      innerBgColor: '',
    });
    expect(result).toEqual({ ok: true, value: { title: 'Visit us', subtitle: 'xHi', body: '', bgColor: '', innerBgColor: '' } });
  });

  it.each([
    ['#rrggbb', '#F9f9f9', null],
    ['empty keeps the template colour', '', null],
    ['three digits', '#fff', 'validation:invalid.color'],
    ['a colour name', 'red', 'validation:invalid.color'],
    ['no hash', 'f9f9f9', 'validation:invalid.color'],
  ])('background colour: %s', (_name, bgColor, key) => {
    expect(fieldError(validatePayload(sectionPopupSchema, { bgColor }), 'bgColor')).toBe(key);
  });
});

describe('servicePopupSchema (§3 serviceinfo, §5 numeric input)', () => {
  const service = (overrides: Record<string, unknown>) => ({ services: [{ name: 'Brunch', description: '', price: '', ...overrides }] });

  it.each([
    ['empty price hides it', '', null],
    ['whole number', '45', null],
    ['two decimals', '45.00', null],
    ['one decimal', '45.5', null],
    ['trailing dot while typing', '45.', null],
    ['leading dot', '.5', null],
    ['three decimals', '45.005', 'validation:invalid.price'],
    ['two dots', '4.5.0', 'validation:invalid.price'],
    ['a currency sign', '$45', 'validation:invalid.price'],
    ['a comma', '1,000', 'validation:invalid.price'],
  ])('price: %s (%j)', (_name, price, key) => {
    expect(fieldError(validatePayload(servicePopupSchema, service({ price })), 'services[0].price')).toBe(key);
  });

  it.each([
    ['empty', ''],
    ['tags only', '<b></b>'],
  ])('a service needs a name: %s', (_name, name) => {
    expect(fieldError(validatePayload(servicePopupSchema, service({ name })), 'services[0].name')).toBe('validation:required.serviceName');
  });

  it('§5 strips tags from the booking label and every service', () => {
    const result = validatePayload(servicePopupSchema, {
      book: '<i>Book</i> ',
      ...service({ name: ' <b>Brunch</b>', description: '<p>Eggs</p>' }),
    });
    expect(result).toEqual({
      ok: true,
      value: { title: '', subtitle: '', book: 'Book', services: [{ name: 'Brunch', description: 'Eggs', price: '' }] },
    });
  });

  it('at most SITE_DATA_LIMITS.servicesPerSection services, as the API allows', () => {
    const services = (n: number) => ({ services: Array.from({ length: n }, (_, i) => ({ name: `S${i}`, description: '', price: '' })) });
    expect(validatePayload(servicePopupSchema, services(SITE_DATA_LIMITS.servicesPerSection)).ok).toBe(true);
    expect(fieldError(validatePayload(servicePopupSchema, services(SITE_DATA_LIMITS.servicesPerSection + 1)), 'services')).toBe(
      'validation:invalid.tooMany',
    );
  });
});

describe('storePopupSchema (§2 site links)', () => {
  it.each([
    ['empty uses /store', '', null],
    ['§2 internal path /store', '/store', null],
    ['§2 internal path /shop', '/shop', null],
    ['https address', 'https://shop.example.com', null],
    ['http address', 'http://shop.example.com/a', null],
    ['protocol-relative is another host', '//evil.example', 'validation:invalid.storeLink'],
    ['no scheme', 'shop.example.com', 'validation:invalid.storeLink'],
    ['javascript:', 'javascript:alert(1)', 'validation:invalid.storeLink'],
    ['a space in a path', '/my store', 'validation:invalid.storeLink'],
  ])('store link: %s', (_name, link, key) => {
    expect(fieldError(validatePayload(storePopupSchema, { link }), 'link')).toBe(key);
  });

  it('homepage store is a flag, off by default', () => {
    const result = validatePayload(storePopupSchema, {});
    expect(result.ok && result.value.homepageStore).toBe(false);
  });

  it('property: a store link never starts with // or a scheme other than http(s)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!isValidStoreLink(value)) return;
        const link = value.trim();
        expect(link.startsWith('/') ? !link.startsWith('//') : /^https?:\/\//i.test(link)).toBe(true);
      }),
    );
  });
});
