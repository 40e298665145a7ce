// What the back office's "one record" views share (/manage/<things>/new, /manage/<things>/{id}): a record just
// created arrives with the navigation, so its form stays on screen while the server's copy loads; then the
// server's copy wins and the handed-over one leaves history (a reload would show it again). Until there is
// something to show: a spinner, "not found", or the load failure with a way to try again. Above it all, the
// screen's heading and the way back to its list.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from './screen-frame.js';
import type { ScreenError, ScreenFrameProps } from './screen-frame.js';

/** The record under `key` in the navigation's state when it is the one asked for, replaced by the server's copy. */
export function useHandedOver<T extends { id: number }>(key: string, id: number | null, fetched: T | undefined): T | null {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state as Record<string, T | undefined> | null)?.[key];
  const loaded = fetched !== undefined;
  useEffect(() => {
    if (loaded && location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [loaded, location.state, location.pathname, navigate]);
  return fetched ?? (state && state.id === id ? state : null);
}

export interface RecordScreenProps {
  titleId: string;
  title: string;
  intro: string;
  className: string;
  backTo: string;
  texts: { back: string; loading: string; notFound: string; loadFailed: string; retry: string };
  /** The record's form or view, or null while there is none to show yet. */
  form: ReactNode;
  loading: boolean;
  error: ScreenError;
  onRetry: () => void;
}

export function RecordScreen({ titleId, title, intro, className, backTo, texts, form, loading, error, onRetry }: RecordScreenProps) {
  let body = form;
  if (!form) {
    if (loading) body = <Spinner label={texts.loading} />;
    else if (error && 'status' in error && error.status === 404) body = <p className="vb-state">{texts.notFound}</p>;
    else body = <LoadFailed error={error} message={texts.loadFailed} retryLabel={texts.retry} onRetry={onRetry} />;
  }
  return (
    <ScreenWithBack titleId={titleId} title={title} intro={intro} className={className} backTo={backTo} backLabel={texts.back}>
      {body}
    </ScreenWithBack>
  );
}

export interface ScreenWithBackProps extends ScreenFrameProps {
  backTo: string;
  backLabel: string;
}

/** A screen under a list (or another screen): its heading, then the link back. */
export function ScreenWithBack({ backTo, backLabel, children, ...frame }: ScreenWithBackProps) {
  return (
    <ScreenFrame {...frame}>
      <Link className="vbl-link vbl-back" to={backTo}>
        {backLabel}
      </Link>
      {children}
    </ScreenFrame>
  );
}
