// /admin/logout and /gallery/admin/logout: ends the session at the provider and comes back to the editor,
// which asks for a fresh login (the site's /access-denied "log out and log back in" links here).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import { configureAuth } from '../auth/configure-auth.js';
import { editorBaseOf } from '../auth/editor-paths.js';
import { ERROR_PATH } from '../entry/leave-targets.js';
import { useEditorDispatch } from '../store/hooks.js';

export function SignOutPage() {
  const { auth, location, leave } = useEditorServices();
  const dispatch = useEditorDispatch();
  const { t } = useTranslation(['editor']);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void configureAuth(dispatch, auth)
      .then((config) => {
        if (!config) throw new Error('no editor configuration');
        return auth.signOut(`${location.origin}${editorBaseOf(location.pathname)}`);
      })
      .catch(() => leave(ERROR_PATH));
  }, [auth, dispatch, leave, location]);

  return (
    <main id="main" className="ve-loading">
      <Spinner size="large" label={t('editor:auth.redirecting')} />
    </main>
  );
}
