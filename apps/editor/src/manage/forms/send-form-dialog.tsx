// "Send to a customer": the customer's e-mail and, optionally, name (validation formRequestSchema, the
// API's own rule) → the form waits for that customer, and the dialog shows their link (the site's origin and
// the path the API answers) with a Copy button.
// A form on the kit's ResourceDialogForm: a refusal is a toast, the API's field messages on their fields.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendFormRequestMutation } from '@vitrina/api-client/back-office';
import { Modal, TextField, useToast } from '@vitrina/ui-kit';
import { FORM_REQUEST_EMAIL_MAX_LENGTH, FORM_REQUEST_NAME_MAX_LENGTH, formRequestSchema } from '@vitrina/validation';
import type { FormRequestValues } from '@vitrina/validation';
import { useEditorServices } from '../../app/editor-services.js';
import { CopyLink } from '../copy-link.js';
import { ResourceDialogForm } from '../kit/index.js';
import type { FormTextKey, RefusalTexts } from '../kit/index.js';

export interface SendFormDialogProps {
  clientId: number;
  form: { id: number; name: string };
  onClose: () => void;
}

/** A refused send: the form no longer taking answers says so; anything else is "could not send". */
const SEND_REFUSALS: RefusalTexts<FormTextKey> = {
  codes: { form_inactive: 'manage:formsScreen.sendDialog.inactive' },
  fields: 'manage:formsScreen.sendDialog.failed',
  network: 'errors:network',
  other: 'manage:formsScreen.sendDialog.failed',
};

export function SendFormDialog({ clientId, form, onClose }: SendFormDialogProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const { location } = useEditorServices();
  const [send] = useSendFormRequestMutation();
  const [link, setLink] = useState<string | null>(null);

  async function save(values: FormRequestValues): Promise<string> {
    const body = formRequestSchema.cast(values);
    const sent = await send({
      clientId,
      formId: form.id,
      body: { email: body.email, first_name: body.first_name || undefined, last_name: body.last_name || undefined },
    }).unwrap();
    return `${location.origin}${sent.path}`;
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
    <ResourceDialogForm<FormRequestValues, FormRequestValues, string>
      initialValues={{ email: '', first_name: '', last_name: '' }}
      inputOf={(values) => values}
      schema={formRequestSchema}
      save={save}
      onSaved={(sent) => {
        setLink(sent);
        toast.success(t('manage:formsScreen.sendDialog.sent'));
      }}
      refusals={SEND_REFUSALS}
      notice={{ onRefused: (text) => toast.error(text) }}
      className="vfm-send"
      dialog={{ title, submit: t('manage:formsScreen.sendDialog.submit'), onClose }}
    >
      {() => (
        <>
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
        </>
      )}
    </ResourceDialogForm>
  );
}
