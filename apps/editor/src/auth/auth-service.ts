// The editor's sign-in, behind a small interface so the entry sequence and tests do not depend on
// oidc-client-ts: current user (renewed with the refresh token when it expired), redirect sign-in with the
// path to come back to, the callback, sign-out at the provider, and the access token for owner calls.
// When the session ends while the owner edits (renewal refused or impossible), listeners hear of it.
import { UserManager } from 'oidc-client-ts';
import type { User, UserManagerSettings } from 'oidc-client-ts';
import type { EditorConfig } from '@vitrina/api-client';
import { editorBaseOf, safeReturnTo } from './editor-paths.js';
import { userManagerSettings } from './user-manager-settings.js';

export interface AuthUser {
  /** `provider|id` (spec §3 "Login user"). */
  sub: string;
  accessToken: string;
  name: string | null;
  email: string | null;
}

export interface AuthService {
  /** Points the service at the issuer; must run before anything else. */
  configure(config: EditorConfig): void;
  /** The signed-in user with a live access token, or null (never signed in, or it could not renew). */
  currentUser(): Promise<AuthUser | null>;
  /** Sends the browser to the provider's login; comes back to `returnTo`. */
  signIn(returnTo: string): Promise<void>;
  /** Completes the redirect at the callback URL; resolves with the path to return to. */
  completeSignIn(url: string): Promise<string>;
  /** Ends the session at the provider, then back to the site. */
  signOut(postLogoutRedirectUri?: string): Promise<void>;
  /** For the api-client's getToken. */
  accessToken(): Promise<string | null>;
  /** Called when the session ended and could not be renewed; returns the unsubscribe function. */
  onSessionLost(listener: () => void): () => void;
}

export interface BrowserAuthOptions {
  location: Pick<Location, 'origin' | 'pathname'>;
  storage: Storage;
  /** For tests: builds the UserManager from the settings. */
  createManager?: (settings: UserManagerSettings) => UserManager;
}

function toAuthUser(user: User): AuthUser {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { sub: user.profile.sub, accessToken: user.access_token, name: text(user.profile.name), email: text(user.profile.email) };
}

export function createBrowserAuth({ location, storage, createManager = (s) => new UserManager(s) }: BrowserAuthOptions): AuthService {
  let manager: UserManager | null = null;
  let renewing: Promise<User | null> | null = null;
  const lostListeners = new Set<() => void>();
  const sessionLost = () => {
    for (const listener of [...lostListeners]) listener();
  };
  const required = () => {
    if (!manager) throw new Error('auth is not configured');
    return manager;
  };

  /** The stored user, renewed silently once when it has expired; concurrent callers share one renewal. */
  async function liveUser(): Promise<User | null> {
    const um = required();
    const user = await um.getUser();
    if (!user || !user.expired) return user;
    if (!user.refresh_token) {
      await um.removeUser();
      sessionLost();
      return null;
    }
    renewing ??= um
      .signinSilent()
      .catch(async () => {
        await um.removeUser();
        sessionLost();
        return null;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  }

  return {
    configure(config) {
      if (manager) return;
      manager = createManager(userManagerSettings({ config, origin: location.origin, base: editorBaseOf(location.pathname), storage }));
      // The renewal the UserManager runs by itself before expiry failed (refresh token refused or expired).
      manager.events.addSilentRenewError(() => sessionLost());
    },
    async currentUser() {
      const user = await liveUser();
      return user ? toAuthUser(user) : null;
    },
    async signIn(returnTo) {
      await required().signinRedirect({ state: { returnTo: safeReturnTo(returnTo) } });
    },
    async completeSignIn(url) {
      const user = await required().signinRedirectCallback(url);
      const state = user.state as { returnTo?: unknown } | undefined;
      return safeReturnTo(state?.returnTo);
    },
    async signOut(postLogoutRedirectUri) {
      await required().signoutRedirect(postLogoutRedirectUri ? { post_logout_redirect_uri: postLogoutRedirectUri } : undefined);
    },
    async accessToken() {
      return (await liveUser())?.access_token ?? null;
    },
    onSessionLost(listener) {
      lostListeners.add(listener);
      return () => {
        lostListeners.delete(listener);
      };
    },
  };
}
