/** How often the open inbox asks again: the conversations, and the messages of the open one. */
export const INBOX_POLL_MS = { conversations: 15_000, messages: 5_000 } as const;
