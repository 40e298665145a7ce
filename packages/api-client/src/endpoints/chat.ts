// The chat widget's calls (spec §1 "optional chat widget", §4 "Chat"). Visitor calls carry the
// conversation's own token in `x-chat-token` (no login); owner calls carry the bearer token.
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { chatCalls } from '../contracts/calls/chat.js';
import type {
  ChatAuthor,
  ChatConversationEntry,
  ChatMessage,
  ChatMessageBody,
  ChatTokenHeaders,
  StartChatBody,
  StartedChat,
} from '../contracts/chat.js';
import { vitrinaApi } from '../vitrina-api.js';

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

const messagesOf = (answer: AnswerOf<typeof chatCalls.messages>) => answer.messages;
const storedOf = (answer: AnswerOf<typeof chatCalls.send | typeof chatCalls.reply>) => answer.message;

/** A conversation's messages, after a message id when given. */
const messagesRequest = (clientId: number, conversationId: string, after: number | undefined) =>
  requestOf(chatCalls.messages, { id: clientId, cid: conversationId }, after === undefined ? {} : { params: { after: String(after) } });
const tokenHeaders = (visitorToken: string) => ({ [CHAT_TOKEN_HEADER]: visitorToken }) satisfies ChatTokenHeaders;

export const chatApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** Visitor: POST …/chat/conversations {name, email} → {conversationId, visitorToken}. */
    startChat: build.mutation<ChatSession, StartChatArgs>({
      query: ({ clientId, name, email }) => requestOf(chatCalls.start, { id: clientId }, { body: { name, email } }),
      transformResponse: ({ conversationId, visitorToken }: AnswerOf<typeof chatCalls.start>): ChatSession => ({
        conversationId,
        visitorToken,
      }),
    }),
    /** Visitor: POST …/{cid}/messages {body} → the stored message. */
    sendChatMessage: build.mutation<ChatMessage, VisitorChatArgs & ChatMessageBody>({
      query: ({ clientId, conversationId, visitorToken, body }) => ({
        ...requestOf(chatCalls.send, { id: clientId, cid: conversationId }, { body: { body } }),
        headers: tokenHeaders(visitorToken),
      }),
      transformResponse: storedOf,
    }),
    /** Visitor: GET …/{cid}/messages?after= → both sides' messages, oldest first. */
    chatMessages: build.query<ChatMessage[], ChatMessagesArgs>({
      query: ({ clientId, conversationId, visitorToken, after }) => ({
        ...messagesRequest(clientId, conversationId, after),
        headers: tokenHeaders(visitorToken),
      }),
      transformResponse: messagesOf,
      // Polled with a moving `after`: nothing is worth keeping once a poll is answered.
      keepUnusedDataFor: 0,
    }),
    /** Owner: GET …/chat/conversations → the inbox, latest activity first. */
    chatInbox: build.query<ChatConversationSummary[], number>({
      query: (clientId) => requestOf(chatCalls.inbox, { id: clientId }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: AnswerOf<typeof chatCalls.inbox>): ChatConversationSummary[] =>
        answer.conversations.map(({ client_id: _clientId, ...summary }) => summary),
    }),
    /** Owner: GET …/{cid}/messages with the bearer token. */
    ownerChatMessages: build.query<ChatMessage[], OwnerChatArgs & { after?: number }>({
      query: ({ clientId, conversationId, after }) => messagesRequest(clientId, conversationId, after),
      extraOptions: { auth: 'bearer' },
      transformResponse: messagesOf,
      keepUnusedDataFor: 0,
    }),
    /** Owner: POST …/{cid}/replies {body} → the stored reply. */
    replyToChat: build.mutation<ChatMessage, OwnerChatArgs & ChatMessageBody>({
      query: ({ clientId, conversationId, body }) => requestOf(chatCalls.reply, { id: clientId, cid: conversationId }, { body: { body } }),
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
