// Side effects of the wizard's answers, inside its formik form: the industry's default texts and services
// (while not edited), the interface language following the site's language, and the answers kept on reload.
import { useFormikContext } from 'formik';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '@vitrina/i18n';
import { withIndustryDefaults } from './industry-defaults.js';
import { saveWizard } from './wizard-storage.js';
import type { WizardStep } from './wizard-steps.js';
import { radiusInUnit, radiusUnitOf } from './wizard-values.js';
import type { WizardValues } from './wizard-values.js';

export function IndustryDefaultsSync() {
  const { values, setValues } = useFormikContext<WizardValues>();
  useEffect(() => {
    const next = withIndustryDefaults(values);
    if (next !== values) void setValues(next, false);
    // Only a new industry or language brings other defaults; the texts themselves are the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.industry_id, values.language]);
  return null;
}

/** A country with another distance unit turns the typed radius into it (50 miles → 80 km in Spain). */
export function RadiusUnitSync() {
  const { values, setFieldValue } = useFormikContext<WizardValues>();
  const unit = radiusUnitOf(values);
  const shown = useRef(unit);
  useEffect(() => {
    if (shown.current === unit) return;
    const from = shown.current;
    shown.current = unit;
    void setFieldValue('radius_miles', radiusInUnit(values.radius_miles, from, unit), false);
    // Only a change of unit moves the radius; the typed value itself is the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unit]);
  return null;
}

export function LanguageSync() {
  const { values } = useFormikContext<WizardValues>();
  const { i18n } = useTranslation();
  // Before paint: the first screen never shows in the other language.
  useLayoutEffect(() => {
    changeLocale(i18n, values.language);
    document.documentElement.lang = values.language;
    document.title = `${i18n.t('signup:pageTitle')} · ${i18n.t('signup:brand')}`;
  }, [i18n, values.language]);
  return null;
}

const SAVE_DELAY_MS = 300;

export function PersistAnswers({
  step,
  sessionId,
  storage,
  finished,
}: {
  step: WizardStep;
  sessionId: string | null;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** True once the site is made and the answers cleared: a save still waiting writes nothing back. */
  finished: { readonly current: boolean };
}) {
  const { values } = useFormikContext<WizardValues>();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!finished.current) saveWizard(storage, { step, values, sessionId });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, values, sessionId, storage, finished]);
  return null;
}
