// Layout route of /admin and /gallery/admin (and, with area "back-office", of /manage): runs the admin entry
// once (spec §4) behind a spinner, then renders the editor or back office with the session; or leaves for
// the login, /access-denied, /error or the admin app; or, in the back office, the person's invitations when
// they have no access here but invitations to answer.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Button, Spinner, useToast } from '@vitrina/ui-kit';
import type { AuthUser } from '../auth/auth-service.js';
import { useEditorServices } from '../app/editor-services.js';
import { draftLoaded, workRestored } from '../store/editor-slice.js';
import { useEditorDispatch } from '../store/hooks.js';
import { takeStashedWork } from '../store/unsaved-stash.js';
import { OwnInvitesNotice } from '../manage/invites/index.js';
import { BackOfficeSessionContext, EditorSessionContext } from './editor-session.js';
import { ERROR_PATH } from './leave-targets.js';
import { runEntry } from './run-entry.js';
import type { BackOfficeSession, EditorSession, EntryArea, EntryOutcome } from './run-entry.js';

type EntryView =
  | { kind: 'running' }
  | { kind: 'signing-in' }
  | { kind: 'leaving'; reason: 'access-denied' | 'error' | 'admin-app' }
  | { kind: 'ready'; session: EditorSession }
  | { kind: 'back-office'; session: BackOfficeSession }
  | { kind: 'invitations'; user: AuthUser };

/** A signed-in person without access to this business, with invitations to answer (issue 25). */
function InvitationsOnly({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <main id="main" className="vb-main">
      <h1>{t('manage:invites.pageTitle')}</h1>
      <p>{t('manage:invites.pageIntro')}</p>
      <OwnInvitesNotice sub={user.sub} />
      <Button variant="secondary" onClick={onSignOut}>
        {t('manage:layout.signOut')}
      </Button>
    </main>
  );
}

export function EditorEntry({ area = 'editor' }: { area?: EntryArea }) {
  const services = useEditorServices();
  const dispatch = useEditorDispatch();
  const { t, i18n } = useTranslation(['editor']);
  const toast = useToast();
  const [view, setView] = useState<EntryView>({ kind: 'running' });
  // One run per page load, also under StrictMode's double effects.
  const run = useRef<Promise<EntryOutcome> | null>(null);
  // Its outcome is acted on once: a later re-run of the effect (a language switch renews the toast API)
  // must not set the employee's language again over the one they picked.
  const handled = useRef(false);

  useEffect(() => {
    let active = true;
    run.current ??= runEntry({ dispatch, auth: services.auth, location: services.location, area });
    run.current
      .then(async (outcome) => {
        if (!active || handled.current) return;
        handled.current = true;
        if (outcome.kind === 'editor' || outcome.kind === 'back-office') {
          await i18n.changeLanguage(outcome.session.locale);
          document.documentElement.lang = outcome.session.locale;
        }
        if (outcome.kind === 'editor') {
          const { session } = outcome;
          dispatch(draftLoaded({ clientId: session.site.client.id, draft: session.draft, readOnly: session.freemium }));
          // Unsaved work put aside before a sign-in redirect comes back on top of the fresh draft.
          const stashed = takeStashedWork(services.storage, session.site.client.id);
          if (stashed) {
            dispatch(workRestored(stashed));
            toast.success(i18n.t('editor:auth.workRestored'));
          }
          setView({ kind: 'ready', session });
        } else if (outcome.kind === 'back-office') {
          setView({ kind: 'back-office', session: outcome.session });
        } else if (outcome.kind === 'invitations') {
          setView({ kind: 'invitations', user: outcome.user });
        } else if (outcome.kind === 'leave') {
          setView({ kind: 'leaving', reason: outcome.reason });
          services.leave(outcome.url);
        } else {
          setView({ kind: 'signing-in' });
        }
      })
      .catch(() => {
        if (active) services.leave(ERROR_PATH);
      });
    return () => {
      active = false;
    };
  }, [area, dispatch, i18n, services, toast]);

  if (view.kind === 'ready') {
    return (
      <BackOfficeSessionContext.Provider value={view.session}>
        <EditorSessionContext.Provider value={view.session}>
          <Outlet />
        </EditorSessionContext.Provider>
      </BackOfficeSessionContext.Provider>
    );
  }
  if (view.kind === 'back-office') {
    return (
      <BackOfficeSessionContext.Provider value={view.session}>
        <Outlet />
      </BackOfficeSessionContext.Provider>
    );
  }
  if (view.kind === 'invitations') return <InvitationsOnly user={view.user} onSignOut={() => void services.auth.signOut()} />;
  const label =
    view.kind === 'signing-in'
      ? t('editor:auth.signingIn')
      : view.kind === 'leaving'
        ? t(view.reason === 'admin-app' ? 'editor:auth.redirectingToAdmin' : 'editor:auth.redirecting')
        : t('editor:auth.checkingAccess');
  return (
    <main id="main" className="ve-loading">
      <Spinner size="large" label={label} />
      <p aria-hidden="true">{label}</p>
    </main>
  );
}
