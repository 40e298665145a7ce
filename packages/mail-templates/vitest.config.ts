import { defineConfig } from 'vitest/config';
import { vitestPreset } from '@vitrina/tooling/vitest';

export default defineConfig(vitestPreset());
