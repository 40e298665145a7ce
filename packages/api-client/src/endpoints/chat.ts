// The chat widget's calls (spec §1 "optional chat widget", §4 "Chat"). Visitor calls carry the
// conversation's own token in `x-chat-token` (no login); owner calls carry the bearer token.
import { vitrinaApi } from '../vitrina-api.js';

export type ChatAuthor = 'visitor' | 'owner';

export interface ChatMessage {
  /** Increasing within a conversation; `after` takes the last one seen. */
  id: number;
  author: ChatAuthor;
  body: string;
  created_at: string;
}

/** What the visitor keeps (localStorage) to come back to the same conversation. */
export interface ChatSession {
  conversationId: string;
  visitorToken: string;
}

export interface ChatConversationSummary {
  id: string;
  name: string;
  email: string;
  created_at: string;
  last_message_at: string;
  last_message: { author: ChatAuthor; body: string } | null;
}

export interface StartChatArgs {
  clientId: number;
  name: string;
  email: string;
}

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

export const CHAT_TOKEN_HEADER = 'x-chat-token';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readMessage(raw: unknown): ChatMessage | null {
  if (!isRecord(raw)) return null;
  const { id, author, body, created_at } = raw;
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
  const list = isRecord(raw) && Array.isArray(raw.messages) ? raw.messages : [];
  return list.map(readMessage).filter((m): m is ChatMessage => m !== null);
}

function readSingle(raw: unknown): ChatMessage {
  const message = readMessage(isRecord(raw) ? raw.message : null);
  if (!message) throw new Error('The API answered without the stored message');
  return message;
}

function readSummary(raw: unknown): ChatConversationSummary | null {
  if (!isRecord(raw) || typeof raw.id !== 'string') return null;
  const last = isRecord(raw.last_message) ? raw.last_message : null;
  return {
    id: raw.id,
    name: String(raw.name ?? ''),
    email: String(raw.email ?? ''),
    created_at: String(raw.created_at ?? ''),
    last_message_at: String(raw.last_message_at ?? ''),
    last_message:
      last && (last.author === 'visitor' || last.author === 'owner') && typeof last.body === 'string'
        ? { author: last.author, body: last.body }
        : null,
  };
}

const conversations = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/chat/conversations`;
const conversation = (clientId: number, conversationId: string) => `${conversations(clientId)}/${encodeURIComponent(conversationId)}`;
const afterParam = (after: number | undefined) => (after === undefined ? {} : { params: { after } });

export const chatApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** Visitor: POST …/chat/conversations {name, email} → {conversationId, visitorToken}. */
    startChat: build.mutation<ChatSession, StartChatArgs>({
      query: ({ clientId, name, email }) => ({ url: conversations(clientId), method: 'POST', body: { name, email } }),
      transformResponse: (raw: unknown): ChatSession => {
        if (!isRecord(raw) || typeof raw.conversationId !== 'string' || typeof raw.visitorToken !== 'string') {
          throw new Error('The API answered without a conversation');
        }
        return { conversationId: raw.conversationId, visitorToken: raw.visitorToken };
      },
    }),
    /** Visitor: POST …/{cid}/messages {body} → the stored message. */
    sendChatMessage: build.mutation<ChatMessage, VisitorChatArgs & { body: string }>({
      query: ({ clientId, conversationId, visitorToken, body }) => ({
        url: `${conversation(clientId, conversationId)}/messages`,
        method: 'POST',
        body: { body },
        headers: { [CHAT_TOKEN_HEADER]: visitorToken },
      }),
      transformResponse: readSingle,
    }),
    /** Visitor: GET …/{cid}/messages?after= → both sides' messages, oldest first. */
    chatMessages: build.query<ChatMessage[], ChatMessagesArgs>({
      query: ({ clientId, conversationId, visitorToken, after }) => ({
        url: `${conversation(clientId, conversationId)}/messages`,
        headers: { [CHAT_TOKEN_HEADER]: visitorToken },
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
      transformResponse: (raw: unknown) =>
        (isRecord(raw) && Array.isArray(raw.conversations) ? raw.conversations : [])
          .map(readSummary)
          .filter((c): c is ChatConversationSummary => c !== null),
    }),
    /** Owner: GET …/{cid}/messages with the bearer token. */
    ownerChatMessages: build.query<ChatMessage[], OwnerChatArgs & { after?: number }>({
      query: ({ clientId, conversationId, after }) => ({ url: `${conversation(clientId, conversationId)}/messages`, ...afterParam(after) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readMessages,
      keepUnusedDataFor: 0,
    }),
    /** Owner: POST …/{cid}/replies {body} → the stored reply. */
    replyToChat: build.mutation<ChatMessage, OwnerChatArgs & { body: string }>({
      query: ({ clientId, conversationId, body }) => ({
        url: `${conversation(clientId, conversationId)}/replies`,
        method: 'POST',
        body: { body },
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
