// The oidc-provider configuration of the built-in identity provider: one public first-party client,
// authorization code + PKCE, JWT access tokens for the API audience (resource indicators), and rotating
// refresh tokens bound to the provider session so the editor renews silently until the owner signs out.
import { errors, type AdapterFactory, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from './account-store.js';
import { codeRecipientPolicy, type CodeRecipientRule } from './code-recipient.js';
import { escapeHtml, PAGE_HEADERS } from './html-page.js';
import { renderMessagePage } from './login-page.js';
import { LOGIN_MESSAGES, pickLocale, type PageLocale } from './login-messages.js';
import type { ProviderKeys } from './provider-keys.js';
import type { RedirectRule } from './redirect-rule.js';

/** The `aud` of API access tokens when nothing else is configured. */
export const DEFAULT_API_AUDIENCE = 'urn:vitrina:api';
/** Resource-server scope of the API; the editor asks for `openid profile email` only. */
const API_SCOPE = 'vitrina:api';
const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export interface ProviderConfigInput {
  mountPath: string;
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  audience: string;
  keys: ProviderKeys;
  accounts: AccountStore;
  rule: RedirectRule;
  /** Whose codes may go to which redirect host (code-recipient.ts). */
  recipients: CodeRecipientRule;
  /** Where sessions, grants and tokens are kept (oidc-adapter.ts). */
  adapter: AdapterFactory;
}

export function localeOf(ctx: KoaContextWithOIDC): PageLocale {
  const uiLocales = ctx.oidc?.params?.ui_locales;
  return pickLocale(typeof uiLocales === 'string' ? uiLocales : undefined, ctx.get('accept-language') || undefined);
}

function sendPage(ctx: KoaContextWithOIDC, html: string): void {
  ctx.set(PAGE_HEADERS);
  ctx.body = html;
}

export function buildProviderConfiguration(input: ProviderConfigInput): Configuration {
  const { audience, accounts, rule } = input;
  return {
    adapter: input.adapter,
    clients: [
      {
        client_id: input.clientId,
        client_name: 'Vitrina editor',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: input.redirectUris,
        post_logout_redirect_uris: input.postLogoutRedirectUris,
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The first-party editor renews its access token silently (oidc-client-ts automaticSilentRenew) without
    // asking for offline_access: such refresh tokens expire with the provider session, so signing out ends
    // them, and a public client's refresh token is rotated on every use (oidc-provider's default), so a
    // replayed one revokes the whole grant.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    scopes: ['openid'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    jwks: input.keys.jwks as Configuration['jwks'],
    cookies: { keys: input.keys.cookieKeys },
    async findAccount(_ctx, sub) {
      const account = await accounts.findBySub(sub);
      if (!account) return undefined;
      return { accountId: account.sub, claims: () => ({ sub: account.sub, name: account.name, email: account.email }) };
    },
    interactions: {
      // Asked on every authorization, silent ones too: no code to a host where the person has no role.
      policy: codeRecipientPolicy(input.recipients),
      url: (_ctx, interaction) => `${input.mountPath}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin) => rule.isAllowedOrigin(origin),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      RefreshToken: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
    },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // Access tokens are for the API only; the ID token carries name and email instead.
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // Every authorization is for the API, so the editor needs no `resource` parameter.
        defaultResource: (_ctx, _client, oneOf) => (oneOf ? (oneOf.includes(audience) ? audience : oneOf) : audience),
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
        useGrantedResource: () => true,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          const t = LOGIN_MESSAGES[localeOf(ctx)];
          const buttons = `${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.signOutYes)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t.signOutNo)}</button>`;
          sendPage(ctx, renderMessagePage(localeOf(ctx), t.signOutTitle, t.signOutQuestion, buttons));
        },
        postLogoutSuccessSource(ctx) {
          const t = LOGIN_MESSAGES[localeOf(ctx)];
          sendPage(ctx, renderMessagePage(localeOf(ctx), t.signedOutTitle, t.signedOutText));
        },
      },
    },
    renderError(ctx, out) {
      const t = LOGIN_MESSAGES[localeOf(ctx)];
      const code = `<p><small>${String(out.error).replace(/[^a-z_]/gi, '')}</small></p>`;
      sendPage(ctx, renderMessagePage(localeOf(ctx), t.errorTitle, t.errorText, code));
    },
  };
}
