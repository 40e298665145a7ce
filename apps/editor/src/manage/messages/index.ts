// The back office's Messages screen (mounted at /manage/messages).
export { MessagesScreen } from './messages-screen.js';
export type { MessagesScreenProps } from './messages-screen.js';
