// The chat widget and inbox (spec §1 "optional chat widget", §4 "Chat"): the requests and answers of the
// visitor's and the owner's calls. The request bodies' contents are judged by validation's chat schemas
// (the widget's own), so their field errors are the form's i18n keys; the route schema only describes them.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DbId, EnteredText, Nullable } from './shared.js';
import type { ChatMessageInput, ChatVisitorInput } from '@vitrina/validation';

/** `{id}/chat/conversations/{cid}`: a conversation id is a UUID. */
export const ConversationParams = Type.Object({
  id: DbId,
  cid: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
});
export type ConversationParams = Static<typeof ConversationParams>;

/** The header of a visitor's call: the conversation's own token (no login). */
export const ChatTokenHeaders = Type.Object({
  'x-chat-token': Type.Optional(Type.String({ description: 'The visitorToken of the conversation' })),
});
export type ChatTokenHeaders = Static<typeof ChatTokenHeaders>;

/**
 * `?after=` of GET …/{cid}/messages, checked as the digits it is sent as: Ajv's number coercion would turn
 * "Infinity" and "1e400" into Infinity and let it through `type: integer` + `maximum`.
 */
export const ChatMessagesQuery = Type.Object({
  after: Type.Optional(Type.String({ pattern: '^[0-9]{1,16}$', description: 'Only messages with a greater id (a message id)' })),
});
export type ChatMessagesQuery = Static<typeof ChatMessagesQuery>;

/** POST …/chat/conversations: who the visitor is; checked with validation's chatVisitorSchema. */
export const StartChatBody = Type.Unsafe<ChatVisitorInput>({
  type: 'object',
  properties: { name: EnteredText, email: EnteredText },
});
export type StartChatBody = Static<typeof StartChatBody>;

/** POST …/{cid}/messages (visitor) and …/{cid}/replies (owner); checked with validation's chatMessageSchema. */
export const ChatMessageBody = Type.Unsafe<ChatMessageInput>({ type: 'object', properties: { body: EnteredText } });
export type ChatMessageBody = Static<typeof ChatMessageBody>;

export const ChatAuthor = Type.Union([Type.Literal('visitor'), Type.Literal('owner')]);
export type ChatAuthor = Static<typeof ChatAuthor>;

export const ChatMessage = Type.Object({
  /** Increasing within a conversation; `after` takes the last one seen. */
  id: Type.Integer(),
  author: ChatAuthor,
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** 201 of POST …/chat/conversations: what the visitor keeps to come back to the conversation. */
export const StartedChat = Type.Object({ conversationId: Type.String(), visitorToken: Type.String() });
export type StartedChat = Static<typeof StartedChat>;

/** 201 of a visitor's message or an owner's reply: the stored message. */
export const StoredChatMessage = Type.Object({ message: ChatMessage });
export type StoredChatMessage = Static<typeof StoredChatMessage>;

/** GET …/{cid}/messages: oldest first. */
export const ChatMessageList = Type.Object({ messages: Type.Array(ChatMessage) });
export type ChatMessageList = Static<typeof ChatMessageList>;

/** One conversation of the owner's inbox. */
export const ChatConversationEntry = Type.Object({
  id: Type.String(),
  client_id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  last_message_at: Type.String({ format: 'date-time' }),
  last_message: Nullable(Type.Object({ author: ChatAuthor, body: Type.String() })),
});
export type ChatConversationEntry = Static<typeof ChatConversationEntry>;

/** GET …/chat/conversations (owner): latest activity first. */
export const ChatInbox = Type.Object({ conversations: Type.Array(ChatConversationEntry) });
export type ChatInbox = Static<typeof ChatInbox>;
