export { InboxLauncher } from './inbox-launcher.js';
export { InboxPanel } from './inbox-panel.js';
export type { InboxPanelProps } from './inbox-panel.js';
export { INBOX_POLL_MS } from './inbox-poll.js';
