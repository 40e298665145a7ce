import { describe, expect, it } from 'vitest';
import { callbackPath, editorBaseOf, safeReturnTo } from './editor-paths.js';

describe('editor paths (spec §2 /admin and /gallery/admin)', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/anything', '/admin'],
    ['/gallery/admin', '/gallery/admin'],
    ['/gallery/admin/callback', '/gallery/admin'],
    ['/gallery/administrator', '/admin'],
    ['/manage', '/manage'],
    ['/manage/team', '/manage'],
    ['/management', '/admin'],
  ])('%s is under %s', (path, base) => {
    expect(editorBaseOf(path)).toBe(base);
  });

  it('each editor has its own callback, the one the provider accepts', () => {
    expect(callbackPath('/admin')).toBe('/admin/callback');
    expect(callbackPath('/gallery/admin')).toBe('/gallery/admin/callback');
    expect(callbackPath('/manage')).toBe('/manage/callback');
  });

  it.each([
    ['an editor path with its query', '/gallery/admin?tab=2#top', '/gallery/admin?tab=2#top'],
    ['the editor start', '/admin', '/admin'],
    ['another origin (open redirect)', 'https://evil.example/admin', '/admin'],
    ['a protocol-relative URL', '//evil.example/admin', '/admin'],
    ['a backslash trick', '/\\evil.example', '/admin'],
    ['a site page outside the editor', '/store', '/admin'],
    ['the callback itself (it cannot be replayed)', '/gallery/admin/callback?code=x', '/gallery/admin'],
    ['the sign-out route', '/admin/logout', '/admin'],
    ['a back-office screen', '/manage/blog?page=2', '/manage/blog?page=2'],
    ['the back-office callback', '/manage/callback?code=x', '/manage'],
    ['nothing', undefined, '/admin'],
  ])('returning after login: %s', (_name, value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});
