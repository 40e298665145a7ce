// The admin entry of spec §4, steps 1-4, as one sequence the route element runs:
//   config → signed in? (else redirect to login) → this host's site data → access check (false →
//   /access-denied, failure → /error) → employee role (1 stays, 3 and 4 → admin application) → language
//   → the draft. Any failed request → /error.
// The back office at /manage is that admin application: the same steps up to the role, which there lets in
// every role with a screen to use (1, 3 and 4; spec §6) and needs no draft. A person with no access here but
// invitations waiting (issue 25: someone with access nowhere and several of them) gets those to answer instead.
import { editorApi, siteApi, userApi } from '@vitrina/api-client';
import { teamInvitesApi } from '@vitrina/api-client/back-office';
import type { EditorConfig, WebsiteDraft } from '@vitrina/api-client';
import { backOfficeScreens, editorAccessFor, isFreemium, languageForEmployee, normalizeHost, parseSubject } from '@vitrina/core-model';
import type { Employee, Locale, SiteData } from '@vitrina/core-model';
import type { AuthService, AuthUser } from '../auth/auth-service.js';
import { configureAuth } from '../auth/configure-auth.js';
import type { AppDispatch } from '../store/store.js';
import { ACCESS_DENIED_PATH, ERROR_PATH } from './leave-targets.js';

/** Who is signed in where: what the back office needs. */
export interface BackOfficeSession {
  config: EditorConfig;
  host: string;
  user: AuthUser;
  employee: Employee;
  locale: Locale;
  /** The published site of this host: client id and name, freemium flag. */
  site: SiteData;
}

export interface EditorSession extends BackOfficeSession {
  freemium: boolean;
  draft: WebsiteDraft;
}

/** The site editor (/admin, /gallery/admin: owners only) or the back office (/manage: every role). */
export type EntryArea = 'editor' | 'back-office';

export type EntryOutcome =
  | { kind: 'editor'; session: EditorSession }
  | { kind: 'back-office'; session: BackOfficeSession }
  | { kind: 'signing-in' }
  | { kind: 'invitations'; user: AuthUser }
  | { kind: 'leave'; reason: 'access-denied' | 'error' | 'admin-app'; url: string };

export interface EntryInput {
  dispatch: AppDispatch;
  auth: AuthService;
  /** The browser's location on the site host. */
  location: Pick<Location, 'host' | 'pathname' | 'search' | 'hash'>;
  area?: EntryArea;
}

const toError = (): EntryOutcome => ({ kind: 'leave', reason: 'error', url: ERROR_PATH });
const denied = (): EntryOutcome => ({ kind: 'leave', reason: 'access-denied', url: ACCESS_DENIED_PATH });

/** A one-off RTK Query call: the data, or undefined on any failure. */
async function once<T>(request: PromiseLike<{ data?: T; error?: unknown }> & { unsubscribe(): void }): Promise<T | undefined> {
  try {
    const result = await request;
    return result.error === undefined ? result.data : undefined;
  } finally {
    request.unsubscribe();
  }
}

export async function runEntry({ dispatch, auth, location, area = 'editor' }: EntryInput): Promise<EntryOutcome> {
  const config = await configureAuth(dispatch, auth);
  if (!config) return toError();

  // 1. Login is required, through the identity provider by redirect.
  let user: AuthUser | null;
  try {
    user = await auth.currentUser();
  } catch {
    return toError();
  }
  if (!user) {
    await auth.signIn(`${location.pathname}${location.search}${location.hash}`);
    return { kind: 'signing-in' };
  }

  const host = normalizeHost(location.host, { demoHost: config.demoHost });
  const site = await once(dispatch(siteApi.endpoints.siteData.initiate(host)));
  if (!site) return toError();

  // 2. Access to this site's client; no access → /access-denied, a failed check → /error.
  const subject = parseSubject(user.sub);
  if (!subject) return toError();
  const allowed = await once(dispatch(userApi.endpoints.authorizeUser.initiate({ ...subject, clientId: site.client.id })));
  if (allowed === undefined) return toError();
  if (!allowed) {
    if (area === 'back-office') {
      const invites = await once(dispatch(teamInvitesApi.endpoints.ownInvites.initiate(subject)));
      if (invites && invites.length > 0) return { kind: 'invitations', user };
    }
    return denied();
  }

  // 3. Only role 1 stays; 3 and 4 go to the admin application.
  const profile = await once(dispatch(userApi.endpoints.userProfile.initiate(subject)));
  if (!profile) return toError();
  const employee = profile.employee;
  if (area === 'back-office') {
    if (!employee || backOfficeScreens(employee.role_id).length === 0) return denied();
    return { kind: 'back-office', session: { config, host, user, employee, locale: languageForEmployee(employee.language_id), site } };
  }
  const access = editorAccessFor(employee?.role_id);
  if (access === 'admin-app') return { kind: 'leave', reason: 'admin-app', url: config.adminAppUrl };
  if (access !== 'editor' || !employee) return denied();

  const draft = await once(dispatch(editorApi.endpoints.websiteDraft.initiate(site.client.id)));
  if (!draft) return toError();

  // 4. The interface language follows the employee (1 English, otherwise Spanish).
  return {
    kind: 'editor',
    session: {
      config,
      host,
      user,
      employee,
      locale: languageForEmployee(employee.language_id),
      site,
      freemium: isFreemium(site.client),
      draft,
    },
  };
}
