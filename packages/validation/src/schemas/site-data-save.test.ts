// The editor's save is judged by the popups' own fields (spec §2 "Editor popups", §5): each row puts one
// value into a site document and into the popup that edits it; both must give the same message.
import { defaultSection, defaultSiteData } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import { sectionPopupSchema, servicePopupSchema, storePopupSchema } from './section-popups.js';
import { siteDataSaveSchema } from './site-data-save.js';
import { createSiteConfigPopupSchema, footerPopupSchema, heroPopupSchema } from './site-popups.js';
import type { AnyObjectSchema } from 'yup';

const doc = () =>
  JSON.parse(
    JSON.stringify(
      defaultSiteData({
        sections: [
          defaultSection('hero', { title: 'Welcome' }),
          defaultSection('service', {
            serviceinfo: [{ id: 1, name: 'Brunch', description: '', img_url: null, price: '12.50', booking_types: [] }],
          }),
        ],
      }),
    ),
  ) as Record<string, unknown> & { main_site_variables: Record<string, unknown>; sections: Record<string, unknown>[] };

const saveError = (change: (d: ReturnType<typeof doc>) => void, path: string) => {
  const d = doc();
  change(d);
  const result = validatePayload(siteDataSaveSchema, d, { keepUnknown: true });
  return result.ok ? null : (result.fields[path] ?? null);
};

const formError = (schema: AnyObjectSchema, values: Record<string, unknown>, path: string) => {
  const result = validatePayload(schema, values);
  return result.ok ? null : (result.fields[path] ?? null);
};

describe('siteDataSaveSchema: a save gets the message of the popup that edits the field', () => {
  it.each([
    [
      'a section background that is not #rrggbb',
      (d: ReturnType<typeof doc>) => (d.sections[0]!.bg_color = 'red'),
      'sections[0].bg_color',
      [sectionPopupSchema, { bgColor: 'red' }, 'bgColor'] as const,
    ],
    [
      'the theme colour left empty',
      (d: ReturnType<typeof doc>) => (d.main_site_variables.primary_color = ''),
      'main_site_variables.primary_color',
      [createSiteConfigPopupSchema({ country: 'US' }), { primaryColor: '' }, 'primaryColor'] as const,
    ],
    [
      'a price with three decimals',
      (d: ReturnType<typeof doc>) => ((d.sections[1]!.serviceinfo as Record<string, unknown>[])[0]!.price = '12.505'),
      'sections[1].serviceinfo[0].price',
      [servicePopupSchema, { services: [{ name: 'Brunch', price: '12.505' }] }, 'services[0].price'] as const,
    ],
    [
      'a service without a name',
      (d: ReturnType<typeof doc>) => ((d.sections[1]!.serviceinfo as Record<string, unknown>[])[0]!.name = ' <b></b> '),
      'sections[1].serviceinfo[0].name',
      [servicePopupSchema, { services: [{ name: ' <b></b> ' }] }, 'services[0].name'] as const,
    ],
    [
      'a store link to another scheme',
      (d: ReturnType<typeof doc>) => (d.main_site_variables.ecommerce_url = 'ftp://shop.example'),
      'main_site_variables.ecommerce_url',
      [storePopupSchema, { link: 'ftp://shop.example' }, 'link'] as const,
    ],
    [
      'a social link without http(s)',
      (d: ReturnType<typeof doc>) => (d.social = { facebook: 'facebook.com/me' }),
      'social.facebook',
      [footerPopupSchema, { social: { facebook: 'facebook.com/me' } }, 'social.facebook'] as const,
    ],
    [
      'a hero image with a javascript: link',
      (d: ReturnType<typeof doc>) => (d.sections[0]!.bg_img_url = 'javascript:alert(1)'),
      'sections[0].bg_img_url',
      [heroPopupSchema, { bgImageUrl: 'javascript:alert(1)' }, 'bgImageUrl'] as const,
    ],
  ])('%s', (_name, change, path, [schema, values, formPath]) => {
    const expected = formError(schema, values, formPath);
    expect(expected).not.toBeNull();
    expect(saveError(change, path)).toBe(expected);
  });

  it('accepts a document the popups accept, cleaning text and colours as stored', () => {
    const d = doc();
    d.sections[0]!.title = ' <i>Hello</i> ';
    d.sections[0]!.bg_color = '#AABBCC';
    const result = validatePayload(siteDataSaveSchema, d, { keepUnknown: true });
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    expect(result.value.sections[0]).toMatchObject({ title: 'Hello', bg_color: '#aabbcc', ordering: 0 });
  });
});
