// The chat widget's calls (spec §1 "optional chat widget", §4 "Chat"). Visitor calls carry the
// conversation's own token in `x-chat-token` (no login); owner calls carry the bearer token.
import type {
  ChatAuthor,
  ChatConversationEntry,
  ChatInbox,
  ChatMessage,
  ChatMessageBody,
  ChatMessageList,
  ChatMessagesQuery,
  ChatTokenHeaders,
  StartChatBody,
  StartedChat,
  StoredChatMessage,
} from '../contracts/chat.js';
import { vitrinaApi } from '../vitrina-api.js';
import { clientPath } from './client-path.js';

export type { ChatAuthor, ChatMessage };

/** What the visitor keeps (localStorage) to come back to the same conversation. */
export type ChatSession = StartedChat;

/** One conversation of the inbox (contract ChatConversationEntry, without the client it belongs to). */
export type ChatConversationSummary = Omit<ChatConversationEntry, 'client_id'>;

/** Who the visitor is (contract StartChatBody), and the client they write to. */
export type StartChatArgs = StartChatBody & { clientId: number };

export interface VisitorChatArgs extends ChatSession {
  clientId: number;
}

export interface ChatMessagesArgs extends VisitorChatArgs {
  /** Only messages with a greater id. */
  after?: number;
}

export interface OwnerChatArgs {
  clientId: number;
  conversationId: string;
}

export const CHAT_TOKEN_HEADER = 'x-chat-token' satisfies keyof ChatTokenHeaders;

const messagesOf = (answer: ChatMessageList) => answer.messages;
const storedOf = (answer: StoredChatMessage) => answer.message;

const conversations = (clientId: number) => clientPath(clientId, 'chat', 'conversations');
const conversation = (clientId: number, conversationId: string) => `${conversations(clientId)}/${encodeURIComponent(conversationId)}`;
const afterParam = (after: number | undefined) =>
  after === undefined ? {} : { params: { after: String(after) } satisfies ChatMessagesQuery };
const tokenHeaders = (visitorToken: string) => ({ [CHAT_TOKEN_HEADER]: visitorToken }) satisfies ChatTokenHeaders;

export const chatApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** Visitor: POST …/chat/conversations {name, email} → {conversationId, visitorToken}. */
    startChat: build.mutation<ChatSession, StartChatArgs>({
      query: ({ clientId, name, email }) => ({
        url: conversations(clientId),
        method: 'POST',
        body: { name, email } satisfies StartChatBody,
      }),
      transformResponse: ({ conversationId, visitorToken }: StartedChat): ChatSession => ({ conversationId, visitorToken }),
    }),
    /** Visitor: POST …/{cid}/messages {body} → the stored message. */
    sendChatMessage: build.mutation<ChatMessage, VisitorChatArgs & ChatMessageBody>({
      query: ({ clientId, conversationId, visitorToken, body }) => ({
        url: `${conversation(clientId, conversationId)}/messages`,
        method: 'POST',
        body: { body } satisfies ChatMessageBody,
        headers: tokenHeaders(visitorToken),
      }),
      transformResponse: storedOf,
    }),
    /** Visitor: GET …/{cid}/messages?after= → both sides' messages, oldest first. */
    chatMessages: build.query<ChatMessage[], ChatMessagesArgs>({
      query: ({ clientId, conversationId, visitorToken, after }) => ({
        url: `${conversation(clientId, conversationId)}/messages`,
        headers: tokenHeaders(visitorToken),
        ...afterParam(after),
      }),
      transformResponse: messagesOf,
      // Polled with a moving `after`: nothing is worth keeping once a poll is answered.
      keepUnusedDataFor: 0,
    }),
    /** Owner: GET …/chat/conversations → the inbox, latest activity first. */
    chatInbox: build.query<ChatConversationSummary[], number>({
      query: (clientId) => conversations(clientId),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: ChatInbox): ChatConversationSummary[] =>
        answer.conversations.map(({ client_id: _clientId, ...summary }) => summary),
    }),
    /** Owner: GET …/{cid}/messages with the bearer token. */
    ownerChatMessages: build.query<ChatMessage[], OwnerChatArgs & { after?: number }>({
      query: ({ clientId, conversationId, after }) => ({ url: `${conversation(clientId, conversationId)}/messages`, ...afterParam(after) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: messagesOf,
      keepUnusedDataFor: 0,
    }),
    /** Owner: POST …/{cid}/replies {body} → the stored reply. */
    replyToChat: build.mutation<ChatMessage, OwnerChatArgs & ChatMessageBody>({
      query: ({ clientId, conversationId, body }) => ({
        url: `${conversation(clientId, conversationId)}/replies`,
        method: 'POST',
        body: { body } satisfies ChatMessageBody,
      }),
      extraOptions: { auth: 'bearer' },
      transformResponse: storedOf,
    }),
  }),
});

export const {
  useStartChatMutation,
  useSendChatMessageMutation,
  useChatMessagesQuery,
  useLazyChatMessagesQuery,
  useChatInboxQuery,
  useOwnerChatMessagesQuery,
  useReplyToChatMutation,
} = chatApi;
