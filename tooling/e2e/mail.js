// The mail this test file's product sent (issue 28), as its mailbox received it (mailbox.js): wait for a
// message by what a user would notice (recipient, subject), read its parts, stop and start the SMTP server.
import { mailboxUrl } from './product.js';

/** @typedef {import('./mailbox.js').ReceivedMail} ReceivedMail */

async function call(/** @type {string} */ method, /** @type {string} */ path) {
  const res = await fetch(`${mailboxUrl}${path}`, { method });
  if (!res.ok) throw new Error(`mailbox ${method} ${path} answered ${res.status}`);
  return res.json();
}

/** @returns {Promise<ReceivedMail[]>} every message received so far, oldest first */
export const receivedMail = () => call('GET', '/messages');

/**
 * The first message to `to` (and, when given, whose subject contains `subject`), once it has arrived.
 * Polls the mailbox (the state), never sleeps a fixed time; fails after `timeoutMs` naming what did arrive.
 * @param {{ to: string, subject?: string | RegExp, timeoutMs?: number }} match
 * @returns {Promise<ReceivedMail>}
 */
export async function waitForMail({ to, subject, timeoutMs = 20_000 }) {
  const wanted = (/** @type {ReceivedMail} */ mail) =>
    mail.to.some((a) => a.address.toLowerCase() === to.toLowerCase()) &&
    (subject === undefined || (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await receivedMail();
    const found = all.find(wanted);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = all.map((m) => `${m.to.map((a) => a.address).join(',')}: ${m.subject}`).join('\n  ');
      throw new Error(`no mail to ${to}${subject ? ` about ${subject}` : ''} within ${timeoutMs} ms; received:\n  ${seen || '(nothing)'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The links of a message's HTML (href values), in order. */
export function linksOf(/** @type {ReceivedMail} */ mail) {
  return [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
}

/** Stops the product's SMTP server: connections are refused until startSmtp(). */
export const stopSmtp = () => call('POST', '/smtp/stop');
/** Starts it again, on the same port. */
export const startSmtp = () => call('POST', '/smtp/start');
