// The visitor's conversation survives reloads: its id and token are kept in localStorage per
// client. Storage may be unavailable (privacy modes); the chat then lasts as long as the page.
import type { ChatSession } from '@vitrina/api-client';

export const chatSessionKey = (clientId: number) => `vitrina:chat:${clientId}`;

export function loadChatSession(clientId: number, storage: Storage | undefined = globalThis.localStorage): ChatSession | null {
  try {
    // What this page wrote earlier, or anything a hand put there: each field is checked.
    const parsed = JSON.parse(storage?.getItem(chatSessionKey(clientId)) ?? 'null') as Partial<Record<keyof ChatSession, unknown>> | null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { conversationId, visitorToken } = parsed;
    return typeof conversationId === 'string' && typeof visitorToken === 'string' && conversationId && visitorToken
      ? { conversationId, visitorToken }
      : null;
  } catch {
    return null;
  }
}

export function saveChatSession(
  clientId: number,
  session: ChatSession | null,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    if (session) storage?.setItem(chatSessionKey(clientId), JSON.stringify(session));
    else storage?.removeItem(chatSessionKey(clientId));
  } catch {
    // Full or blocked storage: keep the session in memory only.
  }
}
