// What every React island shares (docs/decisions.md "Islands on the home page"): hydrated over its
// server-rendered mark in the page's language, with the page's texts; the promise resolves when the content
// says it is ready (`done`: once React handles its events, or once it has read what it needs).
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserI18n } from '../app/browser-i18n.js';
import type { IslandState } from './island-state.js';

export function hydrateIsland(mark: HTMLElement, state: IslandState, content: (done: () => void) => ReactNode): Promise<void> {
  const i18n = createBrowserI18n({ locale: state.locale, resources: state.texts });
  return new Promise((resolve) => {
    hydrateRoot(
      mark,
      <StrictMode>
        <I18nextProvider i18n={i18n}>{content(() => resolve())}</I18nextProvider>
      </StrictMode>,
    );
  });
}
