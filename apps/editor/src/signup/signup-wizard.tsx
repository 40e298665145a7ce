// The wizard's frame (issue 16 "Sign-up wizard"): one formik form across the steps, each step judged by
// its own schema on Continue (@vitrina/validation SIGNUP_STEP_SCHEMAS), "Step n of 7", Back/Continue,
// focus on the step's heading as it changes, and the sign-up itself on the review.
import { Form, Formik, getIn, setIn } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeSubdomain, subdomainProblem } from '@vitrina/core-model';
import { useLazySubdomainCheckQuery, useSignUpMutation } from '@vitrina/api-client/signup';
import { Button, FocusFirstError, ProgressBar } from '@vitrina/ui-kit';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { useEditorServices } from '../app/editor-services.js';
import { signupFailure } from './signup-errors.js';
import { StepBody } from './steps/step-body.js';
import { IndustryDefaultsSync, LanguageSync, PersistAnswers, RadiusUnitSync } from './wizard-effects.js';
import { clearWizard } from './wizard-storage.js';
import type { StoredWizard } from './wizard-storage.js';
import { WIZARD_STEPS, stepSchema } from './wizard-steps.js';
import type { WizardStep } from './wizard-steps.js';
import { toSignupBody } from './wizard-values.js';
import type { WizardValues } from './wizard-values.js';

export interface SignupWizardProps {
  start: StoredWizard;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

type Notice = 'rateLimited' | 'failed' | null;

/** A value the API refused, with its message: shown until the person changes that value. */
type Refusals = Record<string, { value: unknown; key: string }>;

export function refusalErrors(values: WizardValues, refusals: Refusals): object {
  let errors = {};
  for (const [field, refusal] of Object.entries(refusals))
    if (getIn(values, field) === refusal.value) errors = setIn(errors, field, refusal.key);
  return errors;
}

export function SignupWizard({ start, storage }: SignupWizardProps) {
  const { t } = useTranslation(['signup', 'common']);
  const { leave } = useEditorServices();
  const [step, setStep] = useState<WizardStep>(start.step);
  const [sessionId, setSessionId] = useState<string | null>(start.sessionId);
  const [notice, setNotice] = useState<Notice>(null);
  const [leaving, setLeaving] = useState(false);
  // Set the moment the site is made: a save of the answers still waiting must not write them back after they are cleared.
  const finished = useRef(false);
  const [refusals, setRefusals] = useState<Refusals>({});
  const [checkSubdomain] = useLazySubdomainCheckQuery();
  const [signUp] = useSignUpMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  const index = WIZARD_STEPS.indexOf(step);
  const total = WIZARD_STEPS.length;

  // A new step: its heading takes the focus, so keyboard and screen-reader users start at its top; when the
  // step came back with a refused field, that field does (next to its message).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const invalid = document.querySelector<HTMLElement>('.vs-signup__form [aria-invalid="true"]');
    (invalid ?? headingRef.current)?.focus();
  }, [step]);

  const refuse = (values: WizardValues, fields: Record<string, string>) =>
    setRefusals((before) => {
      const next = { ...before };
      for (const [field, key] of Object.entries(fields)) next[field] = { value: getIn(values, field), key };
      return next;
    });

  const go = (next: WizardStep) => {
    setNotice(null);
    setStep(next);
  };

  async function finish(values: WizardValues, helpers: FormikHelpers<WizardValues>) {
    setNotice(null);
    try {
      const answer = await signUp(toSignupBody(values, sessionId)).unwrap();
      finished.current = true;
      setLeaving(true);
      clearWizard(storage);
      leave(answer.admin_url);
    } catch (error) {
      const failure = signupFailure(error);
      if (failure.kind !== 'fields') {
        setNotice(failure.kind);
        return;
      }
      // Back to the step that asks for the refused field, with its message; every answer is kept.
      refuse(values, failure.fields);
      setStep(failure.step);
      await helpers.setTouched(Object.fromEntries(Object.keys(failure.fields).map((f) => [f, true])), false);
      helpers.setErrors(failure.fields);
    }
  }

  /** The account step goes on only with a sub-domain the API has not refused (it is checked again on finish). */
  async function subdomainRefused(values: WizardValues, helpers: FormikHelpers<WizardValues>): Promise<boolean> {
    const label = normalizeSubdomain(values.subdomain);
    if (subdomainProblem(label)) return false;
    try {
      const check = await checkSubdomain(label, true).unwrap();
      if (check.available) return false;
      const key =
        check.problem === 'reserved'
          ? VALIDATION_MESSAGES.signup.subdomainReserved
          : check.problem === 'invalid'
            ? VALIDATION_MESSAGES.signup.subdomainInvalid
            : VALIDATION_MESSAGES.signup.subdomainTaken;
      refuse(values, { subdomain: key });
      helpers.setFieldError('subdomain', key);
      return true;
    } catch {
      return false;
    }
  }

  async function onSubmit(values: WizardValues, helpers: FormikHelpers<WizardValues>) {
    if (step === 'review') return finish(values, helpers);
    if (step === 'account' && (await subdomainRefused(values, helpers))) return undefined;
    const next = WIZARD_STEPS[index + 1];
    if (next) {
      // The next step's fields start untouched: no error shows before the person has tried.
      helpers.setTouched({}, false);
      go(next);
    }
    return undefined;
  }

  return (
    <div className="vs-signup">
      <header className="vs-signup__header">
        <p className="vs-signup__brand">{t('signup:brand')}</p>
        <h1 className="vs-signup__title">{t('signup:pageTitle')}</h1>
        <p className="vs-signup__intro">{t('signup:intro')}</p>
      </header>
      <main id="main" className="vs-signup__main">
        <ProgressBar
          className="vs-signup__progress"
          value={index + 1}
          max={total}
          label={t('signup:progress', { current: index + 1, total })}
        />
        <Formik<WizardValues>
          initialValues={start.values}
          validationSchema={stepSchema(step)}
          validate={(values) => refusalErrors(values, refusals)}
          onSubmit={onSubmit}
        >
          {({ isSubmitting, submitCount, isValid }) => (
            <Form className="vs-signup__form" noValidate aria-labelledby="vs-step-title">
              <IndustryDefaultsSync />
              <RadiusUnitSync />
              <LanguageSync />
              <PersistAnswers step={step} sessionId={sessionId} storage={storage} finished={finished} />
              <FocusFirstError formSelector=".vs-signup__form" />
              <h2 id="vs-step-title" ref={headingRef} tabIndex={-1} className="vs-signup__step-title">
                {t(`signup:steps.${step}.title`)}
              </h2>
              <p className="vs-signup__step-intro">{t(`signup:steps.${step}.intro`)}</p>
              <div role="status" className="vs-signup__summary">
                {submitCount > 0 && !isValid && !isSubmitting ? t('signup:errors.summary') : ''}
              </div>
              <StepBody step={step} sessionId={sessionId} onSession={setSessionId} onEdit={go} />
              {notice && (
                <p role="alert" className="vs-signup__notice">
                  {t(notice === 'rateLimited' ? 'signup:errors.rateLimited' : 'signup:errors.failed')}
                </p>
              )}
              <div className="vs-signup__nav">
                {index > 0 && (
                  <Button variant="secondary" onClick={() => go(WIZARD_STEPS[index - 1] as WizardStep)} disabled={leaving}>
                    {t('signup:back')}
                  </Button>
                )}
                <Button type="submit" loading={(step === 'review' && isSubmitting) || leaving}>
                  {step === 'review' ? (isSubmitting || leaving ? t('signup:finishing') : t('signup:finish')) : t('signup:continue')}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </main>
    </div>
  );
}
