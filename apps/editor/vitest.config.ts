import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedModuleProjects, vitestPreset } from '@vitrina/tooling/vitest';

const base = vitestPreset({ plugins: [react()], test: { environment: 'jsdom', setupFiles: ['./src/testing/setup.ts'] } });

// Importing React, the app and a jsdom into every test file anew cost more than the tests themselves: the
// files share each worker's modules and environment (tooling/vitest/preset.js).
export default defineConfig({
  ...base,
  test: { ...base.test, projects: sharedModuleProjects(base, { root: new URL('.', import.meta.url), name: 'editor' }) },
});
