// The frame around every wizard step: "Step n of m", the step heading (focused when the step changes, so
// keyboard and screen-reader users start there), the step's message in a live region (focused when shown),
// and the Back / Continue buttons.
import { Button } from '@vitrina/ui-kit';
import type { ReactNode } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const STEP_TITLE_ID = 'booking-step-title';
export const STEP_ERROR_ID = 'booking-step-error';

export function WizardFrame({
  stepKey,
  title,
  progress,
  error,
  errorSeq = 0,
  onBack,
  onContinue,
  children,
}: {
  /** Changes when the step changes (moves the focus to the heading). */
  stepKey: string;
  title: string;
  progress: { current: number; total: number } | null;
  /** Translated message of the last refused "Continue" (or a slot taken meanwhile). */
  error: string | null;
  /** Counts refusals: the same message again takes the focus again. */
  errorSeq?: number;
  onBack?: () => void;
  onContinue?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['booking', 'common']);
  const heading = useRef<HTMLHeadingElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const firstRender = useRef(true);

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepKey]);

  useLayoutEffect(() => {
    if (error) message.current?.focus();
  }, [error, errorSeq]);

  return (
    <section className="site-checkout__step site-booking__step" aria-labelledby={STEP_TITLE_ID}>
      {progress && <p className="site-checkout__step-of">{t('booking:stepProgress', progress)}</p>}
      <h2 id={STEP_TITLE_ID} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <div aria-live="assertive" aria-atomic="true">
        {error && (
          <p id={STEP_ERROR_ID} ref={message} tabIndex={-1} className="site-checkout__notice site-booking__error">
            {error}
          </p>
        )}
      </div>
      {children}
      {(onBack || onContinue) && (
        <div className="site-booking__actions">
          {onBack && (
            <Button variant="secondary" onClick={onBack}>
              {t('common:back')}
            </Button>
          )}
          {onContinue && <Button onClick={onContinue}>{t('common:continue')}</Button>}
        </div>
      )}
    </section>
  );
}
