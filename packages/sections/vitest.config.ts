import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@vitrina/tooling/vitest';

export default defineConfig(
  vitestPreset({
    test: { environment: 'jsdom', setupFiles: ['./src/testing/setup.ts'] },
  }),
);
