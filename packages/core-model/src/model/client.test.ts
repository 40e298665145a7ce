import { describe, expect, it } from 'vitest';
import { parseBuilderServices } from './builder-data.js';
import { clientContactNumber, defaultClient } from './client.js';
import { defaultEcommerceSettings } from './commerce.js';
import { defaultMainSiteVariables } from './main-site-variables.js';

describe('entity defaults', () => {
  it.each([
    ['§3 contact_info is the phone shown', { contact_info: '555-1000', contact_number: '555-2000' }, '555-1000'],
    ['§3 contact_info falls back to contact_number', { contact_info: null, contact_number: '555-2000' }, '555-2000'],
    ['§3 blank contact_info falls back too', { contact_info: '  ', contact_number: '555-2000' }, '555-2000'],
    ['§3 neither → null', { contact_info: null, contact_number: null }, null],
  ])('%s', (_name, fields, expected) => {
    expect(clientContactNumber(fields)).toBe(expected);
  });

  it('§9 defaults: currency USD ($), primary colour #000000, carousel, location section 0, rates "0"', () => {
    expect(defaultClient().currency_code).toBe('USD');
    expect(defaultMainSiteVariables()).toMatchObject({
      primary_color: '#000000',
      service_section_style: 'carousel',
      display_location_section: 0,
    });
    expect(defaultEcommerceSettings()).toEqual({ shippingRate: '0', taxRate: '0' });
  });

  it.each([
    ['§3 Builder data: services_json is parsed', '[{"name":"Cut","description":"A cut"}]', [{ name: 'Cut', description: 'A cut' }]],
    ['§3 Builder data: entries without a name are skipped', '[{"description":"x"},{"name":"Dye"}]', [{ name: 'Dye', description: '' }]],
    ['§3 Builder data: malformed JSON gives no services', '{oops', []],
    ['§3 Builder data: a non-array gives no services', '{"name":"x"}', []],
  ])('%s', (_name, json, expected) => {
    expect(parseBuilderServices(json)).toEqual(expected);
  });
});
