import { describe, expect, it } from 'vitest';
import { createHrefFor } from './href-for.js';

describe('internal links (spec §2, §4)', () => {
  it.each([
    ['a normal site keeps paths as they are', 4, '', '/gallery', '/gallery'],
    ['§4 template 1: a page with an open twin links its open/ twin', 1, '', '/store', '/open/store'],
    ['§4 template 1: a page without a twin stays', 1, '', '/gallery', '/gallery'],
    ['§4 preview mode keeps the query string', 4, '?builder_id=b&template_id=4', '/blog', '/blog?builder_id=b&template_id=4'],
    ['outside preview mode the query is not carried', 4, '?utm_source=x', '/blog', '/blog'],
    ['external links are left alone', 4, '?builder_id=b&template_id=4', 'https://x.test/', 'https://x.test/'],
  ])('%s', (_name, templateId, search, path, expected) => {
    expect(createHrefFor(templateId, search)(path)).toBe(expected);
  });
});
