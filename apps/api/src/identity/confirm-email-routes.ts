// A sign-up's e-mail confirmation link (issue 28): `<mountPath>/confirm-email/:token` confirms the address once
// and says so; a used, expired or unknown link shows a plain page (410/404). Opening it changes nothing but the
// confirmation (a mail scanner that follows it confirms an address that did receive the mail). Failures per IP
// are limited like the set-password links' (login-rate-limit.ts backOffDelay).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmailConfirmationStore } from './account-store.js';
import type { CounterStore } from './counter-store.js';
import { escapeHtml, sendHtml } from './html-page.js';
import { renderMessagePage } from './login-page.js';
import { LOGIN_MESSAGES, pickLocale } from './login-messages.js';
import { LINK_TOKEN, linkFailures, retryAfter, sendUnusableLink } from './one-time-link.js';

export interface ConfirmEmailRoutesOptions {
  mountPath: string;
  confirmations: EmailConfirmationStore;
  counters: CounterStore;
  /** Where "go to your back office" leads, on the host the link was opened on; default `/manage`. */
  manageHref?: string;
}

const TEXT = { used: 'confirmLinkUsed', expired: 'confirmLinkExpired', unknown: 'confirmLinkUnknown' } as const;

export async function registerConfirmEmailRoutes(app: FastifyInstance, options: ConfirmEmailRoutesOptions): Promise<void> {
  const { mountPath, confirmations, counters } = options;
  const manageHref = options.manageHref ?? '/manage';
  const failures = linkFailures(counters, 'confirm-email');
  app.get(`${mountPath}/confirm-email/:token`, async (req: FastifyRequest<{ Params: { token: string } }>, reply) => {
    const locale = pickLocale(undefined, req.headers['accept-language']);
    const t = LOGIN_MESSAGES[locale];
    const wait = await failures.waitFor(req);
    if (wait > 0) return sendHtml(retryAfter(reply, wait), 429, renderMessagePage(locale, t.linkUnusableTitle, t.tooManyAttempts));
    const state = LINK_TOKEN.test(req.params.token) ? await confirmations.confirm(req.params.token) : 'unknown';
    if (state === 'confirmed') {
      const link = `<p><a class="button" href="${escapeHtml(manageHref)}">${escapeHtml(t.signInLink)}</a></p>`;
      return sendHtml(reply, 200, renderMessagePage(locale, t.emailConfirmedTitle, t.emailConfirmedText, link));
    }
    await failures.fail(req);
    return sendUnusableLink(reply, locale, state, TEXT);
  });
}
