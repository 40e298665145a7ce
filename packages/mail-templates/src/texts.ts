// The words of the messages come from @vitrina/i18n's `mail` namespace, in the recipient's language.
import type { Locale } from '@vitrina/core-model';
import { createI18n, isSupportedLocale } from '@vitrina/i18n';

const fixedT = (lng: Locale) => createI18n({ lng }).getFixedT(lng, 'mail');

export type MailT = ReturnType<typeof fixedT>;

const cache = new Map<Locale, MailT>();

/** A translator of the `mail` namespace fixed to `locale` (an unsupported one gives English). */
export function mailT(locale: Locale): MailT {
  const lng: Locale = isSupportedLocale(locale) ? locale : 'en';
  let t = cache.get(lng);
  if (!t) {
    t = fixedT(lng);
    cache.set(lng, t);
  }
  return t;
}
