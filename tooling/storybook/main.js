// The Storybook main config every workspace shares: React with Vite, the workspace's `src/**/*.stories.tsx`,
// no addons (the build must work offline), no telemetry, and workspace packages resolved to their
// TypeScript sources as in tests, so no prior build is needed. `extra` adds to it (e.g. `staticDirs`).
import { defaultClientConditions } from 'vite';

/** @param {Record<string, unknown>} [extra] */
export function storybookMain(extra = {}) {
  return {
    framework: '@storybook/react-vite',
    stories: ['../src/**/*.stories.tsx'],
    addons: [],
    core: { disableTelemetry: true },
    /** @param {{ resolve?: Record<string, unknown> }} viteConfig */
    viteFinal: (viteConfig) => ({
      ...viteConfig,
      resolve: { ...viteConfig.resolve, conditions: ['source', ...defaultClientConditions] },
    }),
    ...extra,
  };
}
