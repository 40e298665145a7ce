// An import cycle must fail lint, type-only imports included (ARCHITECTURE.md "No import cycles"): these
// cases run the real config on files written to a scratch folder, and on the repository's own packages.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CONFIG = path.join(ROOT, 'eslint.config.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'vitrina-cycles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `files` (name → text) into a folder of their own and lints them all; returns the cycle messages by file. */
async function lintFolder(name, files) {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: CONFIG });
  const results = await eslint.lintFiles(Object.keys(files).map((file) => path.join(dir, file)));
  return Object.fromEntries(
    results.map((r) => [
      path.relative(dir, r.filePath),
      r.messages.filter((m) => m.ruleId === 'vitrina/no-cycle' || m.fatal).map((m) => m.message),
    ]),
  );
}

describe('vitrina/no-cycle', () => {
  it('reports two files that import each other for types only, on both sides', async () => {
    const messages = await lintFolder('type-only', {
      'popup-registry.ts':
        "import type { PopupProps } from './hero-popup.js';\n\nexport type Registry = Record<string, (props: PopupProps) => null>;\n",
      'hero-popup.ts': "import type { Registry } from './popup-registry.js';\n\nexport interface PopupProps {\n  registry: Registry;\n}\n",
    });
    expect(messages['popup-registry.ts']).toEqual([
      expect.stringContaining('Import cycle: popup-registry.ts → hero-popup.ts → popup-registry.ts'),
    ]);
    expect(messages['hero-popup.ts']).toEqual([expect.stringContaining('Import cycle: hero-popup.ts → popup-registry.ts → hero-popup.ts')]);
  });

  it('reports a longer circle closed by a lazy import() and a re-export', async () => {
    const messages = await lintFolder('longer', {
      'registry.ts': "export const load = () => import('./popup.js');\n",
      'popup.ts': "export { help } from './shared/links.js';\n",
      'shared/links.ts': "import { load } from '../registry.js';\n\nexport const help = () => load;\n",
    });
    expect(messages['registry.ts']).toEqual([expect.stringContaining('registry.ts → popup.ts → shared/links.ts → registry.ts')]);
    expect(messages['shared/links.ts']).toHaveLength(1);
  });

  it('passes files that import one way only (a contract module both sides use)', async () => {
    const messages = await lintFolder('no-cycle', {
      'popup-contract.ts': 'export interface PopupProps {\n  onClose: () => void;\n}\n',
      'hero-popup.ts':
        "import type { PopupProps } from './popup-contract.js';\n\nexport const close = (props: PopupProps) => props.onClose();\n",
      'popup-registry.ts':
        "import type { PopupProps } from './popup-contract.js';\n\nexport const hero = () => import('./hero-popup.js');\nexport type P = PopupProps;\n",
    });
    expect(messages).toEqual({ 'popup-contract.ts': [], 'hero-popup.ts': [], 'popup-registry.ts': [] });
  });

  it("follows a workspace package's public name to its source: a package file importing its own entry is a cycle", async () => {
    const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: CONFIG });
    const index = readFileSync(path.join(ROOT, 'packages/core-model/src/index.ts'), 'utf8');
    const local = /from '(\.\/[^']+)\.js'/.exec(index)?.[1];
    expect(local).toBeDefined();
    const file = path.join(ROOT, 'packages/core-model/src', `${local}.ts`);
    const code = "import type { SiteData } from '@vitrina/core-model';\n\nexport type Probe = SiteData;\n" + readFileSync(file, 'utf8');
    const [result] = await eslint.lintText(code, { filePath: file });
    const cycles = result.messages.filter((m) => m.ruleId === 'vitrina/no-cycle').map((m) => m.message);
    expect(cycles).toEqual([expect.stringContaining('packages/core-model/src/index.ts')]);
  });
});
