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
import { unchecked } from '../unchecked.js';
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

function readMessage(raw: unknown): ChatMessage | null {
  const message = unchecked<ChatMessage>(raw);
  if (!message) return null;
  const { id, author, body, created_at } = message;
  if (
    typeof id !== 'number' ||
    (author !== 'visitor' && author !== 'owner') ||
    typeof body !== 'string' ||
    typeof created_at !== 'string'
  ) {
    return null;
  }
  return { id, author, body, created_at };
}

function readMessages(raw: unknown): ChatMessage[] {
  const messages = unchecked<ChatMessageList>(raw)?.messages;
  return (Array.isArray(messages) ? messages : []).map(readMessage).filter((m): m is ChatMessage => m !== null);
}

function readSingle(raw: unknown): ChatMessage {
  const message = readMessage(unchecked<StoredChatMessage>(raw)?.message);
  if (!message) throw new Error('The API answered without the stored message');
  return message;
}

function readSummary(raw: unknown): ChatConversationSummary | null {
  const entry = unchecked<ChatConversationEntry>(raw);
  if (!entry || typeof entry.id !== 'string') return null;
  const last = unchecked<NonNullable<ChatConversationEntry['last_message']>>(entry.last_message);
  return {
    id: entry.id,
    name: String(entry.name ?? ''),
    email: String(entry.email ?? ''),
    created_at: String(entry.created_at ?? ''),
    last_message_at: String(entry.last_message_at ?? ''),
    last_message:
      last && (last.author === 'visitor' || last.author === 'owner') && typeof last.body === 'string'
        ? { author: last.author, body: last.body }
        : null,
  };
}

const conversations = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/chat/conversations`;
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
      transformResponse: (raw: unknown): ChatSession => {
        const started = unchecked<StartedChat>(raw);
        if (!started || typeof started.conversationId !== 'string' || typeof started.visitorToken !== 'string') {
          throw new Error('The API answered without a conversation');
        }
        return { conversationId: started.conversationId, visitorToken: started.visitorToken };
      },
    }),
    /** Visitor: POST …/{cid}/messages {body} → the stored message. */
    sendChatMessage: build.mutation<ChatMessage, VisitorChatArgs & ChatMessageBody>({
      query: ({ clientId, conversationId, visitorToken, body }) => ({
        url: `${conversation(clientId, conversationId)}/messages`,
        method: 'POST',
        body: { body } satisfies ChatMessageBody,
        headers: tokenHeaders(visitorToken),
      }),
      transformResponse: readSingle,
    }),
    /** Visitor: GET …/{cid}/messages?after= → both sides' messages, oldest first. */
    chatMessages: build.query<ChatMessage[], ChatMessagesArgs>({
      query: ({ clientId, conversationId, visitorToken, after }) => ({
        url: `${conversation(clientId, conversationId)}/messages`,
        headers: tokenHeaders(visitorToken),
        ...afterParam(after),
      }),
      transformResponse: readMessages,
      // Polled with a moving `after`: nothing is worth keeping once a poll is answered.
      keepUnusedDataFor: 0,
    }),
    /** Owner: GET …/chat/conversations → the inbox, latest activity first. */
    chatInbox: build.query<ChatConversationSummary[], number>({
      query: (clientId) => conversations(clientId),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown) => {
        const list = unchecked<ChatInbox>(raw)?.conversations;
        return (Array.isArray(list) ? list : []).map(readSummary).filter((c): c is ChatConversationSummary => c !== null);
      },
    }),
    /** Owner: GET …/{cid}/messages with the bearer token. */
    ownerChatMessages: build.query<ChatMessage[], OwnerChatArgs & { after?: number }>({
      query: ({ clientId, conversationId, after }) => ({ url: `${conversation(clientId, conversationId)}/messages`, ...afterParam(after) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readMessages,
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
      transformResponse: readSingle,
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
