import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ALLOWLIST, isAllowedRichTextUrl } from './index.js';

describe('RICH_TEXT_ALLOWLIST (the blog body, the one rich text)', () => {
  it('keeps no element that runs code or styles the page', () => {
    const tags: readonly string[] = RICH_TEXT_ALLOWLIST.tags;
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input', 'meta', 'base', 'link']) {
      expect(tags).not.toContain(tag);
    }
  });

  it('keeps no event handler, style or target attribute', () => {
    const attributes = Object.values(RICH_TEXT_ALLOWLIST.attributes).flat() as string[];
    expect(attributes.filter((name) => name.startsWith('on') || name === 'style' || name === 'target')).toEqual([]);
  });
});

describe('isAllowedRichTextUrl', () => {
  it.each([
    ['a', 'https://example.com/menu', true],
    ['a', 'http://example.com', true],
    ['a', 'mailto:hello@example.com', true],
    ['a', 'tel:+13125550187', true],
    ['a', '/contact-us', true],
    ['a', '#opening-hours', true],
    ['a', 'javascript:alert(1)', false],
    ['a', 'JaVaScRiPt:alert(1)', false],
    ['a', 'java\tscript:alert(1)', false],
    ['a', ' \u0001javascript:alert(1)', false],
    ['a', 'vbscript:msgbox(1)', false],
    ['a', 'data:text/html;base64,PHNjcmlwdD4=', false],
    ['a', '//evil.example.com', false],
    ['a', '/\\evil.example.com', false],
    ['a', 'relative/page', false],
    ['a', '', false],
    ['img', 'https://assets.example.com/a.webp', true],
    ['img', '/uploads/a.webp', true],
    ['img', 'mailto:a@example.com', false],
    ['img', 'data:image/svg+xml;base64,AAAA', false],
    ['img', '#x', false],
  ] as const)('%s %j → %s', (tag, url, allowed) => {
    expect(isAllowedRichTextUrl(tag, url)).toBe(allowed);
  });
});
