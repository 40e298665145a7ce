import type { StorybookConfig } from '@storybook/react-vite';
import { storybookMain } from '@vitrina/tooling/storybook';

const config: StorybookConfig = storybookMain();

export default config;
