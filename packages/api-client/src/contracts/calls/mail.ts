// The calls of the back office's sent messages (contracts/mail.ts): Messages → Sent, and the messages panel
// of an order, an appointment and a quote.
import { call, resourceCalls } from '../call.js';
import type { SentMail, SentMailListQuery, SentMailPage } from '../mail.js';

export const mailCalls = {
  /** One page of the business's messages, newest first; one message as it was rendered. */
  ...resourceCalls<{ list: { query: SentMailListQuery; answer: SentMailPage }; entry: SentMail }>()('/api/client/:id/mail', 'mailId', [
    'list',
    'get',
  ]),
  /** Queues a copy of the message now; answers the copy. */
  resend: call<{ answer: SentMail }>()('POST', '/api/client/:id/mail/:mailId/resend'),
};
