import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '@vitrina/core-model';
import { acceptFor, precheckUpload, uploadLimitBytes, uploadLimitText } from './upload-limits.js';

const MiB = 1024 ** 2;
const file = (size: number, type: string, name = 'x.png') => ({ size, type, name });

describe('upload limits (spec §9 image upload kinds, same as the API)', () => {
  it.each([
    ['logo', 5 * MiB, '5 MB'],
    ['favicon', 1 * MiB, '1 MB'],
    ['asset_image', 5 * MiB, '5 MB'],
    ['gallery', 10 * MiB, '10 MB'],
  ] as const)('§9 %s: at most %i bytes (%s)', (kind, bytes, text) => {
    expect(uploadLimitBytes(kind)).toBe(bytes);
    expect(uploadLimitText(kind)).toBe(text);
    expect(precheckUpload(file(bytes, 'image/png'), kind)).toBeNull();
    expect(precheckUpload(file(bytes + 1, 'image/png'), kind)).toBe('too_large');
  });

  it.each([
    ['logo', 'image/jpeg', null],
    ['gallery', 'image/webp', null],
    ['asset_image', 'image/gif', null],
    ['logo', 'image/svg+xml', 'unsupported_type'],
    ['gallery', 'application/pdf', 'unsupported_type'],
    ['logo', 'image/x-icon', 'unsupported_type'],
    ['favicon', 'image/x-icon', null],
    ['favicon', 'image/png', null],
    ['favicon', 'image/jpeg', 'unsupported_type'],
    ['favicon', '', null],
  ] as const)('§9 %s accepts %s → %s', (kind, type, expected) => {
    expect(precheckUpload(file(1000, type), kind)).toBe(expected);
  });

  it('an empty file is refused before it is sent', () => {
    expect(precheckUpload(file(0, 'image/png'), 'logo')).toBe('unsupported_type');
  });

  it('the accept attribute matches the pre-check: favicons PNG or ICO, other kinds no ICO', () => {
    expect(acceptFor('favicon')).toContain('.ico');
    for (const kind of UPLOAD_KINDS.filter((k) => k !== 'favicon')) expect(acceptFor(kind)).not.toContain('icon');
  });

  it('property: any size over the limit is too large, whatever the type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UPLOAD_KINDS), fc.integer({ min: 1, max: 50 * MiB }), fc.string(), (kind, extra, type) => {
        expect(precheckUpload(file(uploadLimitBytes(kind) + extra, type), kind)).toBe('too_large');
      }),
    );
  });
});
