// The server's texts: one i18next instance per language for the whole process, initialised on first
// use. Nothing on the server changes a language or adds a text (the language is picked per page, not
// switched), so every request reads the same instance instead of building and initialising its own.
import type { Locale } from '@vitrina/core-model';
import { createI18n } from '@vitrina/i18n';
import type { i18n as I18n } from 'i18next';
import { scriptSafeJson } from '../app/page-state.js';
import { SITE_NAMESPACES } from '../app/page-state.js';

/** Texts remembered per fixed `t`: bounded (keys come from the code; values of options from sites). */
const MAX_REMEMBERED_TEXTS = 4_000;

/** A fixed `t` as i18next makes it (typed loosely: it is handed back to react-i18next untouched). */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/**
 * The memo key of a call, or null when the call is not worth or not safe to remember: options other than
 * a flat object of strings, numbers and booleans (functions, nested objects), or a key that is not a string.
 */
function callKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string') return null;
  if (rest.length === 0) return key;
  if (rest.length > 1) return null;
  const options = rest[0];
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  let out = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    // \u0000 cannot be typed into a key or an option name; JSON keeps values apart ("a" vs a number).
    out += `\u0000${name}\u0000${JSON.stringify(value)}`;
  }
  return out;
}

/**
 * A `t` that remembers its answers: the resources never change, so `t('common:close')` or
 * `t('common:logoAlt', { name })` is the same text for the life of the process. Calls it cannot key
 * safely go to i18next every time.
 */
function rememberingT(fixed: FixedT): FixedT {
  const texts = new Map<string, unknown>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    const memo = callKey(key, rest);
    if (memo === null) return fixed(key, ...rest);
    let text = texts.get(memo);
    if (text === undefined) {
      text = fixed(key, ...rest);
      if (texts.size >= MAX_REMEMBERED_TEXTS) texts.clear();
      texts.set(memo, text);
    }
    return text;
  }) as FixedT;
  // react-i18next and i18next read these of a fixed t.
  t.lng = fixed.lng;
  t.lngs = fixed.lngs;
  t.ns = fixed.ns;
  t.keyPrefix = fixed.keyPrefix;
  return t;
}

/** The views this module made: their language and texts never change (server-use-translation.ts relies on it). */
const views = new WeakSet<object>();

/** Whether `i18n` is one of the server's read-only views. */
export function isReadOnlyView(i18n: unknown): boolean {
  return typeof i18n === 'object' && i18n !== null && views.has(i18n);
}

const listKey = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value ?? ''));

/**
 * What React sees of the instance: an object with no own properties whose prototype chain reaches the
 * shared instance. react-i18next copies the own properties of the instance it is given on every
 * `useTranslation` (a wrapper per call, ~40 properties of a real instance, the largest single cost of a
 * render); here it copies nothing. `getFixedT` answers the same fixed `t` for the same language,
 * namespaces and key prefix, so each component's `t` is made once per process.
 */
function readOnlyView(instance: I18n): I18n {
  const fixedTs = new Map<string, FixedT>();
  const getFixedT = (...args: Parameters<I18n['getFixedT']>) => {
    const [lng, ns, keyPrefix, opts] = args as unknown[];
    const key = `${listKey(lng)}|${listKey(ns)}|${listKey(keyPrefix)}|${listKey((opts as { scopeNs?: unknown } | undefined)?.scopeNs)}`;
    let t = fixedTs.get(key);
    if (!t) {
      t = rememberingT((instance.getFixedT as unknown as (...a: unknown[]) => FixedT)(...(args as unknown[])));
      fixedTs.set(key, t);
    }
    return t;
  };
  // Every resource is inline and never changes: whether a namespace is loaded is known for good.
  const loaded = new Map<string, boolean>();
  const hasLoadedNamespace = (ns: string | readonly string[], options?: { lng?: string }) => {
    const key = `${listKey(ns)}|${options?.lng ?? ''}`;
    let answer = loaded.get(key);
    if (answer === undefined) loaded.set(key, (answer = instance.hasLoadedNamespace(ns, options)));
    return answer;
  };
  // react-i18next records the namespaces each component uses (for its own SSR helpers, unused here) on
  // the instance it is given; given here, it adds no own property to the view.
  const reportNamespaces = { addUsedNamespaces: () => undefined, getUsedNamespaces: () => [] as string[] };
  const layer = Object.create(instance, {
    getFixedT: { value: getFixedT },
    hasLoadedNamespace: { value: hasLoadedNamespace },
    reportNamespaces: { value: reportNamespaces },
  }) as I18n;
  const view = Object.create(layer) as I18n;
  views.add(view);
  return view;
}

interface ServerTexts {
  i18n: I18n;
  /** The page state's `i18n` member, as the JSON the page embeds (the same bytes on every page). */
  stateJson: string;
}

const byLocale = new Map<Locale, ServerTexts>();

function serverTexts(locale: Locale): ServerTexts {
  let texts = byLocale.get(locale);
  if (!texts) {
    const instance = createI18n({ lng: locale });
    const resources = Object.fromEntries(SITE_NAMESPACES.map((ns) => [ns, instance.getResourceBundle(locale, ns) as unknown]));
    texts = { i18n: readOnlyView(instance), stateJson: scriptSafeJson({ locale, resources }) };
    byLocale.set(locale, texts);
  }
  return texts;
}

/** The process's i18next instance of `locale`, read-only: never change its language or its texts. */
export function serverI18n(locale: Locale): I18n {
  return serverTexts(locale).i18n;
}

/** The page state's `{ locale, resources }` of `locale`, as script-safe JSON. */
export function pageTextsJson(locale: Locale): string {
  return serverTexts(locale).stateJson;
}
