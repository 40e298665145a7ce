import type { Preview } from '@storybook/react-vite';
import { LocaleProvider, localeGlobalTypes } from '@vitrina/ui-kit/storybook';
import '@vitrina/ui-kit/styles.css';
import '../src/styles.css';
import { themeFontForTemplate } from '@vitrina/core-model';
import { TEMPLATE_CATALOG } from '../src/templates/catalog.js';
import { templateRootProps } from '../src/templates/template-theme.js';

// Every template font (a site loads only its own: @vitrina/sections/fonts/{id}.css).
import.meta.glob('../src/fonts/*.css', { eager: true });

const preview: Preview = {
  globalTypes: {
    ...localeGlobalTypes,
    template: {
      description: 'Template (theme font and layout variant)',
      toolbar: {
        title: 'Template',
        items: [
          ...TEMPLATE_CATALOG.map((t) => ({
            value: String(t.id),
            title: `${t.id} ${t.name} (${themeFontForTemplate(t.id)?.shippedFamily ?? 'system font'})`,
          })),
          { value: '1', title: 'Placeholder (no theme font)' },
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
