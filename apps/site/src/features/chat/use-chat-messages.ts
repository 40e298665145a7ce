// Replies arrive by polling while the panel is open (no push channel): every CHAT_POLL_MS the
// widget asks for messages after the last id a poll returned. Messages the visitor sent are added at
// once but never move that id, so an owner reply stored just before them is still fetched.
import { useLazyChatMessagesQuery } from '@vitrina/api-client';
import type { ChatMessage, ChatSession } from '@vitrina/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readApiFailure } from '../shared/api-error.js';

export const CHAT_POLL_MS = 4000;

/** Why polling stopped: the conversation is gone (or not the visitor's), or chat was turned off. */
export type ChatLoss = 'lost' | 'unavailable';

/** The API's answer means this conversation cannot be used any more. */
export function lossOf(error: unknown): ChatLoss | null {
  const { status, code } = readApiFailure(error);
  if (code === 'chat_unavailable') return 'unavailable';
  return status === 404 || status === 403 ? 'lost' : null;
}

function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export interface ChatMessagesState {
  messages: ChatMessage[];
  /** True once the first poll of this conversation answered. */
  loaded: boolean;
  add(message: ChatMessage): void;
}

export function useChatMessages(options: {
  clientId: number;
  session: ChatSession | null;
  active: boolean;
  onLoss(loss: ChatLoss): void;
}): ChatMessagesState {
  const { clientId, session, active } = options;
  const [fetchMessages] = useLazyChatMessagesQuery();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const lastPolledId = useRef(0);
  const onLoss = useRef(options.onLoss);
  useEffect(() => {
    onLoss.current = options.onLoss;
  });

  // A different conversation starts from nothing.
  const conversationId = session?.conversationId ?? null;
  const [shownFor, setShownFor] = useState(conversationId);
  if (shownFor !== conversationId) {
    setShownFor(conversationId);
    setMessages([]);
    setLoaded(false);
  }

  useEffect(() => {
    lastPolledId.current = 0;
  }, [conversationId]);

  useEffect(() => {
    if (!session || !active) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const after = lastPolledId.current || undefined;
      const result = await fetchMessages({ clientId, ...session, after });
      if (stopped) return;
      if (result.error) {
        const loss = lossOf(result.error);
        if (loss) return onLoss.current(loss);
      } else if (result.data) {
        const last = result.data.at(-1);
        if (last) lastPolledId.current = Math.max(lastPolledId.current, last.id);
        setMessages((current) => merge(current, result.data ?? []));
        setLoaded(true);
      }
      timer = setTimeout(poll, CHAT_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [clientId, session, active, fetchMessages]);

  const add = useCallback((message: ChatMessage) => setMessages((current) => merge(current, [message])), []);
  return { messages, loaded, add };
}
