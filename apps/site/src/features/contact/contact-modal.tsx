// Spec §2 "contact: opens a modal", §3 "Contact-us form: name, e-mail, phone, message", §5 rules.
// The form lives outside the dialog, so closing and reopening keeps a draft; a failed send keeps every
// value and shows the server's field messages on the fields, so nothing typed is lost.
import { useSendContactMessageMutation } from '@vitrina/api-client';
import { emptyContactUsForm } from '@vitrina/core-model';
import { Button, Modal, TextField, useToast } from '@vitrina/ui-kit';
import { createContactUsSchema } from '@vitrina/validation';
import type { ContactUsInput } from '@vitrina/validation';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessCountry } from '../../app/site-context.js';
import { readApiFailure } from '../shared/api-error.js';

export interface ContactModalProps {
  clientId: number;
  open: boolean;
  onClose(): void;
  /** The business's country code, for a modal outside the site's context (a page served as islands). */
  country?: string;
}

export function ContactModal({ clientId, open, onClose, country: givenCountry }: ContactModalProps) {
  const { t } = useTranslation(['sections']);
  const toast = useToast();
  const [send] = useSendContactMessageMutation();
  const formId = useId();
  // The phone follows the business's country (issue 26), as the API checks it.
  const contextCountry = useBusinessCountry();
  const country = givenCountry ?? contextCountry;
  const contactUsSchema = useMemo(() => createContactUsSchema({ country }), [country]);

  async function submit(values: ContactUsInput, helpers: FormikHelpers<ContactUsInput>) {
    // Plain text as the API stores it (tags stripped, trimmed, spec §5).
    const form = contactUsSchema.cast(values);
    const result = await send({ clientId, form });
    if (!result.error) {
      toast.success(t('sections:contact.sent'));
      helpers.resetForm();
      onClose();
      return;
    }
    const failure = readApiFailure(result.error);
    if (Object.keys(failure.fields).length > 0) helpers.setErrors(failure.fields);
    toast.error(failure.status === 429 ? t('sections:contact.rateLimited') : t('sections:contact.sendFailed'));
  }

  return (
    <Formik<ContactUsInput> initialValues={emptyContactUsForm()} validationSchema={contactUsSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Modal
          open={open}
          onClose={onClose}
          title={t('sections:contact.title')}
          actions={
            <Button type="submit" form={formId} loading={isSubmitting}>
              {isSubmitting ? t('sections:contact.sending') : t('sections:contact.send')}
            </Button>
          }
        >
          <Form id={formId} noValidate className="vz-contact-form">
            <p>{t('sections:contact.intro')}</p>
            <TextField name="name" label={t('sections:contact.name')} required autoComplete="name" data-autofocus />
            <TextField name="email" type="email" label={t('sections:contact.email')} required autoComplete="email" />
            <TextField name="phone" type="tel" label={t('sections:contact.phone')} autoComplete="tel" />
            <TextField name="message" multiline rows={5} label={t('sections:contact.message')} required />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
