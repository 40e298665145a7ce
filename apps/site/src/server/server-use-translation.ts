// react-i18next as the server bundle sees it (vite.config.ts points the SSR build's `react-i18next` here):
// everything is react-i18next's own, except that `useTranslation` answers a repeated call from memory.
// On every call react-i18next merges its options into a new object, serialises the namespaces, checks
// they are loaded, makes a snapshot and copies the instance into a wrapper: a few hundred calls a page,
// for an answer that on the server never changes, because the server's i18next views (server-i18n.ts)
// never change language or texts. The first call of a namespace list goes to react-i18next; its answer
// (the same `[t, i18n, ready]` array) is then returned to every later call with the same namespaces.
import { useContext } from 'react';
import { I18nContext, useTranslation as reactI18nextUseTranslation } from 'react-i18next';
import { isReadOnlyView } from './server-i18n.js';

// The rest of react-i18next's runtime surface, as is (a name missing here fails the server build, not a page).
export {
  getDefaults,
  getI18n,
  I18nContext,
  I18nextProvider,
  initReactI18next,
  setDefaults,
  setI18n,
  Trans,
  Translation,
  withTranslation,
} from 'react-i18next';

type UseTranslation = typeof reactI18nextUseTranslation;
type Answer = ReturnType<UseTranslation>;

const answers = new WeakMap<object, Map<string, Answer>>();

const nsKey = (ns: unknown) => (Array.isArray(ns) ? ns.join('\u0000') : typeof ns === 'string' ? ns : '');

export const useTranslation = ((ns?: unknown, options?: unknown) => {
  const context = useContext(I18nContext) as { i18n?: unknown; defaultNS?: unknown } | undefined;
  const i18n = context?.i18n;
  // Only the plain call (no options: no other instance, key prefix or language) of a read-only view.
  const plain =
    (options === undefined || (typeof options === 'object' && options !== null && Object.keys(options).length === 0)) &&
    isReadOnlyView(i18n);
  const key = plain ? `${Array.isArray(ns) ? 'a' : typeof ns}:${nsKey(ns)}|${nsKey(context?.defaultNS)}` : '';
  const known = plain ? answers.get(i18n as object)?.get(key) : undefined;
  if (known) return known;
  const answer = (reactI18nextUseTranslation as (...args: unknown[]) => Answer)(ns, options);
  if (plain && answer.ready) {
    let byKey = answers.get(i18n as object);
    if (!byKey) answers.set(i18n as object, (byKey = new Map()));
    byKey.set(key, answer);
  }
  return answer;
}) as UseTranslation;
