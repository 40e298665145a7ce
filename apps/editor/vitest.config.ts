import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@vitrina/tooling/vitest';

export default defineConfig(vitestPreset({ plugins: [react()], test: { environment: 'jsdom', setupFiles: ['./src/testing/setup.ts'] } }));
