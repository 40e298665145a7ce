// Shared vitest preset: resolve workspace packages to their TypeScript source (the `source` export
// condition) so tests never depend on a previous build.
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
