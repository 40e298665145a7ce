// Loaded on demand on sites with chat enabled, so it stays out of the page's initial JS (spec §4 "Chat").
export { ChatWidget } from './chat-widget.js';
export type { ChatWidgetProps } from './chat-widget.js';
export { CHAT_POLL_MS } from './use-chat-messages.js';
export { chatSessionKey, loadChatSession, saveChatSession } from './chat-session.js';
