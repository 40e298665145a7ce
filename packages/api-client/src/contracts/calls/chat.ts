// The calls of the chat widget (contracts/chat.ts; spec §1 "optional chat widget", §4 "Chat"): the visitor's,
// who proves a conversation theirs by its token (x-chat-token), and the business's inbox (bearer token).
import { call } from '../call.js';
import type {
  ChatInbox,
  ChatMessageBody,
  ChatMessageList,
  ChatMessagesQuery,
  ChatTokenHeaders,
  StartChatBody,
  StartedChat,
  StoredChatMessage,
} from '../chat.js';

export const chatCalls = {
  /** A visitor starts a conversation, 201 with its id and token. */
  start: call<{ body: StartChatBody; answer: StartedChat }>()('POST', '/api/client/:id/chat/conversations'),
  /** A visitor's message, 201. */
  send: call<{ headers: ChatTokenHeaders; body: ChatMessageBody; answer: StoredChatMessage }>()(
    'POST',
    '/api/client/:id/chat/conversations/:cid/messages',
  ),
  /** A conversation's messages, oldest first: the visitor's poll (x-chat-token) and the owner's (bearer token). */
  messages: call<{ query: ChatMessagesQuery; headers: ChatTokenHeaders; answer: ChatMessageList }>()(
    'GET',
    '/api/client/:id/chat/conversations/:cid/messages',
  ),
  /** The business's inbox, latest activity first. */
  inbox: call<{ answer: ChatInbox }>()('GET', '/api/client/:id/chat/conversations'),
  /** The business's reply, 201. */
  reply: call<{ body: ChatMessageBody; answer: StoredChatMessage }>()('POST', '/api/client/:id/chat/conversations/:cid/replies'),
};
