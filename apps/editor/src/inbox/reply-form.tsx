// The owner's reply: plain text (tags stripped, trimmed: spec §5) with the chat widget's own schema.
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { chatMessageSchema } from '@vitrina/validation';
import type { ChatMessageInput } from '@vitrina/validation';
import { Button, TextField } from '@vitrina/ui-kit';

export interface ReplyFormProps {
  disabled: boolean;
  /** Resolves when the reply was stored; rejects (the text stays) when it was not. */
  onSend: (body: string) => Promise<void>;
}

export function ReplyForm({ disabled, onSend }: ReplyFormProps) {
  const { t } = useTranslation(['editor']);
  async function submit(values: ChatMessageInput, helpers: FormikHelpers<ChatMessageInput>) {
    const { body } = chatMessageSchema.cast(values);
    try {
      await onSend(body);
      helpers.resetForm();
    } catch {
      // The caller told the owner; the text is kept to try again.
    }
  }
  return (
    <Formik<ChatMessageInput> initialValues={{ body: '' }} validationSchema={chatMessageSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="ve-inbox__reply">
          <TextField name="body" label={t('editor:inbox.reply')} multiline rows={3} disabled={disabled} />
          <Button type="submit" variant="primary" disabled={disabled} loading={isSubmitting}>
            {isSubmitting ? t('editor:inbox.sending') : t('editor:inbox.send')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
