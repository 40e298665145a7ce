// A sign-up's e-mail confirmation link (issue 28): `<mountPath>/confirm-email/:token` confirms the address once
// and says so; a used, expired or unknown link shows a plain page (410/404). Opening it changes nothing but the
// confirmation (a mail scanner that follows it confirms an address that did receive the mail). Failures per IP
// are limited like the set-password links' (login-rate-limit.ts backOffDelay).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmailConfirmationStore } from './account-store.js';
import type { CounterStore } from './counter-store.js';
import { PAGE_HEADERS, escapeHtml } from './html-page.js';
import { renderMessagePage } from './login-page.js';
import { LOGIN_MESSAGES, pickLocale } from './login-messages.js';
import { backOffDelay } from './login-rate-limit.js';

export interface ConfirmEmailRoutesOptions {
  mountPath: string;
  confirmations: EmailConfirmationStore;
  counters: CounterStore;
  /** Where "go to your back office" leads, on the host the link was opened on; default `/manage`. */
  manageHref?: string;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const WINDOW_MS = 15 * 60_000;
const PER_IP = { free: 10, baseMs: 1_000, maxMs: 15 * 60_000 };
const TEXT = { used: 'confirmLinkUsed', expired: 'confirmLinkExpired', unknown: 'confirmLinkUnknown' } as const;

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).headers(PAGE_HEADERS).send(html);
}

export async function registerConfirmEmailRoutes(app: FastifyInstance, options: ConfirmEmailRoutesOptions): Promise<void> {
  const { mountPath, confirmations, counters } = options;
  const manageHref = options.manageHref ?? '/manage';
  app.get(`${mountPath}/confirm-email/:token`, async (req: FastifyRequest<{ Params: { token: string } }>, reply) => {
    const locale = pickLocale(undefined, req.headers['accept-language']);
    const t = LOGIN_MESSAGES[locale];
    const key = `confirm-email:ip:${req.ip}`;
    const failures = await counters.get(key);
    if (backOffDelay(failures.count, PER_IP) > 0) {
      reply.header('retry-after', String(Math.max(1, Math.ceil((failures.resetAt - Date.now()) / 1000))));
      return sendHtml(reply, 429, renderMessagePage(locale, t.linkUnusableTitle, t.tooManyAttempts));
    }
    const state = TOKEN.test(req.params.token) ? await confirmations.confirm(req.params.token) : 'unknown';
    if (state === 'confirmed') {
      const link = `<p><a class="button" href="${escapeHtml(manageHref)}">${escapeHtml(t.signInLink)}</a></p>`;
      return sendHtml(reply, 200, renderMessagePage(locale, t.emailConfirmedTitle, t.emailConfirmedText, link));
    }
    await counters.hit(key, WINDOW_MS);
    return sendHtml(reply, state === 'unknown' ? 404 : 410, renderMessagePage(locale, t.linkUnusableTitle, t[TEXT[state]]));
  });
}
