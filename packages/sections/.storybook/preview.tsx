import type { Preview } from '@storybook/react-vite';
import { createI18n } from '@vitrina/i18n';
import { I18nextProvider } from 'react-i18next';
import '@vitrina/ui-kit/styles.css';
import '../src/styles.css';
// Every shipped template font (a site loads only its own: @vitrina/sections/fonts/{id}.css).
import '../src/fonts/template-4.css';
import '../src/fonts/template-5.css';
import '../src/fonts/template-9.css';
import '../src/fonts/template-14.css';
import { templateRootProps } from '../src/templates/template-theme.js';

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
      description: 'Template (theme font and layout variant)',
      toolbar: {
        title: 'Template',
        items: [
          { value: '4', title: 'Template 4 (Montserrat)' },
          { value: '5', title: 'Template 5 (Raleway)' },
          { value: '9', title: 'Template 9 (Philosopher)' },
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
          <div {...templateRootProps(templateId, '#1f3b57')}>
            <Story />
          </div>
        </I18nextProvider>
      );
    },
  ],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
