// The thread and the composer. The thread is a live region (role=log): replies that arrive while the
// visitor types are announced without moving focus. Enter sends; Shift+Enter adds a line.
import { useSendChatMessageMutation } from '@vitrina/api-client';
import type { ChatMessage, ChatSession } from '@vitrina/api-client';
import { Button, TextField, VisuallyHidden, useToast } from '@vitrina/ui-kit';
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageSchema } from '@vitrina/validation';
import type { ChatMessageInput } from '@vitrina/validation';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiFailure } from '../shared/api-error.js';
import type { ChatLoss } from './use-chat-messages.js';
import { lossOf } from './use-chat-messages.js';

export interface ChatConversationProps {
  clientId: number;
  session: ChatSession;
  messages: ChatMessage[];
  loaded: boolean;
  onSent(message: ChatMessage): void;
  onLoss(loss: ChatLoss): void;
}

function MessageItem({ message, timeFormat }: { message: ChatMessage; timeFormat: Intl.DateTimeFormat }) {
  const { t } = useTranslation(['sections']);
  const mine = message.author === 'visitor';
  const date = new Date(message.created_at);
  return (
    <li className={`vz-chat__message vz-chat__message--${mine ? 'visitor' : 'owner'}`}>
      <VisuallyHidden>{`${mine ? t('sections:chat.you') : t('sections:chat.business')}: `}</VisuallyHidden>
      <p className="vz-chat__bubble">{message.body}</p>
      {!Number.isNaN(date.getTime()) && (
        <time className="vz-chat__time" dateTime={message.created_at}>
          {timeFormat.format(date)}
        </time>
      )}
    </li>
  );
}

export function ChatConversation({ clientId, session, messages, loaded, onSent, onLoss }: ChatConversationProps) {
  const { t, i18n } = useTranslation(['sections']);
  const toast = useToast();
  const [send] = useSendChatMessageMutation();
  const endRef = useRef<HTMLLIElement>(null);
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  async function submit(values: ChatMessageInput, helpers: FormikHelpers<ChatMessageInput>) {
    const { body } = chatMessageSchema.cast(values);
    const result = await send({ clientId, ...session, body });
    if (result.data) {
      onSent(result.data);
      helpers.resetForm();
      return;
    }
    const loss = lossOf(result.error);
    if (loss) return onLoss(loss);
    const failure = readApiFailure(result.error);
    if (Object.keys(failure.fields).length > 0) helpers.setErrors(failure.fields);
    toast.error(failure.status === 429 ? t('sections:chat.rateLimited') : t('sections:chat.sendFailed'));
  }

  return (
    <>
      <div className="vz-chat__log" role="log" aria-label={t('sections:chat.log')} aria-busy={!loaded || undefined}>
        <ol className="vz-chat__messages">
          <li className="vz-chat__message vz-chat__message--owner">
            <p className="vz-chat__bubble">{t('sections:chat.greeting')}</p>
          </li>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} timeFormat={timeFormat} />
          ))}
          <li ref={endRef} aria-hidden="true" className="vz-chat__end" />
        </ol>
      </div>
      <Formik<ChatMessageInput> initialValues={{ body: '' }} validationSchema={chatMessageSchema} validateOnBlur={false} onSubmit={submit}>
        {({ isSubmitting, submitForm }) => (
          <Form noValidate className="vz-chat__composer">
            <TextField
              name="body"
              multiline
              rows={2}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              label={t('sections:chat.messageLabel')}
              hint={t('sections:chat.sendHint')}
              placeholder={t('sections:chat.placeholder')}
              onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
                if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
                event.preventDefault();
                if (!isSubmitting) void submitForm();
              }}
            />
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('sections:chat.sending') : t('sections:chat.send')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
