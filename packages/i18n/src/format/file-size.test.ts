import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@vitrina/i18n';

describe('formatFileSize', () => {
  it.each([
    [512, 'en', '512 B'],
    [512, 'es', '512 B'],
    [1536, 'en', '1.5 kB'],
    [1536, 'es', '1,5 kB'],
    [10 * 1024 * 1024, 'en', '10 MB'],
    [-1, 'en', ''],
  ] as const)('%i bytes in %s → %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });
});
