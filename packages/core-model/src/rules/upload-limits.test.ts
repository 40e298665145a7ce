import { describe, expect, it } from 'vitest';
import { UPLOAD_KINDS, uploadLimitBytes } from '@vitrina/core-model';

describe('§9 Image upload kinds: size limits', () => {
  it.each([
    ['logo', 5 * 1024 ** 2],
    ['favicon', 1024 ** 2],
    ['asset_image', 5 * 1024 ** 2],
    ['gallery', 10 * 1024 ** 2],
  ] as const)('%s → %i bytes (base 1024)', (kind, bytes) => {
    expect(uploadLimitBytes(kind)).toBe(bytes);
  });
  it('has a limit for every kind', () => {
    for (const kind of UPLOAD_KINDS) expect(uploadLimitBytes(kind)).toBeGreaterThan(0);
  });
});
