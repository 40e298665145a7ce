import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@vitrina/tooling/vitest';

const base = vitestPreset();

// Files that replace a module or a global for themselves (vi.mock, vi.stubGlobal…) need a fresh module graph
// of their own; found by reading the test files, so a new one never leaks into the others.
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;
const ISOLATED = ['src', 'test'].flatMap((dir) =>
  readdirSync(new URL(dir, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && REPLACES.test(readFileSync(new URL(`${dir}/${f}`, import.meta.url), 'utf8')))
    .map((f) => `${dir}/${f.replaceAll('\\', '/')}`),
);

// The crash tests (issue 32) kill and restart real API processes: a project of their own, each file in its
// own worker (never sharing modules with the others), with the time a chain of process starts takes.
const CRASH = ['test/crash/**/*.test.ts'];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: [
      {
        ...base,
        test: {
          ...base.test,
          name: 'api',
          // Most of a test file's time here was importing the server (Fastify, every route schema,
          // oidc-provider, drizzle, PGlite's WebAssembly) into a fresh worker, not running its tests. These
          // files share a worker's modules instead: each still builds its own server on its own database
          // (testing/test-server.ts), and the code keeps no per-process state a test could see.
          isolate: false,
          exclude: [...(base.test?.exclude ?? []), ...ISOLATED, ...CRASH],
        },
      },
      ...(ISOLATED.length
        ? [
            {
              ...base,
              test: { ...base.test, name: 'api (isolated)', include: ISOLATED, exclude: [...(base.test?.exclude ?? []), ...CRASH] },
            },
          ]
        : []),
      { ...base, test: { ...base.test, name: 'api (crash)', include: CRASH, isolate: true, testTimeout: 120_000, hookTimeout: 120_000 } },
    ],
  },
});
