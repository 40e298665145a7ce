// End-to-end tests (`*.e2e.ts` in every app) against the product started as the README starts it.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..', '..');

export default defineConfig({
  root,
  test: {
    include: ['apps/*/e2e/**/*.e2e.ts'],
    globalSetup: [path.join(import.meta.dirname, 'global-setup.js')],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
