import type { Preview } from '@storybook/react-vite';
import { LocaleProvider, localeGlobalTypes } from '@vitrina/ui-kit/storybook';
import '@vitrina/ui-kit/styles.css';
import '@vitrina/sections/styles.css';
import '../src/editor.css';

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
