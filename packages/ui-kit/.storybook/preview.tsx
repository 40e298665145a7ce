import type { Preview } from '@storybook/react-vite';
import { LocaleProvider, localeGlobalTypes } from '../src/storybook/locale-preview.js';
import '../src/styles.css';

const preview: Preview = {
  globalTypes: localeGlobalTypes,
  initialGlobals: { locale: 'en' },
  decorators: [
    (Story, context) => (
      <LocaleProvider locale={context.globals['locale']}>
        <Story />
      </LocaleProvider>
    ),
  ],
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
