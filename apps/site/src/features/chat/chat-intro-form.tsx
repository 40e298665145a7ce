// The visitor leaves a name and an e-mail once, validated with the schema the API uses.
import { useStartChatMutation } from '@vitrina/api-client';
import type { ChatSession } from '@vitrina/api-client';
import { Button, TextField, useToast } from '@vitrina/ui-kit';
import { chatVisitorSchema } from '@vitrina/validation';
import type { ChatVisitorInput } from '@vitrina/validation';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { readApiFailure } from '../shared/api-error.js';

export interface ChatIntroFormProps {
  clientId: number;
  onStarted(session: ChatSession): void;
  onUnavailable(): void;
}

export function ChatIntroForm({ clientId, onStarted, onUnavailable }: ChatIntroFormProps) {
  const { t } = useTranslation(['sections']);
  const toast = useToast();
  const [start] = useStartChatMutation();

  async function submit(values: ChatVisitorInput, helpers: FormikHelpers<ChatVisitorInput>) {
    const visitor = chatVisitorSchema.cast(values);
    const result = await start({ clientId, name: visitor.name, email: visitor.email });
    if (result.data) return onStarted(result.data);
    const failure = readApiFailure(result.error);
    if (failure.code === 'chat_unavailable') return onUnavailable();
    if (Object.keys(failure.fields).length > 0) helpers.setErrors(failure.fields);
    toast.error(failure.status === 429 ? t('sections:chat.rateLimited') : t('sections:chat.startFailed'));
  }

  return (
    <Formik<ChatVisitorInput> initialValues={{ name: '', email: '' }} validationSchema={chatVisitorSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="vz-chat__intro">
          <p className="vz-chat__intro-text">{t('sections:chat.intro')}</p>
          <TextField name="name" label={t('sections:chat.name')} required autoComplete="name" maxLength={100} />
          <TextField name="email" type="email" label={t('sections:chat.email')} required autoComplete="email" />
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('sections:chat.starting') : t('sections:chat.start')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
