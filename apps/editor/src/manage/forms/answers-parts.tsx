// What the Answers screen shows the same over the list of responses and over one response: its frame (heading,
// introduction, classes), and when a response came and the appointment it is for.
import { useTranslation } from 'react-i18next';
import { currentLocale, formatDateTime } from '@vitrina/i18n';

export function useAnswersFrame() {
  const { t } = useTranslation(['manage']);
  return {
    titleId: 'vfm-title',
    title: t('manage:formsScreen.answers.title'),
    intro: t('manage:formsScreen.answers.intro'),
    className: 'vbl-blog vbp-products vfm-forms',
  };
}

export interface ResponseTimesProps {
  response: { created_at: string; appointment_starts_at?: string | null };
  /** The business's zone (server and browser print the same time). */
  timeZone?: string;
}

/** "Received …" and, for a response about an appointment, "Appointment …": one span each. */
export function ResponseTimes({ response, timeZone }: ResponseTimesProps) {
  const { t, i18n } = useTranslation(['manage']);
  const locale = currentLocale(i18n);
  return (
    <>
      <span>{t('manage:formsScreen.answers.received', { date: formatDateTime(response.created_at, locale, { timeZone }) })}</span>
      {response.appointment_starts_at ? (
        <span>
          {t('manage:formsScreen.answers.appointment', { date: formatDateTime(response.appointment_starts_at, locale, { timeZone }) })}
        </span>
      ) : null}
    </>
  );
}
