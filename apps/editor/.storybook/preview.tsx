import type { Preview } from '@storybook/react-vite';
import { createI18n } from '@vitrina/i18n';
import { I18nextProvider } from 'react-i18next';
import '@vitrina/ui-kit/styles.css';
import '@vitrina/sections/styles.css';
import '../src/editor.css';

type Lng = 'en' | 'es';
const instances: Record<Lng, ReturnType<typeof createI18n>> = {
  en: createI18n({ lng: 'en' }),
  es: createI18n({ lng: 'es' }),
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    (Story, context) => {
      const lng: Lng = context.globals['locale'] === 'es' ? 'es' : 'en';
      return (
        <I18nextProvider i18n={instances[lng]}>
          <Story />
        </I18nextProvider>
      );
    },
  ],
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
