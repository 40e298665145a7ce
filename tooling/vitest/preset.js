// Shared vitest preset: resolve workspace packages to their TypeScript source (the `source` export
// condition) so tests never depend on a previous build.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';

/** @param {import('vitest/config').ViteUserConfig} [overrides] */
export function vitestPreset(overrides = {}) {
  return mergeConfig(
    {
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // Not 'module': it makes Node load bundler-only builds (e.g. the AWS SDK's) in test workers.
      ssr: {
        resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')], externalConditions: ['source'] },
      },
      test: {
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.ts'],
        passWithNoTests: false,
        testTimeout: 20_000,
        // Set-up that makes a database (PGlite, or a Postgres database per run) or starts a provider can
        // take over 10 s on 2 busy cores, where turbo runs every package's tests at once.
        hookTimeout: 60_000,
      },
    },
    overrides,
  );
}

// A test file that replaces a module or a global for itself (vi.mock, vi.stubGlobal…) needs a fresh module
// graph of its own; found by reading the files, so a new one never leaks into the others.
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

/**
 * The test files below `root`'s `dirs` that replace a module or a global for themselves, as paths relative to
 * `root` (posix slashes).
 * @param {URL | string} root
 * @param {string[]} [dirs]
 * @returns {string[]}
 */
export function filesThatReplaceModules(root, dirs = ['src', 'test']) {
  const base = typeof root === 'string' ? root : fileURLToPath(root);
  return dirs
    .filter((dir) => existsSync(path.join(base, dir)))
    .flatMap((dir) =>
      readdirSync(path.join(base, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.test\.tsx?$/.test(f) && REPLACES.test(readFileSync(path.join(base, dir, f), 'utf8')))
        .map((f) => `${dir}/${f.replaceAll('\\', '/')}`),
    );
}

/**
 * Two test projects of one package: its files share each worker's modules and test environment (`isolate:
 * false`), which cut most of a file's time here (importing React, the app and jsdom into every file anew), and
 * the files that replace a module or a global get a fresh graph each in a project `<name> (isolated)`.
 * Shared modules mean a test must leave no state behind (the setup files unmount after every test).
 * @param {import('vitest/config').ViteUserConfig} config a `vitestPreset()` result
 * @param {{ root: URL | string, name: string, exclude?: string[] }} options `exclude`: files neither project runs
 * @returns {import('vitest/config').ViteUserConfig[]}
 */
export function sharedModuleProjects(config, { root, name, exclude = [] }) {
  const isolated = filesThatReplaceModules(root);
  const excluded = [...(config.test?.exclude ?? []), ...exclude];
  return [
    { ...config, test: { ...config.test, name, isolate: false, exclude: [...excluded, ...isolated] } },
    ...(isolated.length > 0
      ? [{ ...config, test: { ...config.test, name: `${name} (isolated)`, include: isolated, exclude: excluded } }]
      : []),
  ];
}
