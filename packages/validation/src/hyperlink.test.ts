import { describe, expect, it } from 'vitest';
import { isValidHyperlink } from './hyperlink.js';

describe('isValidHyperlink (§5 Hyperlink popup)', () => {
  it.each([
    ['§5 starts with https://', 'https://example.com', true],
    ['§5 starts with http://', 'http://example.com/page?x=1#top', true],
    ['§5 scheme in capitals', 'HTTPS://EXAMPLE.COM', true],
    ['§5 no scheme', 'example.com', false],
    ['§5 www without scheme', 'www.example.com', false],
    ['§5 other scheme', 'ftp://example.com', false],
    ['§5 javascript: is refused', 'javascript:alert(1)', false],
    ['§5 mailto is not a hyperlink here', 'mailto:ana@example.com', false],
    ['§5 one slash', 'https:/example.com', false],
    ['§5 scheme only', 'https://', false],
    ['§5 whitespace inside', 'https://exa mple.com', false],
    ['§5 scheme not at the start', 'see https://example.com', false],
    ['§5 empty', '', false],
  ])('%s: %j → %s', (_name, value, expected) => {
    expect(isValidHyperlink(value)).toBe(expected);
  });
});
