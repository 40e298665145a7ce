import type { Preview } from '@storybook/react-vite';
import { LocaleProvider, localeGlobalTypes } from '@vitrina/ui-kit/storybook';
import '@vitrina/ui-kit/styles.css';
import '../src/styles.css';
// Every shipped template font (a site loads only its own: @vitrina/sections/fonts/{id}.css).
import '../src/fonts/template-4.css';
import '../src/fonts/template-5.css';
import '../src/fonts/template-9.css';
import '../src/fonts/template-14.css';
import { templateRootProps } from '../src/templates/template-theme.js';

const preview: Preview = {
  globalTypes: {
    ...localeGlobalTypes,
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
      const templateId = Number(context.globals['template'] ?? 4);
      return (
        <LocaleProvider locale={context.globals['locale']}>
          <div {...templateRootProps(templateId, '#1f3b57')}>
            <Story />
          </div>
        </LocaleProvider>
      );
    },
  ],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
