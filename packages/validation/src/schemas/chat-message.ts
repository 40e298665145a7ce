// The chat widget (spec §1 "an optional chat widget", §4 "Chat"): the visitor leaves a name and an e-mail
// once, then sends messages; the business replies from its inbox. The widget's forms and the API's chat
// routes validate with these same schemas, so a reply's text is plain text on both sides (spec §5).
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { emailField, requiredText } from './fields.js';

/** Longest message body, counted after tags are stripped. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Longest visitor name. */
export const CHAT_NAME_MAX_LENGTH = 100;

export const chatVisitorSchema = object({
  name: requiredText(M.required.name).max(CHAT_NAME_MAX_LENGTH, M.invalid.tooLong),
  email: emailField({ required: true }),
});

export const chatMessageSchema = object({
  body: requiredText(M.required.message).max(CHAT_MESSAGE_MAX_LENGTH, M.chat.messageTooLong),
});

export type ChatVisitorValues = InferType<typeof chatVisitorSchema>;
/** Who a chat visitor is (contract StartChatBody). Sent as the schema yields it. */
export type ChatVisitorInput = ChatVisitorValues;
export type ChatMessageValues = InferType<typeof chatMessageSchema>;
/** One chat message (contract ChatMessageBody). Sent as the schema yields it. */
export type ChatMessageInput = ChatMessageValues;
