// The one-time set-password link of the built-in provider (GET shows the form, POST sets the password):
// `<mountPath>/set-password/:token`. The owner adds a person to the team and gets the link once; the token is
// the only secret (256 random bits; the database keeps its SHA-256), so a forged cross-site post cannot name
// one and the form needs no other CSRF token. A used, expired or unknown link shows a plain page (410/404).
// Failures per IP are limited like the sign-in's (login-rate-limit.ts): a stranger cannot try links at will.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PasswordLinkState, PasswordLinkStore } from './account-store.js';
import type { CounterStore } from './counter-store.js';
import { sendHtml } from './html-page.js';
import { pickLocale, type PageLocale } from './login-messages.js';
import { LINK_TOKEN, linkFailures, retryAfter, sendUnusableLink } from './one-time-link.js';
import { hashPassword } from './password.js';
import { passwordError, renderPasswordSetPage, renderSetPasswordPage } from './set-password-page.js';

export interface SetPasswordRoutesOptions {
  /** e.g. `/oidc`; the routes are `<mountPath>/set-password/:token`. */
  mountPath: string;
  links: PasswordLinkStore;
  counters: CounterStore;
  /** Where "Sign in" leads, on the host the link was opened on; default `/manage` (the back office). */
  signInPath?: string;
}

/** The path of a token's link below the provider's mount path. */
export const setPasswordPath = (mountPath: string, token: string) => `${mountPath}/set-password/${encodeURIComponent(token)}`;

const FORM_BODY_LIMIT = 4 * 1024;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

const UNUSABLE_TEXT = { used: 'linkUsed', expired: 'linkExpired', unknown: 'linkUnknown' } as const;

export async function registerSetPasswordRoutes(app: FastifyInstance, options: SetPasswordRoutesOptions): Promise<void> {
  const { mountPath, links, counters } = options;
  const signInPath = options.signInPath ?? '/manage';
  const { waitFor, fail } = linkFailures(counters, 'set-password');
  const localeOf = (req: FastifyRequest): PageLocale => pickLocale(undefined, req.headers['accept-language']);
  const unusable = (reply: FastifyReply, locale: PageLocale, state: Exclude<PasswordLinkState, 'valid'>) =>
    sendUnusableLink(reply, locale, state, UNUSABLE_TEXT);
  const tooMany = (reply: FastifyReply, locale: PageLocale, action: string, wait: number) =>
    sendHtml(retryAfter(reply, wait), 429, renderSetPasswordPage({ locale, action, error: 'tooManyAttempts' }));
  const stateOf = async (token: string): Promise<PasswordLinkState> => (LINK_TOKEN.test(token) ? links.state(token) : 'unknown');

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(`${mountPath}/set-password/:token`, async (req: TokenRequest, reply) => {
      const locale = localeOf(req);
      const action = setPasswordPath(mountPath, req.params.token);
      const wait = await waitFor(req);
      if (wait > 0) return tooMany(reply, locale, action, wait);
      const state = await stateOf(req.params.token);
      if (state !== 'valid') {
        await fail(req);
        return unusable(reply, locale, state);
      }
      return sendHtml(reply, 200, renderSetPasswordPage({ locale, action }));
    });

    scope.post(`${mountPath}/set-password/:token`, async (req: TokenRequest, reply) => {
      const locale = localeOf(req);
      const { token } = req.params;
      const action = setPasswordPath(mountPath, token);
      const wait = await waitFor(req);
      if (wait > 0) return tooMany(reply, locale, action, wait);
      const state = await stateOf(token);
      if (state !== 'valid') {
        await fail(req);
        return unusable(reply, locale, state);
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const password = typeof body.password === 'string' ? body.password : '';
      const repeated = typeof body.password2 === 'string' ? body.password2 : '';
      const error = await passwordError(password, repeated);
      if (error) return sendHtml(reply, 400, renderSetPasswordPage({ locale, action, error }));
      if (!(await links.use(token, await hashPassword(password)))) {
        // Used or expired since the check (another request at the same moment set the password).
        const now = await stateOf(token);
        return unusable(reply, locale, now === 'valid' ? 'used' : now);
      }
      return sendHtml(reply, 200, renderPasswordSetPage(locale, signInPath));
    });
  });
}
