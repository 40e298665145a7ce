// The wizard's answers survive a reload (issue 16 "keeps its answers on reload"): kept in localStorage as
// they change, with the step the person was on and the preview session, and removed after a sign-up.
// The password is never written: it would outlive the tab in plain text.
import type { SignupLanguage } from '@vitrina/validation';
import { isWizardStep } from './wizard-steps.js';
import type { WizardStep } from './wizard-steps.js';
import { emptyWizardValues } from './wizard-values.js';
import type { WizardService, WizardValues } from './wizard-values.js';

export const WIZARD_STORAGE_KEY = 'vitrina.signup';

export interface StoredWizard {
  step: WizardStep;
  values: WizardValues;
  /** The wizard session the previews show (reused, so a reload does not make another). */
  sessionId: string | null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const str = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

function readServices(value: unknown): WizardService[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
    .map((s) => ({ name: str(s.name, ''), price: str(s.price, ''), duration_minutes: str(s.duration_minutes, '') }));
}

/** Only the known fields, each of its own type: a stored value from an older wizard cannot break the form. */
function readValues(raw: unknown, language: SignupLanguage): WizardValues {
  const base = emptyWizardValues(language);
  if (typeof raw !== 'object' || raw === null) return base;
  const stored = raw as Record<string, unknown>;
  const values: WizardValues = { ...base };
  for (const key of Object.keys(base) as (keyof WizardValues)[]) {
    if (key === 'services' || key === 'goes_to_customers' || key === 'language' || key === 'password') continue;
    values[key] = str(stored[key], base[key]);
  }
  values.goes_to_customers = stored.goes_to_customers === true;
  values.language = stored.language === 'es' || stored.language === 'en' ? stored.language : language;
  values.services = readServices(stored.services);
  return values;
}

/** The stored wizard, or null when there is none (or it cannot be read). */
export function loadWizard(storage: KeyValueStorage, language: SignupLanguage): StoredWizard | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(WIZARD_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const stored = raw as Record<string, unknown>;
  return {
    step: isWizardStep(stored.step) ? stored.step : 'business',
    values: readValues(stored.values, language),
    sessionId: typeof stored.sessionId === 'string' && stored.sessionId ? stored.sessionId : null,
  };
}

export function saveWizard(storage: KeyValueStorage, wizard: StoredWizard): void {
  const { password: _password, ...values } = wizard.values;
  try {
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step: wizard.step, values, sessionId: wizard.sessionId }));
  } catch {
    // Storage full or refused (private mode): the wizard still works, it only forgets on reload.
  }
}

export function clearWizard(storage: KeyValueStorage): void {
  try {
    storage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing to do: see saveWizard.
  }
}
