import type { Preview } from '@storybook/react-vite';
import { localePreview } from '../src/storybook/locale-preview.js';
import '../src/styles.css';

// An object Storybook can read without running it (a bare imported name fails its CSF parse with a warning).
const preview: Preview = { ...localePreview };

export default preview;
