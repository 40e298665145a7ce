import { describe, expect, it } from 'vitest';
import { detectPreview, withPreviewQuery } from './preview.js';

describe('detectPreview', () => {
  it.each([
    [
      '§2 builder_id with template_id: builder preview',
      '?builder_id=b1&template_id=4',
      { mode: 'builder', builderId: 'b1', templateId: '4', images: null },
    ],
    [
      '§2 wizard_session_id with template_id: wizard preview',
      'wizard_session_id=w1&template_id=5',
      { mode: 'wizard', wizardSessionId: 'w1', templateId: '5' },
    ],
    ['§2 client_id with template_id: client preview', '?client_id=9&template_id=8', { mode: 'client', clientId: '9', templateId: '8' }],
    [
      '§2 about_img_url and hero_img_url: image preview',
      '?about_img_url=a.png&hero_img_url=h.png',
      { mode: 'image', images: { aboutImgUrl: 'a.png', heroImgUrl: 'h.png' } },
    ],
    [
      '§2 image markers ride along with a builder preview',
      '?builder_id=b&template_id=4&about_img_url=a&hero_img_url=h',
      { mode: 'builder', images: { aboutImgUrl: 'a', heroImgUrl: 'h' } },
    ],
    ['§2 builder_id without template_id is no preview', '?builder_id=b1', { mode: 'none' }],
    ['§2 template_id alone is no preview', '?template_id=4', { mode: 'none' }],
    ['§2 only one image marker is no preview', '?about_img_url=a', { mode: 'none', images: null }],
    ['§2 empty values do not count', '?builder_id=&template_id=4', { mode: 'none' }],
    ['§2 plain query is no preview', '?utm_source=x', { mode: 'none' }],
  ])('%s', (_name, search, expected) => {
    expect(detectPreview(search)).toMatchObject(expected);
  });

  it('§2 accepts URLSearchParams', () => {
    expect(detectPreview(new URLSearchParams({ builder_id: 'b', template_id: '1' })).mode).toBe('builder');
  });
});

describe('withPreviewQuery', () => {
  const preview = '?builder_id=b1&template_id=4';
  it.each([
    ['§4 Preview mode keeps the query string on internal links', '/store', preview, '/store?builder_id=b1&template_id=4'],
    ['§4 Preview mode: existing query is extended', '/store?tab=services', preview, '/store?tab=services&builder_id=b1&template_id=4'],
    ['§4 Preview mode: the hash stays last', '/#section-about', preview, '/?builder_id=b1&template_id=4#section-about'],
    ['§4 Preview mode: external links are untouched', 'https://x.com', preview, 'https://x.com'],
    ['§4 Preview mode: tel links are untouched', 'tel:+1555', preview, 'tel:+1555'],
    ['§4 not in preview: internal links are untouched', '/store', '?utm_source=x', '/store'],
  ])('%s', (_name, href, search, expected) => {
    expect(withPreviewQuery(href, search)).toBe(expected);
  });
});
