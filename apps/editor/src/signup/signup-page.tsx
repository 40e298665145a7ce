// /signup on the provider's own host (issue 16 "Sign-up wizard"): loaded only when visited, without the
// editor's sign-in entry — a person signing up has no account yet. The wizard's language follows the
// site's language answer; the first one comes from ?lang=, the stored answers, or the browser.
import { useState } from 'react';
import type { SignupLanguage } from '@vitrina/validation';
import { useEditorServices } from '../app/editor-services.js';
import { SignupWizard } from './signup-wizard.js';
import { loadWizard } from './wizard-storage.js';
import type { StoredWizard } from './wizard-storage.js';
import { emptyWizardValues } from './wizard-values.js';
import './signup.css';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SignupPageProps {
  /** Where the answers are kept across reloads; the browser's localStorage unless a test gives one. */
  storage?: KeyValueStorage;
  /** navigator.language unless a test gives one. */
  browserLanguage?: string;
}

const asLanguage = (value: string | null | undefined): SignupLanguage | null =>
  value?.toLowerCase().startsWith('es') ? 'es' : value?.toLowerCase().startsWith('en') ? 'en' : null;

/** The wizard to start with: stored answers and step, in the language ?lang= asks for when it does. */
export function startingWizard(search: string, browserLanguage: string, storage: KeyValueStorage): StoredWizard {
  const asked = asLanguage(new URLSearchParams(search).get('lang'));
  const fallback = asked ?? asLanguage(browserLanguage) ?? 'en';
  const stored = loadWizard(storage, fallback);
  if (!stored) return { step: 'business', values: emptyWizardValues(fallback), sessionId: null };
  return asked ? { ...stored, values: { ...stored.values, language: asked } } : stored;
}

export function SignupPage({ storage, browserLanguage }: SignupPageProps) {
  const { location } = useEditorServices();
  const [store] = useState<KeyValueStorage>(() => storage ?? window.localStorage);
  // The wizard's LanguageSync switches the interface to this language before the first paint.
  const [start] = useState(() => startingWizard(location.search, browserLanguage ?? navigator.language, store));

  return <SignupWizard start={start} storage={store} />;
}
