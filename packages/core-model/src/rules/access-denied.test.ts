import { describe, expect, it } from 'vitest';
import { accessDeniedEntry } from './access-denied.js';

describe('accessDeniedEntry', () => {
  it.each([
    ['§2 access lacking → the page is shown', { accessDenied: true, previousPath: '/admin' }, { kind: 'render' }],
    [
      '§2 access not lacking → back to the previous path',
      { accessDenied: false, previousPath: '/admin?x=1' },
      { kind: 'redirect', location: '/admin?x=1' },
    ],
    ['§2 entered directly (no denial recorded) → back', { previousPath: '/gallery' }, { kind: 'redirect', location: '/gallery' }],
    ['§2 no previous path → Home', { accessDenied: false }, { kind: 'redirect', location: '/' }],
    ['§2 previous path is the page itself → Home', { previousPath: '/access-denied' }, { kind: 'redirect', location: '/' }],
    ['§2 previous path on another site → Home', { previousPath: '//evil.example/x' }, { kind: 'redirect', location: '/' }],
  ])('%s', (_name, input, expected) => {
    expect(accessDeniedEntry(input)).toEqual(expected);
  });
});
