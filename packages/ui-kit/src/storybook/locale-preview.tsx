// The interface-language switch of every workspace's Storybook (English and Spanish, spec §1): the toolbar
// global, the provider a preview's decorator wraps each story in, and the preview every workspace shares
// (ui-kit's and the editor's .storybook/preview.tsx add only their style sheets).
import type { Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@vitrina/i18n';

type Lng = 'en' | 'es';
let instances: Record<Lng, ReturnType<typeof createI18n>> | null = null;

export const localeGlobalTypes = {
  locale: {
    description: 'Interface language',
    toolbar: {
      title: 'Language',
      icon: 'globe' as const,
      items: [
        { value: 'en', title: 'English' },
        { value: 'es', title: 'Español' },
      ],
      dynamicTitle: true,
    },
  },
};

/** The story in the language the toolbar names (`globals.locale`); English unless it says Spanish. */
export function LocaleProvider({ locale, children }: { locale: unknown; children: ReactNode }) {
  instances ??= { en: createI18n({ lng: 'en' }), es: createI18n({ lng: 'es' }) };
  return <I18nextProvider i18n={instances[locale === 'es' ? 'es' : 'en']}>{children}</I18nextProvider>;
}

/** A workspace Storybook's preview: the language switch (English first) around every story, controls expanded. */
export const localePreview: Preview = {
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
