import { SITE_DATA_LIMITS } from '@vitrina/core-model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePayload } from '../validate-payload.js';
import {
  aboutImagePopupSchema,
  footerPopupSchema,
  headerPopupSchema,
  heroPopupSchema,
  createSiteConfigPopupSchema,
  logoPopupSchema,
  menuLinkPopupSchema,
  socialLinksSchema,
} from './site-popups.js';

const siteConfigPopupSchema = createSiteConfigPopupSchema({ country: 'US' });

const fieldsOf = (result: ReturnType<typeof validatePayload>) => (result.ok ? {} : result.fields);

const siteConfig = {
  primaryColor: '#8c3b2e',
  title: 'Harbor Lane Bistro',
  seoDescription: 'Seasonal cooking',
  serviceSectionStyle: 'list',
  displayLocationSection: true,
  homepageStoreEnabled: false,
  faviconUrl: '/assets/clients/11/favicon.png',
  contactNumber: '555-010-2030',
  chatEnabled: true,
};

describe('siteConfigPopupSchema (§2 site config popup, §3 main_site_variables)', () => {
  it('accepts the settings and strips tags from the texts (§5)', () => {
    const result = validatePayload(siteConfigPopupSchema, { ...siteConfig, title: ' <b>Harbor</b> Lane ' });
    expect(result).toMatchObject({ ok: true, value: { ...siteConfig, title: 'Harbor Lane' } });
  });

  it.each([
    ['§3 theme colour is required', { primaryColor: '' }, 'primaryColor', 'validation:invalid.color'],
    ['§3 theme colour is #rrggbb', { primaryColor: 'red' }, 'primaryColor', 'validation:invalid.color'],
    ['§3 short hex is refused (the API stores #rrggbb)', { primaryColor: '#abc' }, 'primaryColor', 'validation:invalid.color'],
    ['§3 service section style is list or carousel', { serviceSectionStyle: 'grid' }, 'serviceSectionStyle', 'validation:invalid.value'],
    ['§9 favicon is an uploaded image URL', { faviconUrl: 'javascript:alert(1)' }, 'faviconUrl', 'validation:invalid.link'],
    ['§5 the contact number must be a valid one', { contactNumber: '12' }, 'contactNumber', 'validation:invalid.phone'],
  ])('%s', (_name, change, field, key) => {
    expect(fieldsOf(validatePayload(siteConfigPopupSchema, { ...siteConfig, ...change }))).toEqual({ [field]: key });
  });

  it('no favicon is null, whatever the form held', () => {
    expect(validatePayload(siteConfigPopupSchema, { ...siteConfig, faviconUrl: '' })).toMatchObject({ value: { faviconUrl: null } });
  });
});

describe('logoPopupSchema (§3 logo_preference text or image)', () => {
  it.each([
    ['§3 a text logo needs no image', { logoPreference: 'text', logoText: 'Bistro', logoUrl: null }, {}],
    ['§3 an image logo with its image', { logoPreference: 'image', logoText: '', logoUrl: 'https://cdn.test/logo.png' }, {}],
    [
      '§3 an image logo without an image',
      { logoPreference: 'image', logoText: 'Bistro', logoUrl: '' },
      { logoUrl: 'validation:required.logoImage' },
    ],
    [
      '§3 logo preference is text or image',
      { logoPreference: 'both', logoText: '', logoUrl: null },
      { logoPreference: 'validation:invalid.value' },
    ],
  ])('%s', (_name, values, fields) => {
    expect(fieldsOf(validatePayload(logoPopupSchema, values))).toEqual(fields);
  });
});

describe('section popups of the top of the page (§3 section fields)', () => {
  it('§5 hero texts lose their tags and are trimmed; colours and the background image are checked', () => {
    const result = validatePayload(heroPopupSchema, {
      title: '<script>x</script> Fresh fish ',
      subtitle: 'Daily',
      body: '',
      book: ' <i>Reserve</i> ',
      bgColor: '#FFFFFF',
      innerBgColor: '',
      bgImageUrl: 'https://cdn.test/hero.jpg',
    });
    expect(result).toMatchObject({ ok: true, value: { title: 'x Fresh fish', book: 'Reserve', bgColor: '#FFFFFF', innerBgColor: '' } });
  });

  it.each([
    ['§3 bg_color is #rrggbb or empty', heroPopupSchema, { bgColor: 'blue' }, 'bgColor', 'validation:invalid.color'],
    ['§3 inner_bg_color is #rrggbb or empty', footerPopupSchema, { innerBgColor: '#12345' }, 'innerBgColor', 'validation:invalid.color'],
    ['§3 header bg_color', headerPopupSchema, { bgColor: 'url(x)' }, 'bgColor', 'validation:invalid.color'],
    [
      '§3 bg_img_url is an image URL',
      heroPopupSchema,
      { bgImageUrl: 'data:image/png;base64,AAAA' },
      'bgImageUrl',
      'validation:invalid.link',
    ],
    ['§3 img_url is an image URL', aboutImagePopupSchema, { imgUrl: '//evil.test/a.png' }, 'imgUrl', 'validation:invalid.link'],
    [
      '§5 a footer social link starts with http(s)://',
      footerPopupSchema,
      { social: { facebook: 'facebook.com/bistro' } },
      'social.facebook',
      'validation:invalid.link',
    ],
  ])('%s', (_name, schema, values, field, key) => {
    expect(fieldsOf(validatePayload(schema, values))).toEqual({ [field]: key });
  });

  it('§3 header nav items keep their type and visibility', () => {
    const result = validatePayload(headerPopupSchema, {
      nav: [
        { type: 'blog', enabled: false },
        { type: 'nope', enabled: true },
      ],
    });
    expect(fieldsOf(result)).toEqual({ 'nav[1].type': 'validation:invalid.value' });
  });

  it('at most SITE_DATA_LIMITS.navItems nav items, as the API allows', () => {
    const nav = (n: number) => ({ nav: Array.from({ length: n }, () => ({ type: 'home', enabled: true })) });
    expect(fieldsOf(validatePayload(headerPopupSchema, nav(SITE_DATA_LIMITS.navItems)))).toEqual({});
    expect(fieldsOf(validatePayload(headerPopupSchema, nav(SITE_DATA_LIMITS.navItems + 1)))).toEqual({ nav: 'validation:invalid.tooMany' });
  });
});

describe('socialLinksSchema (§5 links start with http:// or https://)', () => {
  it('empty links are allowed and stay empty', () => {
    expect(validatePayload(socialLinksSchema, { instagram: ' ' })).toMatchObject({ ok: true, value: { instagram: '', facebook: '' } });
  });

  it('any text that does not start with http:// or https:// is refused', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (raw) => {
        const value = raw.trim();
        fc.pre(value !== '' && !/^https?:\/\//i.test(value) && !value.includes('<'));
        return fieldsOf(validatePayload(socialLinksSchema, { yelp: value }))['yelp'] === 'validation:invalid.link';
      }),
    );
  });
});

describe('menuLinkPopupSchema (§5 Hyperlink popup, §2 nav targets)', () => {
  it.each([
    ['§5 https:// link', { item: 'blog', link: 'https://blog.test', text: 'News' }, {}],
    [
      '§5 no scheme: "enter a valid link starting with http:// or https://"',
      { item: 'blog', link: 'blog.test', text: '' },
      { link: 'validation:invalid.link' },
    ],
    ['§5 empty link', { item: 'gallery', link: '', text: '' }, { link: 'validation:invalid.link' }],
    ['§2 only items whose target is a URL', { item: 'about', link: 'https://x.test', text: '' }, { item: 'validation:invalid.value' }],
  ])('%s', (_name, values, fields) => {
    expect(fieldsOf(validatePayload(menuLinkPopupSchema, values))).toEqual(fields);
  });
});
