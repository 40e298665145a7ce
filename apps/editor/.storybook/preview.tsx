import type { Preview } from '@storybook/react-vite';
import { localePreview } from '@vitrina/ui-kit/storybook';
import '@vitrina/ui-kit/styles.css';
import '@vitrina/sections/styles.css';
import '../src/editor.css';

// An object Storybook can read without running it (a bare imported name fails its CSF parse with a warning).
const preview: Preview = { ...localePreview };

export default preview;
