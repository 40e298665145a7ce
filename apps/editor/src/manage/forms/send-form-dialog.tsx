// "Send to a customer": the customer's e-mail and, optionally, name (validation formRequestSchema, the
// API's own rule) → the form waits for that customer, and the dialog shows their link (the site's origin and
// the path the API answers) with a Copy button.
import { apiFailureOf } from '@vitrina/api-client';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendFormRequestMutation } from '@vitrina/api-client/back-office';
import { Button, Modal, TextField, useToast } from '@vitrina/ui-kit';
import { FORM_REQUEST_EMAIL_MAX_LENGTH, FORM_REQUEST_NAME_MAX_LENGTH, formRequestSchema } from '@vitrina/validation';
import type { FormRequestValues } from '@vitrina/validation';
import { useEditorServices } from '../../app/editor-services.js';
import { CopyLink } from '../copy-link.js';
import { nestedErrors, storeFailureOf } from '../products/product-errors.js';

export interface SendFormDialogProps {
  clientId: number;
  form: { id: number; name: string };
  onClose: () => void;
}

const errorCodeOf = (error: unknown) => apiFailureOf(error)?.code ?? undefined;

export function SendFormDialog({ clientId, form, onClose }: SendFormDialogProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const { location } = useEditorServices();
  const [send] = useSendFormRequestMutation();
  const [link, setLink] = useState<string | null>(null);

  async function submit(values: FormRequestValues, helpers: FormikHelpers<FormRequestValues>) {
    const body = formRequestSchema.cast(values);
    try {
      const sent = await send({
        clientId,
        formId: form.id,
        body: { email: body.email, first_name: body.first_name || undefined, last_name: body.last_name || undefined },
      }).unwrap();
      setLink(`${location.origin}${sent.path}`);
      toast.success(t('manage:formsScreen.sendDialog.sent'));
    } catch (error) {
      const failure = storeFailureOf(error);
      if (failure.kind === 'fields') helpers.setErrors(nestedErrors(failure.fields));
      const inactive = errorCodeOf(error) === 'form_inactive';
      toast.error(
        t(
          failure.kind === 'network'
            ? 'errors:network'
            : inactive
              ? 'manage:formsScreen.sendDialog.inactive'
              : 'manage:formsScreen.sendDialog.failed',
        ),
      );
    }
  }

  const title = t('manage:formsScreen.sendDialog.title', { name: form.name });
  if (link) {
    return (
      <Modal open onClose={onClose} title={title}>
        <p role="status">{t('manage:formsScreen.sendDialog.sent')}</p>
        <CopyLink
          id="vfm-send-link"
          link={link}
          texts={{
            label: t('manage:formsScreen.sendDialog.link'),
            copy: t('manage:formsScreen.sendDialog.copy'),
            copied: t('manage:formsScreen.sendDialog.copied'),
            failed: t('manage:formsScreen.sendDialog.copyFailed'),
          }}
        />
      </Modal>
    );
  }
  return (
    <Formik<FormRequestValues>
      initialValues={{ email: '', first_name: '', last_name: '' }}
      validationSchema={formRequestSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, submitForm }) => (
        <Modal
          open
          onClose={onClose}
          title={title}
          actions={
            <Button type="button" loading={isSubmitting} onClick={() => void submitForm()}>
              {t('manage:formsScreen.sendDialog.submit')}
            </Button>
          }
        >
          <Form noValidate className="vfm-send">
            <p>{t('manage:formsScreen.sendDialog.intro')}</p>
            <TextField
              name="email"
              type="email"
              label={t('manage:formsScreen.sendDialog.email')}
              required
              maxLength={FORM_REQUEST_EMAIL_MAX_LENGTH}
              autoComplete="off"
              data-autofocus
            />
            <div className="vfm-send__names">
              <TextField name="first_name" label={t('manage:formsScreen.sendDialog.firstName')} maxLength={FORM_REQUEST_NAME_MAX_LENGTH} />
              <TextField name="last_name" label={t('manage:formsScreen.sendDialog.lastName')} maxLength={FORM_REQUEST_NAME_MAX_LENGTH} />
            </div>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
