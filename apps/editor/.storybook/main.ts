import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

// The editor's popups and panels (issue 5 "Stories for each popup in Storybook").
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // Pictures for stories of images (a path of the site, as uploads answer), with no network needed.
  staticDirs: [{ from: './assets', to: '/story-assets' }],
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
