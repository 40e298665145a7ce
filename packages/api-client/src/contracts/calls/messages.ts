// The calls of the contact-us messages (contracts/messages.ts): the visitor's message, and the back office's
// Messages screen.
import { call } from '../call.js';
import type { MessageChangeBody, MessageListQuery, MessagePage, ContactMessageEntry } from '../messages.js';
import type { ContactMessageAnswer, ContactMessageBody } from '../public.js';

export const messageCalls = {
  /** The visitor's contact-us message (spec §3), 201. */
  send: call<{ body: ContactMessageBody; answer: ContactMessageAnswer }>()('POST', '/api/client/:id/contact'),
  /** One page of the messages, newest first. */
  list: call<{ query: MessageListQuery; answer: MessagePage }>()('GET', '/api/client/:id/messages'),
  /** Read/unread, archived or not. */
  change: call<{ body: MessageChangeBody; answer: ContactMessageEntry }>()('PATCH', '/api/client/:id/messages/:messageId'),
};
