// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation as reactI18nextUseTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@vitrina/i18n';
import { serverI18n } from './server-i18n.js';
import { useTranslation } from './server-use-translation.js';

type Hook = typeof reactI18nextUseTranslation;
type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** Components calling a `useTranslation` as the site's do: default namespace, one, several, a key prefix. */
function texts(use: Hook) {
  function Plain() {
    const { t, i18n, ready } = use();
    return <p>{`${(t as unknown as LooseT)('common:close')}|${i18n.language}|${i18n.resolvedLanguage}|${String(ready)}`}</p>;
  }
  function One() {
    const [t] = use('common');
    return <p>{(t as unknown as LooseT)('logoAlt', { name: 'Tom & Jerry' })}</p>;
  }
  function Several() {
    const { t } = use(['sections', 'common']);
    return (
      <p>{`${(t as unknown as LooseT)('location.serviceRadius', { distance: '5 km' })}|${(t as unknown as LooseT)('common:close')}`}</p>
    );
  }
  function Prefixed() {
    const { t } = (use as unknown as (ns: string, options: { keyPrefix: string }) => { t: LooseT })('common', {
      keyPrefix: 'languageNames',
    });
    return <p>{t('es')}</p>;
  }
  return function Page() {
    return (
      <>
        {[1, 2].map((n) => (
          <div key={n}>
            <Plain />
            <One />
            <Several />
            <Prefixed />
          </div>
        ))}
      </>
    );
  };
}

const Ours = texts(useTranslation);
const Theirs = texts(reactI18nextUseTranslation);

describe("the server bundle's useTranslation", () => {
  it.each(['en', 'es'] as const)('renders what react-i18next renders (%s), first calls and remembered ones', (lng) => {
    const view = serverI18n(lng);
    const expected = renderToString(
      <I18nextProvider i18n={createI18n({ lng })}>
        <Theirs />
      </I18nextProvider>,
    );
    for (let i = 0; i < 2; i += 1) {
      const html = renderToString(
        <I18nextProvider i18n={view}>
          <Ours />
        </I18nextProvider>,
      );
      expect(html).toBe(expected);
    }
    expect(expected).toContain(lng === 'es' ? '|es|es|true' : '|en|en|true');
  });

  it('keeps a page in its own language when pages of both languages render in turn', () => {
    const page = (lng: 'en' | 'es') =>
      renderToString(
        <I18nextProvider i18n={serverI18n(lng)}>
          <Ours />
        </I18nextProvider>,
      );
    const en = page('en');
    const es = page('es');
    expect(en).not.toBe(es);
    expect(page('en')).toBe(en);
    expect(page('es')).toBe(es);
  });

  it('is react-i18next’s own for an instance that is not a server view', () => {
    const i18n = createI18n({ lng: 'es' });
    const html = (hook: Hook) => {
      const Page = texts(hook);
      return renderToString(
        <I18nextProvider i18n={i18n}>
          <Page />
        </I18nextProvider>,
      );
    };
    expect(html(useTranslation)).toBe(html(reactI18nextUseTranslation));
  });
});
