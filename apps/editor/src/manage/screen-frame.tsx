// What every back-office screen shares: its heading and introduction, and the panel shown when its data
// could not be loaded (with a way to try again). Screens put their own body inside.
import './screen-frame.css';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/ui-kit';

export type ScreenError = FetchBaseQueryError | SerializedError | undefined;

/** The request never reached the API (offline, refused): the generic network message fits better. */
export const isNetworkError = (error: ScreenError): boolean => Boolean(error && 'status' in error && error.status === 'FETCH_ERROR');

export interface ScreenFrameProps {
  /** Id of the heading, which names the screen's region. */
  titleId: string;
  title: string;
  intro: string;
  /** The screen's own class, for its width and layout. */
  className?: string;
  children: ReactNode;
}

export function ScreenFrame({ titleId, title, intro, className, children }: ScreenFrameProps) {
  return (
    <section className={['vb-screen', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className="vb-screen__header">
        <h1 id={titleId} className="vb-screen__title">
          {title}
        </h1>
        <p className="vb-screen__intro">{intro}</p>
      </header>
      {children}
    </section>
  );
}

export interface LoadFailedProps {
  error: ScreenError;
  /** What failed, shown unless the network is the cause. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadFailed({ error, message, retryLabel, onRetry }: LoadFailedProps) {
  const { t } = useTranslation(['errors']);
  return (
    <div className="vb-state" role="alert">
      <p>{isNetworkError(error) ? t('errors:network') : message}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** What a screen just said: done, or why not (`failed`). */
export type ScreenNotice = { text: string; failed: boolean } | null;

/** A screen's status line (Locations, Service areas, Team): always there, `<class>--failed` when it says why not. */
export function StatusNotice({ className, notice }: { className: string; notice: ScreenNotice }) {
  return (
    <p className={notice?.failed ? `${className} ${className}--failed` : className} role="status">
      {notice?.text}
    </p>
  );
}
