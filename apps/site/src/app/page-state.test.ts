import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID, pageStateScript, scriptSafeJson } from './page-state.js';
import type { PageState } from './page-state.js';

describe('state embedded in the page', () => {
  it('any text survives the round trip and can never close the <script>', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = scriptSafeJson(value);
        expect(text).not.toMatch(/<|\u2028|\u2029/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('a </script> in owner text stays inside the JSON', () => {
    expect(scriptSafeJson({ t: '</script><script>x()</script>' })).toBe('{"t":"\\u003c/script>\\u003cscript>x()\\u003c/script>"}');
  });
});

describe('pageStateScript', () => {
  it('writes the bytes of the whole state as one JSON, with the texts made beforehand', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (api, router, resources) => {
        const state = {
          api: { queries: { q: api } },
          config: { siteDomain: 'localhost', demoHost: 'bistro.localhost', signupUrl: 'https://x.test/<', providerHomeUrl: null },
          i18n: { locale: 'en' as const, resources: { common: resources } },
          router: { loaderData: { root: router }, actionData: null, errors: null },
        } as unknown as PageState;
        const { i18n, ...rest } = state;
        expect(pageStateScript(rest, scriptSafeJson(i18n))).toBe(
          `<script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(state)}</script>`,
        );
      }),
    );
  });
});
