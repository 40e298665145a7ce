// One customer's response (/manage/forms/responses/{uuid}): the form's fields as they were answered, each
// answer (a checkbox Yes or No, a date in the business's language), and the files of a file field with their
// name, size and a Download button (a bearer fetch: download-form-file.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnerFormResponseQuery } from '@vitrina/api-client/back-office';
import type { FormFile } from '@vitrina/api-client';
import type { OwnerFormResponse } from '@vitrina/api-client/back-office';
import type { CustomerFormAnswer, CustomerFormField, Locale } from '@vitrina/core-model';
import { currentLocale, formatCalendarDate, formatFileSize } from '@vitrina/i18n';
import { Button, useToast } from '@vitrina/ui-kit';
import { useEditorDispatch } from '../../store/hooks.js';
import { RecordScreen } from '../record-screen.js';
import { ResponseTimes, useAnswersFrame } from './answers-parts.js';
import { fetchFormFile, saveBlob } from './download-form-file.js';
import { RESPONSES_PATH, responsesPath } from './form-paths.js';

export interface FormResponseViewProps {
  clientId: number;
  responseUuid: string;
  /** The business's language (answered dates) and time zone. */
  businessLocale: Locale;
  timeZone?: string;
}

function FileItem({ clientId, file }: { clientId: number; file: FormFile }) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const dispatch = useEditorDispatch();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await dispatch(fetchFormFile(clientId, file.id)), file.filename);
    } catch {
      toast.error(t('manage:formsScreen.answers.downloadFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="vfm-file">
      <span className="vfm-file__name">{file.filename}</span>
      <span className="vfm-file__size">{formatFileSize(file.bytes, currentLocale(i18n))}</span>
      <Button
        type="button"
        variant="secondary"
        loading={busy}
        onClick={() => void download()}
        aria-label={t('manage:formsScreen.answers.downloadFile', { name: file.filename })}
      >
        {t('manage:formsScreen.answers.download')}
      </Button>
    </li>
  );
}

function Answer({
  field,
  answer,
  files,
  clientId,
  businessLocale,
}: {
  field: CustomerFormField;
  answer: CustomerFormAnswer | undefined;
  files: FormFile[];
  clientId: number;
  businessLocale: Locale;
}) {
  const { t } = useTranslation(['manage']);
  const none = <span className="vfm-answer__none">{t('manage:formsScreen.answers.noAnswer')}</span>;
  if (field.type === 'file') {
    const own = files.filter((f) => f.field_id === field.id);
    if (own.length === 0) return none;
    return (
      <ul className="vfm-files" aria-label={t('manage:formsScreen.answers.files')}>
        {own.map((file) => (
          <FileItem key={file.id} clientId={clientId} file={file} />
        ))}
      </ul>
    );
  }
  if (field.type === 'checkbox') return <>{t(answer === true ? 'manage:formsScreen.answers.yes' : 'manage:formsScreen.answers.no')}</>;
  if (typeof answer !== 'string' || answer.trim() === '') return none;
  // A calendar day, not an instant: no time zone moves it to another day.
  if (field.type === 'date') return <>{formatCalendarDate(answer, businessLocale) || answer}</>;
  return <span className={field.type === 'long_text' ? 'vfm-answer__long' : undefined}>{answer}</span>;
}

function ResponseBody({
  response,
  clientId,
  businessLocale,
  timeZone,
}: { response: OwnerFormResponse } & Omit<FormResponseViewProps, 'responseUuid'>) {
  const { t } = useTranslation(['manage']);
  const who = response.customer.name || response.customer.email;
  return (
    <article className="vfm-response" aria-labelledby="vfm-response-title">
      <h2 id="vfm-response-title" className="vfm-response__title">
        {response.form_name || t('manage:formsScreen.answers.removedForm')}
      </h2>
      <p className="vfm-response__meta">
        <span>
          {t('manage:formsScreen.answers.customer')}: <strong>{who}</strong>
          {response.customer.name && response.customer.email ? ` · ${response.customer.email}` : ''}
        </span>
        <ResponseTimes response={response} timeZone={timeZone} />
        <Link className="vbl-link" to={responsesPath({ customerUuid: response.customer.uuid })}>
          {t('manage:formsScreen.answers.otherResponses')}
        </Link>
      </p>
      <dl className="vfm-answers">
        {response.fields.map((field) => (
          <div key={field.id} className="vfm-answer">
            <dt>{field.label}</dt>
            <dd>
              <Answer
                field={field}
                answer={response.answers[field.id]}
                files={response.files}
                clientId={clientId}
                businessLocale={businessLocale}
              />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export function FormResponseView({ clientId, responseUuid, businessLocale, timeZone }: FormResponseViewProps) {
  const { t } = useTranslation(['manage']);
  const query = useOwnerFormResponseQuery({ clientId, responseUuid });
  const frame = useAnswersFrame();
  return (
    <RecordScreen
      {...frame}
      backTo={RESPONSES_PATH}
      texts={{
        back: t('manage:formsScreen.answers.backToList'),
        loading: t('manage:formsScreen.answers.loading'),
        notFound: t('manage:formsScreen.answers.notFound'),
        loadFailed: t('manage:formsScreen.answers.responseLoadFailed'),
        retry: t('manage:formsScreen.retry'),
      }}
      form={query.data && <ResponseBody response={query.data} clientId={clientId} businessLocale={businessLocale} timeZone={timeZone} />}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
