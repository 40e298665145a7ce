import type { Preview } from '@storybook/react-vite';
import { createI18n } from '@vitrina/i18n';
import { I18nextProvider } from 'react-i18next';
import '@vitrina/ui-kit/styles.css';
import '../src/styles.css';
import { themeStyle } from '../src/theme/theme-style.js';

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
    template: {
      description: 'Template (theme font)',
      toolbar: {
        title: 'Template',
        items: [
          { value: '4', title: 'Template 4 (Montserrat)' },
          { value: '14', title: 'Template 14 (Pacifico)' },
          { value: '1', title: 'No theme font' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', template: '4' },
  decorators: [
    (Story, context) => {
      const lng: Lng = context.globals['locale'] === 'es' ? 'es' : 'en';
      const templateId = Number(context.globals['template'] ?? 4);
      return (
        <I18nextProvider i18n={instances[lng]}>
          <div style={themeStyle('#1f3b57', templateId)}>
            <Story />
          </div>
        </I18nextProvider>
      );
    },
  ],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
