import { defaultMainSiteVariables, defaultNav } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { externalLinkOf, navWithText } from './menu-links.js';

describe('menu links (spec §2 nav targets from main_site_variables)', () => {
  it.each([
    ['§2 an external blog', { blog_url: 'https://blog.bistro.test' }, 'https://blog.bistro.test'],
    ["§2 the site's own blog page is no external link", { blog_url: '/blog' }, ''],
    ['unset', { blog_url: null }, ''],
  ])('%s', (_name, variables, expected) => {
    expect(externalLinkOf(defaultMainSiteVariables(variables), 'blog')).toBe(expected);
  });

  it('sets the text of an item in the menu, and adds a missing one at the end, shown', () => {
    const nav = defaultNav();
    expect(navWithText(nav, 'gallery', 'Photos').at(-1)).toEqual({
      type: 'gallery',
      label: 'Photos',
      ordering: nav.length + 1,
      enabled: true,
    });
    const withBlog = navWithText(nav, 'blog', 'News');
    expect(navWithText(withBlog, 'blog', 'Journal').filter((item) => item.type === 'blog')).toEqual([
      { type: 'blog', label: 'Journal', ordering: nav.length + 1, enabled: true },
    ]);
  });
});
