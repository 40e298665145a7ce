import { defineConfig } from 'vitest/config';
import { sharedModuleProjects, vitestPreset } from '@vitrina/tooling/vitest';

// The benches' report logic is unit-tested beside it (bench/*.test.ts).
const base = vitestPreset({ test: { include: ['bench/**/*.test.ts'] } });

// The crash tests (issue 32) kill and restart real API processes: a project of their own, each file in its
// own worker (never sharing modules with the others), with the time a chain of process starts takes.
const CRASH = ['test/crash/**/*.test.ts'];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: [
      // Most of a test file's time here was importing the server (Fastify, every route schema, oidc-provider,
      // drizzle, PGlite's WebAssembly) into a fresh worker, not running its tests. The files share a worker's
      // modules instead: each still builds its own server on its own database (testing/test-server.ts), and
      // the code keeps no per-process state a test could see.
      ...sharedModuleProjects(base, { root: new URL('.', import.meta.url), name: 'api', exclude: CRASH }),
      { ...base, test: { ...base.test, name: 'api (crash)', include: CRASH, isolate: true, testTimeout: 120_000, hookTimeout: 120_000 } },
    ],
  },
});
