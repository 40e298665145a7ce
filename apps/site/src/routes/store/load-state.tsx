// What a store page or panel shows before its data is in (a spinner) or when the call failed (an alert with
// a retry), for products and services alike. A detail page passes its h1 so the page keeps a title.
import { Spinner } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../features/shared/retry-alert.js';

export interface LoadStateProps {
  failed: boolean;
  onRetry: () => void;
  /** A whole page (detail views): a section labelled by a visually hidden h1. */
  page?: { titleId: string; title: string };
}

export function LoadState({ failed, onRetry, page }: LoadStateProps) {
  const { t } = useTranslation(['commerce']);
  const body = failed ? (
    <RetryAlert message={t('commerce:storefront.checkFailed')} retryLabel={t('commerce:storefront.retry')} onRetry={onRetry}>
      {page && (
        <h1 id={page.titleId} className="vk-visually-hidden">
          {page.title}
        </h1>
      )}
    </RetryAlert>
  ) : (
    <Spinner />
  );
  return page ? (
    <section className="vs-section site-page site-store__state" aria-labelledby={page.titleId}>
      {body}
    </section>
  ) : (
    <div className="site-store__state">{body}</div>
  );
}
