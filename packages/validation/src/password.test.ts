// The password rule (docs/decisions.md "Password rule"): 8–200 characters and not common or easy to guess by
// zxcvbn-ts's kept lists, the person's own e-mail, business name and sub-domain counting as known words.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, loadedPasswordChecker, passwordLengthProblem, passwordProblem } from './password.js';

describe('password rule', () => {
  it('loads the lists only when a password is first judged (no page carries them before)', async () => {
    expect(loadedPasswordChecker()).toBeNull();
    expect(passwordLengthProblem('short')).toBe('tooShort');
    expect(loadedPasswordChecker()).toBeNull();
    await passwordProblem('a good long password');
    expect(loadedPasswordChecker()).not.toBeNull();
  });

  it.each(['12345678', 'password', 'password1', 'qwertyuiop', 'iloveyou', 'P@ssw0rd', 'letmein123', 'abcdefgh', 'zaq12wsx', '11111111'])(
    '%s is refused as common',
    async (password) => {
      expect(await passwordProblem(password)).toBe('common');
    },
  );

  it.each(['a good long password', 'correct horse battery staple', 'Sunflower#2024', 'another password', 'hunter22-secret'])(
    '%s is accepted',
    async (password) => {
      expect(await passwordProblem(password)).toBeNull();
    },
  );

  it('counts the person’s own words as easy to guess', async () => {
    expect(await passwordProblem('lunanails2024')).toBeNull();
    expect(await passwordProblem('lunanails2024', ['owner@lunanails.com', 'luna-nails', 'Luna Nails'])).toBe('common');
  });

  it('keeps the length rule: 8 characters (code points) at least, 200 at most', async () => {
    expect(await passwordProblem('Zx9#q!')).toBe('tooShort');
    expect(await passwordProblem('😀😀😀😀')).toBe('tooShort');
    expect(await passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('no file of the package imports the lists statically (they must stay out of every first load)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
    const sources = files(join(import.meta.dirname, '.')).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
    const static_ = sources.filter((f) => /^\s*import[^(]*['"]@zxcvbn-ts\//m.test(readFileSync(f, 'utf8')));
    expect(static_).toEqual([]);
    expect(readFileSync(join(import.meta.dirname, 'password.ts'), 'utf8')).toContain("import('@zxcvbn-ts/language-common')");
  });
});
