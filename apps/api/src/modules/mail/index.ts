// The mail module (issue 28): the outbox of messages, its sender, transports and subscribers.
export { MailSender, defaultMailBackoff, fromOf } from './mail-sender.js';
export type { MailSenderOptions, SendRun } from './mail-sender.js';
export { NO_MAIL_SERVER, PermanentMailError, createMailTransport, noMailTransport, smtpTransport } from './mail-transport.js';
export type { MailTransport, OutgoingMail } from './mail-transport.js';
export { newMessageId, queueMail, queueMailIn } from './mail-service.js';
export { SECRET_LINK_PLACEHOLDER, withSecretLink } from './secret-link.js';
export type { QueuedMail } from './mail-service.js';
export { MAIL_KINDS, ORDER_PAID_MAIL_SUBSCRIBER, orderPaidMessages, registerMailSubscribers } from './mail-subscribers.js';
export { listMessages, messagesOfOrder } from './mail-repository.js';
export type { MailRow } from './mail-repository.js';
export { registerMailOwnerRoutes } from './mail-routes.js';
export { IDENTITY_MAIL_KINDS, JOIN_INVITE_KIND, prepareIdentityMail, prepareJoinInvite, queueIdentityMail } from './identity-mail.js';
export type { IdentityMailKind, IdentityMailTo, PreparedIdentityMail } from './identity-mail.js';
