import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // No addons: the build must work offline.
  addons: [],
  core: { disableTelemetry: true },
  // Workspace packages resolve to their TypeScript sources, as in tests, so no prior build is needed.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: ['source', ...defaultClientConditions] },
  }),
};

export default config;
