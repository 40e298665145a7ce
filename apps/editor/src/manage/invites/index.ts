export { OwnInvitesNotice } from './own-invites-notice.js';
