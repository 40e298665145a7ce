// End-to-end tests (`*.e2e.ts` in every app) against products started as the README starts them. The files
// are sharded over E2E_WORKERS workers (default in workers.js), each worker against a product of its own
// (global-setup.js, product.js), so the phase gets faster as it grows instead of only longer (issue 27).
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './workers.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const workers = e2eWorkers(process.env);

export default defineConfig({
  root,
  test: {
    include: ['apps/*/e2e/**/*.e2e.ts'],
    globalSetup: [path.join(import.meta.dirname, 'global-setup.js')],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // One file at a time per worker and product; the global set-up starts one product per worker.
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
  },
});
