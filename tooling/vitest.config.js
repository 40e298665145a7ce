import { defineConfig } from 'vitest/config';
import { vitestPreset } from './vitest/preset.js';

export default defineConfig(vitestPreset({ test: { include: ['eslint/**/*.test.js', 'bench/**/*.test.js', 'e2e/**/*.test.js'] } }));
