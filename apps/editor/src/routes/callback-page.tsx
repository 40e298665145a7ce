// /admin/callback and /gallery/admin/callback: completes the authorization-code + PKCE sign-in (the token
// is stored by oidc-client-ts) and returns to where the owner started. The provider answers `access_denied`
// instead of a code when the signed-in person has no role on this site (issue 25): that is /access-denied,
// as when the access check says no (spec §4 Admin entry 2).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import { configureAuth } from '../auth/configure-auth.js';
import { editorBaseOf } from '../auth/editor-paths.js';
import { ACCESS_DENIED_PATH } from '../entry/leave-targets.js';
import { useEditorDispatch } from '../store/hooks.js';

export function CallbackPage() {
  const { auth, location, leave } = useEditorServices();
  const dispatch = useEditorDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation(['editor', 'errors', 'status']);
  const [failed, setFailed] = useState(false);
  // The code can be redeemed once: one attempt per page load, also under StrictMode's double effects.
  const attempt = useRef<Promise<string> | null>(null);

  useEffect(() => {
    let active = true;
    attempt.current ??= configureAuth(dispatch, auth).then((config) => {
      if (!config) throw new Error('no editor configuration');
      return auth.completeSignIn(`${location.origin}${location.pathname}${location.search}${location.hash}`);
    });
    attempt.current.then(
      (returnTo) => {
        if (active) void navigate(returnTo, { replace: true });
      },
      () => {
        if (!active) return;
        if (new URLSearchParams(location.search).get('error') === 'access_denied') leave(ACCESS_DENIED_PATH);
        else setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [auth, dispatch, leave, location, navigate]);

  if (failed) {
    return (
      <main id="main" className="ve-loading">
        <h1>{t('status:error.title')}</h1>
        <p>{t('errors:generic')}</p>
        {/* A full load starts a fresh sign-in rather than replaying this spent callback. */}
        <a href={editorBaseOf(location.pathname)}>{t('status:error.action')}</a>
      </main>
    );
  }
  return (
    <main id="main" className="ve-loading">
      <Spinner size="large" label={t('editor:auth.signingIn')} />
    </main>
  );
}
