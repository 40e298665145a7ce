// The launcher is all the editor page loads; the inbox itself (and its reply form) comes on first open.
export { InboxLauncher } from './inbox-launcher.js';
export { INBOX_POLL_MS } from './inbox-poll.js';
