import type { StorybookConfig } from '@storybook/react-vite';
import { storybookMain } from '@vitrina/tooling/storybook';

// The editor's popups and panels, a story for each popup (spec §2 "Editor popups"). Pictures for stories of
// images (a path of the site, as uploads answer) come with no network needed.
const config: StorybookConfig = storybookMain({ staticDirs: [{ from: './assets', to: '/story-assets' }] });

export default config;
