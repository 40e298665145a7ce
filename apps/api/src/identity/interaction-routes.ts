// The interaction endpoints of the built-in provider: the sign-in form, its post, and consent, which is
// granted at once for the first-party editor client.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { AccountStore } from './account-store.js';
import { NO_ROLE_ON_REDIRECT_HOST } from './code-recipient.js';
import { sendHtml } from './html-page.js';
import { renderLoginPage, renderMessagePage, type LoginError } from './login-page.js';
import { LOGIN_MESSAGES, pickLocale, type PageLocale } from './login-messages.js';
import { forgotPasswordPath } from './forgot-password-routes.js';
import { DEVICE_COOKIE, deviceCookieHeader, readCookie, type DeviceCookies } from './device-cookie.js';
import type { LoginAttempt, LoginLimiter } from './login-rate-limit.js';
import { hashPassword, verifyPassword } from './password.js';
import { SIGN_IN_TICKET_COOKIE, clearSignInTicketCookieHeader } from './sign-in-ticket.js';

export interface InteractionRoutesOptions {
  provider: Provider;
  /** e.g. `/oidc`; the routes are `<mountPath>/interaction/:uid[/login]`. */
  mountPath: string;
  clientId: string;
  accounts: AccountStore;
  limiter: LoginLimiter;
  devices: DeviceCookies;
  /** Device cookies are `Secure` (an https issuer). */
  secureCookies: boolean;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

const FORM_BODY_LIMIT = 8 * 1024;

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Adds a cookie to what the provider may have set on the raw response (Fastify's own headers would replace it). */
function appendCookie(reply: FastifyReply, cookie: string): void {
  const already = reply.raw.getHeader('set-cookie');
  reply.raw.setHeader('set-cookie', [...(Array.isArray(already) ? already : already ? [String(already)] : []), cookie]);
}

function sendError(reply: FastifyReply, locale: PageLocale, status: number): FastifyReply {
  const t = LOGIN_MESSAGES[locale];
  return sendHtml(reply, status, renderMessagePage(locale, t.errorTitle, t.errorText));
}

export async function registerInteractionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { provider, mountPath, clientId, accounts, limiter, devices } = options;
  // Compared against when the e-mail is unknown, so both failures take the same time.
  const dummyHash = await hashPassword('not a password of anyone');

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const load = async (req: UidRequest, reply: FastifyReply): Promise<Interaction | null> => {
      try {
        const details = await provider.interactionDetails(req.raw, reply.raw);
        return details.uid === req.params.uid ? details : null;
      } catch {
        return null; // expired, or no interaction cookie: nothing to resume
      }
    };
    const localeFor = (req: FastifyRequest, details: Interaction | null) =>
      pickLocale(stringParam(details?.params.ui_locales), req.headers['accept-language']);
    const action = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}/login`;

    // "Forgot password?" when the provider has the page (forgot-password-routes.ts).
    const forgotHref = (uid: string, locale: PageLocale) =>
      accounts.passwordResets ? forgotPasswordPath(mountPath, uid, locale) : undefined;
    const showLogin = (reply: FastifyReply, status: number, locale: PageLocale, uid: string, email?: string, error?: LoginError) =>
      sendHtml(reply, status, renderLoginPage({ locale, action: action(uid), email, error, forgotHref: forgotHref(uid, locale) }));

    /**
     * A new sign-up's ticket cookie (sign-in-ticket.ts) signs its user in without the form, once: the cookie
     * is cleared whatever the outcome. Only for the first-party client, and not when the login asks for
     * someone else (`login_hint`). The subject, or null: the form is shown.
     */
    const ticketLogin = async (req: UidRequest, reply: FastifyReply, details: Interaction): Promise<string | null> => {
      const ticket = readCookie(req.headers.cookie, SIGN_IN_TICKET_COOKIE);
      if (ticket === undefined || !accounts.signInTickets) return null;
      appendCookie(reply, clearSignInTicketCookieHeader(`${mountPath}/interaction`, options.secureCookies));
      if (details.params.client_id !== clientId) return null;
      const sub = await accounts.signInTickets.redeem(ticket);
      const account = sub ? await accounts.findBySub(sub) : null;
      if (!account) return null;
      const hint = stringParam(details.params.login_hint)?.trim().toLowerCase();
      return hint && hint !== account.email.toLowerCase() ? null : account.sub;
    };

    scope.get(`${mountPath}/interaction/:uid`, async (req: UidRequest, reply) => {
      const details = await load(req, reply);
      const locale = localeFor(req, details);
      if (!details) return sendError(reply, locale, 400);
      // Signed in, but without a role where the code would go (code-recipient.ts): the client hears
      // access_denied and no code is made. A fresh login asked for (prompt=login) still gets the form.
      if (details.prompt.name === 'login' && details.session && details.prompt.reasons.includes(NO_ROLE_ON_REDIRECT_HOST)) {
        const freshLogin = details.prompt.reasons.some((r) => r !== NO_ROLE_ON_REDIRECT_HOST);
        if (!freshLogin) {
          const returnTo = await provider.interactionResult(
            req.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'This account has no access to this site' },
            { mergeWithLastSubmission: false },
          );
          return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
        }
      }
      if (details.prompt.name === 'login') {
        const sub = await ticketLogin(req, reply, details);
        if (!sub) return showLogin(reply, 200, locale, details.uid, stringParam(details.params.login_hint));
        const returnTo = await provider.interactionResult(
          req.raw,
          reply.raw,
          { login: { accountId: sub, amr: ['pwd'] } },
          { mergeWithLastSubmission: false },
        );
        return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
      }
      if (details.prompt.name !== 'consent' || details.params.client_id !== clientId || !details.session) {
        return sendError(reply, locale, 400);
      }
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId });
      if (!grant) return sendError(reply, locale, 400);
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      const consent = details.grantId ? {} : { grantId };
      const returnTo = await provider.interactionResult(req.raw, reply.raw, { consent }, { mergeWithLastSubmission: true });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    });

    scope.post(`${mountPath}/interaction/:uid/login`, async (req: UidRequest, reply) => {
      const details = await load(req, reply);
      const locale = localeFor(req, details);
      if (!details || details.prompt.name !== 'login') return sendError(reply, locale, 400);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = (stringParam(body.email) ?? '').trim();
      const password = stringParam(body.password) ?? '';
      const device = devices.verify(readCookie(req.headers.cookie, DEVICE_COOKIE), email);
      const attempt: LoginAttempt = { email, ip: req.ip, device };
      const wait = await limiter.retryAfter(attempt);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        return showLogin(reply, 429, locale, details.uid, email, 'tooManyAttempts');
      }
      if (!email || !password) return showLogin(reply, 400, locale, details.uid, email, 'missingFields');

      const account = await accounts.findByEmail(email);
      const matches = await verifyPassword(password, account?.passwordHash ?? dummyHash);
      if (!account || !matches) {
        await limiter.recordFailure(attempt);
        return showLogin(reply, 401, locale, details.uid, email, 'invalidCredentials');
      }
      await limiter.recordSuccess(attempt);
      const returnTo = await provider.interactionResult(
        req.raw,
        reply.raw,
        { login: { accountId: account.sub, amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
      const cookie = deviceCookieHeader(devices.issue(email, device ?? undefined), {
        path: `${mountPath}/interaction`,
        secure: options.secureCookies,
      });
      appendCookie(reply, cookie);
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    });
  });
}
