import { defineConfig } from 'vitest/config';
import { sharedModuleProjects, vitestPreset } from '@vitrina/tooling/vitest';

const base = vitestPreset({ test: { environment: 'jsdom', setupFiles: ['./src/testing/setup.ts'] } });

// The files share each worker's modules and jsdom instead of importing them anew (tooling/vitest/preset.js).
export default defineConfig({
  ...base,
  test: { ...base.test, projects: sharedModuleProjects(base, { root: new URL('.', import.meta.url), name: 'ui-kit' }) },
});
