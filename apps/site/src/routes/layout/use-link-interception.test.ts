import { describe, expect, it } from 'vitest';
import { internalTarget } from './use-link-interception.js';

const here = new URL('http://bistro.localhost:8080/blog') as unknown as Location;

function anchor(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = new URL(href, 'http://bistro.localhost:8080/blog').href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
}

describe("client-side navigation of the sections' plain links", () => {
  it.each([
    ['a page of this site', anchor('/gallery'), '/gallery'],
    ['with its query and hash', anchor('/?x=1#section-about'), '/?x=1#section-about'],
    ['§2 the editor is another application', anchor('/admin'), null],
    ['§2 the gallery editor too', anchor('/gallery/admin'), null],
    ['another host', anchor('https://example.com/gallery'), null],
    ['a new tab', anchor('/gallery', { target: '_blank' }), null],
    ['a download', anchor('/gallery', { download: '' }), null],
    ['an anchor on this page', anchor('/blog#top'), null],
    ['an unknown path (the server decides)', anchor('/nope/nope'), null],
  ])('%s', (_name, a, expected) => {
    expect(internalTarget(a, here)).toBe(expected);
  });
});
