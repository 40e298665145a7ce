// A deliberate layer violation must fail lint: these cases run the real config on virtual files.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => m.ruleId + ':' + m.message);
}

describe('layer graph of ARCHITECTURE.md "Package boundaries"', () => {
  const cases = [
    ['packages/core-model/src/x.ts', "import { a } from '@vitrina/validation';\nexport const b = a;", 'layer'],
    ['packages/validation/src/x.ts', "import { a } from '@vitrina/i18n';\nexport const b = a;", 'layer'],
    ['packages/commerce/src/x.ts', "import { a } from '@vitrina/booking';\nexport const b = a;", 'layer'],
    ['packages/ui-kit/src/x.ts', "import { a } from '@vitrina/sections';\nexport const b = a;", 'layer'],
    ['packages/sections/src/x.ts', "import { a } from '@vitrina/api';\nexport const b = a;", 'layer'],
    ['apps/site/src/x.ts', "import { a } from '@vitrina/editor';\nexport const b = a;", 'layer'],
    ['apps/site/src/x.ts', "import { a } from '@vitrina/core-model/src/index.js';\nexport const b = a;", 'deep'],
    ['apps/site/src/x.ts', "import { a } from '../../editor/src/main.js';\nexport const b = a;", 'escape'],
    ['packages/validation/src/x.ts', "export { a } from '@vitrina/core-model';", 'ok'],
    ['packages/sections/src/x.ts', "import { a } from '@vitrina/ui-kit';\nexport const b = a;", 'ok'],
    ['apps/editor/src/x.ts', "import { a } from '@vitrina/sections';\nexport const b = a;", 'ok'],
    // End-to-end helpers find their worker's product through the tooling (issue 27); app code may not.
    ['apps/site/e2e/support/x.ts', "import { port } from '@vitrina/tooling/e2e/product';\nexport const b = port;", 'ok'],
    ['apps/site/src/x.ts', "import { port } from '@vitrina/tooling/e2e/product';\nexport const b = port;", 'layer'],
    // CONVENTIONS "Tests": a package's tests import it by its public name.
    ['packages/i18n/src/x.test.ts', "import { a } from '@vitrina/i18n';\nexport const b = a;", 'ok'],
  ];
  it.each(cases)('%s: %s → %s', async (file, code, expected) => {
    const messages = (await lint(file, code)).filter((m) => m.startsWith('vitrina/layers'));
    if (expected === 'ok') expect(messages).toEqual([]);
    else
      expect(messages.join('\n')).toMatch(expected === 'layer' ? /may not import/ : expected === 'deep' ? /not an entry point/ : /leaves/);
  });
});

describe('file names are kebab-case (CONVENTIONS.md "Files")', () => {
  it('rejects a PascalCase component file', async () => {
    const messages = await lint('packages/ui-kit/src/toast/ToastView.tsx', 'export const a = 1;\n');
    expect(messages.some((m) => m.startsWith('check-file/filename-naming-convention'))).toBe(true);
  });
  it('accepts kebab-case with middle extensions', async () => {
    const messages = await lint('packages/ui-kit/src/toast/toast-view.test.tsx', 'export const a = 1;\n');
    expect(messages.filter((m) => m.startsWith('check-file'))).toEqual([]);
  });
});

describe('no export *', () => {
  it('fails an entry file that re-exports everything', async () => {
    const messages = await lint('packages/core-model/src/index.ts', "export * from './x.js';\n");
    expect(messages.some((m) => m.startsWith('no-restricted-syntax'))).toBe(true);
  });
});

describe('no private FocusFirstError (issue 27)', () => {
  const copy = [
    "import { useFormikContext } from 'formik';",
    'export function FocusFirstError() {',
    '  useFormikContext();',
    '  return null;',
    '}',
    '',
  ].join('\n');
  const restricted = async (file, code) => (await lint(file, code)).filter((m) => m.startsWith('no-restricted-syntax'));
  it.each([
    ['apps/editor/src/manage/x-form.tsx', copy],
    ['apps/site/src/routes/checkout/x-form.tsx', 'const FocusFirstError = () => null;\nexport const a = FocusFirstError;\n'],
    ['packages/sections/src/x.tsx', 'export function FocusFirstInvalid() {\n  return null;\n}\n'],
  ])('fails a copy in %s', async (file, code) => {
    const messages = await restricted(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/@vitrina\/ui-kit/);
  });
  it('accepts the ui-kit one, and using it', async () => {
    expect(await restricted('packages/ui-kit/src/focus-first-error/focus-first-error.tsx', copy)).toEqual([]);
    const use = "import { FocusFirstError } from '@vitrina/ui-kit';\nexport const a = FocusFirstError;\n";
    expect(await restricted('apps/editor/src/manage/x-form.tsx', use)).toEqual([]);
  });
  it('still refuses export * in the ui-kit folder', async () => {
    expect(await restricted('packages/ui-kit/src/focus-first-error/index.ts', "export * from './x.js';\n")).toHaveLength(1);
  });
});
