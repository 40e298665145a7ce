// Spec §4 "If denied, an error toast is shown and the user goes to Home": the server (or a client-side
// navigation) redirects to /?denied=<feature>; Home shows the §8 message once and drops the parameter.
import { useToast } from '@vitrina/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DENIED_PARAM, deniedMessageKey } from '../../site/site-entry.js';

export function useDeniedToast(): void {
  const { t } = useTranslation(['errors']);
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const key = deniedMessageKey(params.get(DENIED_PARAM));
  // Once per denial, even when effects run twice (StrictMode in development).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!key) return;
    if (shown.current !== key) toast.error(t(key));
    shown.current = key;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DENIED_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, t, toast, setParams]);
}
