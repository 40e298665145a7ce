import { describe, expect, it } from 'vitest';
import { editorAccessFor, languageForEmployee, parseSubject } from './editor-access.js';

describe('editor access', () => {
  it.each([
    ['§6 ADMIN (1) may use the site editor', 1, 'editor'],
    ['§6 MANAGER (3) is sent to the admin application', 3, 'admin-app'],
    ['§6 EMPLOYEE (4) is sent to the admin application', 4, 'admin-app'],
    ['§6 role 2 is not a listed role', 2, 'denied'],
    ['§6 no employee role', null, 'denied'],
  ])('%s', (_name, role, expected) => {
    expect(editorAccessFor(role)).toBe(expected);
  });

  it.each([
    ['§4 Admin entry: language 1 → English', 1, 'en'],
    ['§4 Admin entry: language 2 → Spanish', 2, 'es'],
    ['§4 Admin entry: any other language → Spanish', 7, 'es'],
    ['§4 Admin entry: no language → Spanish', null, 'es'],
  ])('%s', (_name, languageId, expected) => {
    expect(languageForEmployee(languageId)).toBe(expected);
  });

  it.each([
    ['§3 Login user: sub is provider|id', 'auth0|abc123', { provider: 'auth0', id: 'abc123' }],
    ['§3 Login user: only the first | separates', 'oidc|a|b', { provider: 'oidc', id: 'a|b' }],
    ['§3 Login user: no separator → null', 'abc123', null],
    ['§3 Login user: empty provider → null', '|abc', null],
    ['§3 Login user: empty id → null', 'auth0|', null],
  ])('%s', (_name, sub, expected) => {
    expect(parseSubject(sub)).toEqual(expected);
  });
});
