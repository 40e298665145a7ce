// oidc-client-ts settings of the editor: authorization code + PKCE (its default) against the configured
// issuer, no userinfo call (the ID token carries name and email), tokens kept in this tab's
// sessionStorage, and silent renew before expiry with the refresh token (no iframe).
import { WebStorageStateStore } from 'oidc-client-ts';
import type { UserManagerSettings } from 'oidc-client-ts';
import type { EditorConfig } from '@vitrina/api-client';
import { callbackPath } from './editor-paths.js';
import type { EditorBase } from './editor-paths.js';

export const EDITOR_SCOPES = 'openid profile email';
/** Renew this long before the access token expires. */
export const RENEW_BEFORE_EXPIRY_SECONDS = 120;

export interface SettingsInput {
  config: EditorConfig;
  /** `location.origin` of the site host the editor runs on. */
  origin: string;
  base: EditorBase;
  storage: Storage;
}

export function userManagerSettings({ config, origin, base, storage }: SettingsInput): UserManagerSettings {
  const store = new WebStorageStateStore({ store: storage, prefix: 'vitrina.oidc.' });
  return {
    authority: config.oidc.issuer,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${callbackPath(base)}`,
    // Back to the site itself after signing out (the provider accepts any path on a site host).
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: EDITOR_SCOPES,
    loadUserInfo: false,
    userStore: store,
    stateStore: store,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_BEFORE_EXPIRY_SECONDS,
    monitorSession: false,
  };
}
