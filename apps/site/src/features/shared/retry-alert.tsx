// A failed call said as an alert: what went wrong, then a secondary button that tries again. As a page's
// status (`section`), the site's `vs-section site-status`. On a page served as islands, a retry outside the
// islands is never hydrated: its button is marked `data-retry` and the islands runtime reloads the page.
import { Button } from '@vitrina/ui-kit';
import type { ReactNode } from 'react';

export interface RetryAlertProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The retry is under way: the button shows it. */
  retrying?: boolean;
  /** A page's status section rather than a box in the page. */
  section?: boolean;
  /** The box's class (not for a section). */
  className?: string;
  /** Before the message (a page's hidden h1). */
  children?: ReactNode;
}

export function RetryAlert({ message, retryLabel, onRetry, retrying, section = false, className, children }: RetryAlertProps) {
  const content = (
    <>
      {children}
      <p>{message}</p>
      <Button variant="secondary" loading={retrying} onClick={onRetry} data-retry="">
        {retryLabel}
      </Button>
    </>
  );
  return section ? (
    <section className="vs-section site-status" role="alert">
      {content}
    </section>
  ) : (
    <div className={className} role="alert">
      {content}
    </div>
  );
}
