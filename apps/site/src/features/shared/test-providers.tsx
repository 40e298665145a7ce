// Tests of the features render them as the site does: a real store with the api-client, i18n in the
// client's language, and the toast provider; `fetch` is stubbed per test.
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { apiClientExtra, vitrinaApi } from '@vitrina/api-client';
import { createI18n } from '@vitrina/i18n';
import { ToastProvider } from '@vitrina/ui-kit';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { vi } from 'vitest';

export function renderFeature(ui: ReactElement, { lng = 'en' }: { lng?: 'en' | 'es' } = {}) {
  const store = configureStore({
    reducer: { [vitrinaApi.reducerPath]: vitrinaApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: apiClientExtra({ apiBaseUrl: 'http://site.test/api' }) } }).concat(vitrinaApi.middleware),
  });
  const i18n = createI18n({ lng });
  const wrap = (node: ReactElement) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider autoHideMs={null}>{node}</ToastProvider>
      </I18nextProvider>
    </Provider>
  );
  const view = render(wrap(ui));
  return { ...view, i18n, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

export interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** Stubs fetch; `respond` answers each request (a promise lets a test hold it open). */
export function stubApi(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.clone().text();
      const call = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });
