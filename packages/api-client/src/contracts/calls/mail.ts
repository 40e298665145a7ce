// The calls of the back office's sent messages (contracts/mail.ts): Messages → Sent, and the messages panel
// of an order, an appointment and a quote.
import { call } from '../call.js';
import type { SentMail, SentMailListQuery, SentMailPage } from '../mail.js';

export const mailCalls = {
  /** One page of the business's messages, newest first. */
  list: call<{ query: SentMailListQuery; answer: SentMailPage }>()('GET', '/api/client/:id/mail'),
  /** One message as it was rendered. */
  get: call<{ answer: SentMail }>()('GET', '/api/client/:id/mail/:mailId'),
  /** Queues a copy of the message now; answers the copy. */
  resend: call<{ answer: SentMail }>()('POST', '/api/client/:id/mail/:mailId/resend'),
};
