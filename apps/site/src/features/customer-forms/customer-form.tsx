// A customer form (spec §2 /forms/customer/{uuid}/form/{form_uuid}; §5 "Forms: complete all required fields
// before continuing"): its fields checked by validation's customerFormAnswersSchema(fields) — the schema the
// API runs on the same answers. A refused submit shows the form-level message and each field's error and
// moves the focus to the first; it waits while files upload.
import type { CustomerFormAnswer, CustomerFormField } from '@vitrina/core-model';
import { VALIDATION_MESSAGES, customerFormAnswersSchema } from '@vitrina/validation';
import { Button, FocusFirstError } from '@vitrina/ui-kit';
import { Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerField, emptyAnswer } from './answer-field.js';

export type Answers = Record<string, CustomerFormAnswer>;

export interface CustomerFormProps {
  fields: readonly CustomerFormField[];
  /** The id of the heading that names the form. */
  labelledBy: string;
  uploadUrl: (fieldId: string) => string;
  onSubmit: (answers: Answers, helpers: FormikHelpers<Answers>) => Promise<void>;
  /** A message for the whole form after a failed send (announced). */
  formError: string | null;
}

function FormMessages({ formError, waiting }: { formError: string | null; waiting: boolean }) {
  const { t } = useTranslation(['forms', 'validation']);
  const { submitCount, isValid } = useFormikContext();
  const message =
    submitCount > 0 && !isValid ? t(VALIDATION_MESSAGES.forms.completeRequired) : waiting ? t('forms:page.waitForUploads') : formError;
  return (
    <p className={message ? 'site-form__alert' : 'site-form__alert site-form__alert--empty'} role="alert">
      {message}
    </p>
  );
}

export function CustomerForm({ fields, labelledBy, uploadUrl, onSubmit, formError }: CustomerFormProps) {
  const { t } = useTranslation(['forms']);
  const schema = useMemo(() => customerFormAnswersSchema(fields), [fields]);
  const initialValues = useMemo(() => Object.fromEntries(fields.map((f) => [f.id, emptyAnswer(f)])) as Answers, [fields]);
  const busyFields = useRef(new Set<string>());
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const onBusyChange = useCallback((fieldId: string, isBusy: boolean) => {
    if (isBusy) busyFields.current.add(fieldId);
    else busyFields.current.delete(fieldId);
    setBusy(busyFields.current.size > 0);
    // The "wait for the uploads" message goes once they are done.
    if (busyFields.current.size === 0) setWaiting(false);
  }, []);

  return (
    <Formik<Answers>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        // Files still uploading: their ids are not in the answers yet.
        if (busyFields.current.size > 0) {
          setWaiting(true);
          return;
        }
        await onSubmit(schema.cast(values, { stripUnknown: true }) as Answers, helpers);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="site-form" aria-labelledby={labelledBy}>
          <p className="vk-field__hint site-form__required-hint">{t('forms:requiredHint')}</p>
          {fields.map((field) => (
            <AnswerField key={field.id} field={field} uploadUrl={uploadUrl} onBusyChange={onBusyChange} />
          ))}
          <FormMessages formError={formError} waiting={waiting} />
          <FocusFirstError formSelector="form.site-form" />
          <Button type="submit" className="site-form__submit" loading={isSubmitting} aria-disabled={busy || undefined}>
            {t('forms:submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
