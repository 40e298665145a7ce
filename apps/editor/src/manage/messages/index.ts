// The back office's Messages screen (mounted at /manage/messages).
export { MessagesScreen } from './messages-screen.js';
export type { MessagesScreenProps } from './messages-screen.js';
export { MailPanel } from './mail-panel.js';
export type { MailPanelProps } from './mail-panel.js';
export { SENT_MAIL_PATH } from './messages-screen.js';
