// What the pages of the one-time links (set-password-routes.ts, confirm-email-routes.ts) share: the token's
// form, the per-IP limit on failures (a stranger cannot try links at will; as the sign-in's per-IP rule,
// login-rate-limit.ts) and the plain page of a used, expired or unknown link (410/404).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CounterStore } from './counter-store.js';
import { sendHtml } from './html-page.js';
import { renderMessagePage } from './login-page.js';
import { LOGIN_MESSAGES } from './login-messages.js';
import type { LoginMessages, PageLocale } from './login-messages.js';
import { backOffDelay } from './login-rate-limit.js';

/** A link's token as the mail carries it (anything else is an unknown link, never looked up). */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const WINDOW_MS = 15 * 60_000;
/** Failures per IP: 10 free in 15 minutes, then 1 s doubling to 15 min. */
const PER_IP = { free: 10, baseMs: 1_000, maxMs: 15 * 60_000 };

export interface LinkFailures {
  /** How long (ms) the request's IP must wait before it may try a link again; 0: now. */
  waitFor(req: FastifyRequest): Promise<number>;
  /** Counts a failed try of the request's IP. */
  fail(req: FastifyRequest): Promise<unknown>;
}

/** The failures of one kind of link (`name`: its counters' prefix), counted per IP. */
export function linkFailures(counters: CounterStore, name: string): LinkFailures {
  const key = (req: FastifyRequest) => `${name}:ip:${req.ip}`;
  return {
    async waitFor(req) {
      const failures = await counters.get(key(req));
      return backOffDelay(failures.count, PER_IP) > 0 ? Math.max(1, failures.resetAt - Date.now()) : 0;
    },
    fail: (req) => counters.hit(key(req), WINDOW_MS),
  };
}

/** The Retry-After (whole seconds) of a request told to wait `waitMs`. */
export const retryAfter = (reply: FastifyReply, waitMs: number) => reply.header('retry-after', String(Math.ceil(waitMs / 1000)));

export type UnusableLinkState = 'used' | 'expired' | 'unknown';

/** The page of a link that cannot be used: 404 for an unknown one, 410 for a used or expired one. */
export function sendUnusableLink(
  reply: FastifyReply,
  locale: PageLocale,
  state: UnusableLinkState,
  texts: Record<UnusableLinkState, keyof LoginMessages>,
): FastifyReply {
  const t = LOGIN_MESSAGES[locale];
  return sendHtml(reply, state === 'unknown' ? 404 : 410, renderMessagePage(locale, t.linkUnusableTitle, t[texts[state]]));
}
