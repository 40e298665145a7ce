import { describe, expect, it } from 'vitest';
import { accessDeniedEntry, isEditorPath } from './access-denied.js';

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

describe('isEditorPath: where the access check runs (issue 26: /manage was missing, and /access-denied looped)', () => {
  it.each([
    ['/admin', true],
    ['/admin/callback?error=access_denied', true],
    ['/gallery/admin', true],
    ['/manage', true],
    ['/manage/orders', true],
    ['/manage/callback?error=access_denied&state=x', true],
    ['/manage?tab=1', true],
    ['/managers', false],
    ['/gallery', false],
    ['/', false],
    [null, false],
  ])('%s → %s', (path, expected) => {
    expect(isEditorPath(path)).toBe(expected);
  });
});
