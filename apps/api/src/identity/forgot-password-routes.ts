// "Forgot password?" of the built-in provider (issue 28): `<mountPath>/forgot-password` (GET the form, POST the
// e-mail). The answer is the same page whatever the address, given before the link is made and mailed
// (account-store.ts PasswordResetStore, run after the answer), so neither its words nor its timing tell whether
// an account exists. The link it mails is a set-password link of 1 hour (set-password-routes.ts opens it).
// Limits: per IP, 10 requests in 15 minutes, then 429; per address, 3 in an hour, after which more requests are
// answered the same but mail nothing (a stranger cannot flood someone's inbox).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PasswordResetStore } from './account-store.js';
import { normalizeEmail } from './account-store.js';
import type { CounterStore } from './counter-store.js';
import { renderForgotPasswordPage, renderForgotPasswordSentPage } from './forgot-password-page.js';
import { sendHtml } from './html-page.js';
import { pickLocale, type PageLocale } from './login-messages.js';

export interface ForgotPasswordRoutesOptions {
  /** e.g. `/oidc`; the routes are `<mountPath>/forgot-password`. */
  mountPath: string;
  resets: PasswordResetStore;
  counters: CounterStore;
  log?: { error(obj: unknown, msg: string): void };
}

type ForgotRequest = FastifyRequest<{ Querystring: { uid?: string; ui_locales?: string } }>;

const FORM_BODY_LIMIT = 4 * 1024;
const PER_IP = { max: 10, windowMs: 15 * 60_000 };
const PER_ADDRESS = { max: 3, windowMs: 60 * 60_000 };
const UID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_EMAIL = 254;

/** The path of the "Forgot password?" page for the sign-in interaction `uid`, in `locale`. */
export const forgotPasswordPath = (mountPath: string, uid: string, locale: PageLocale) =>
  `${mountPath}/forgot-password?uid=${encodeURIComponent(uid)}&ui_locales=${locale}`;

export async function registerForgotPasswordRoutes(app: FastifyInstance, options: ForgotPasswordRoutesOptions): Promise<void> {
  const { mountPath, resets, counters } = options;
  const path = `${mountPath}/forgot-password`;
  const localeOf = (req: ForgotRequest): PageLocale => pickLocale(req.query.ui_locales, req.headers['accept-language']);
  /** Back to the sign-in form of the interaction the person came from (while it lasts). */
  const backOf = (req: ForgotRequest) => {
    const uid = req.query.uid;
    return uid && UID.test(uid) ? `${mountPath}/interaction/${encodeURIComponent(uid)}` : undefined;
  };
  const actionOf = (req: ForgotRequest) => {
    const uid = req.query.uid;
    return uid && UID.test(uid) ? forgotPasswordPath(mountPath, uid, localeOf(req)) : `${path}?ui_locales=${localeOf(req)}`;
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(path, async (req: ForgotRequest, reply) =>
      sendHtml(reply, 200, renderForgotPasswordPage({ locale: localeOf(req), action: actionOf(req), backHref: backOf(req) })),
    );

    scope.post(path, async (req: ForgotRequest, reply) => {
      const locale = localeOf(req);
      const byIp = await counters.hit(`forgot-password:ip:${req.ip}`, PER_IP.windowMs);
      if (byIp.count > PER_IP.max) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((byIp.resetAt - Date.now()) / 1000))));
        const page = renderForgotPasswordPage({ locale, action: actionOf(req), backHref: backOf(req), error: 'tooManyAttempts' });
        return sendHtml(reply, 429, page);
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
      if (!email || email.length > MAX_EMAIL || !email.includes('@')) {
        return sendHtml(
          reply,
          400,
          renderForgotPasswordPage({ locale, action: actionOf(req), backHref: backOf(req), error: 'forgotMissingEmail' }),
        );
      }
      const byAddress = await counters.hit(`forgot-password:email:${email}`, PER_ADDRESS.windowMs);
      if (byAddress.count <= PER_ADDRESS.max) {
        // After the answer: its time must not depend on whether the address is an account's.
        setImmediate(() => {
          resets.request(email).catch((err: unknown) => options.log?.error({ err }, 'a password reset could not be queued'));
        });
      }
      return sendHtml(reply, 200, renderForgotPasswordSentPage(locale, backOf(req)));
    });
  });
}
