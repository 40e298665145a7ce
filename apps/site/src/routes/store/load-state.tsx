// What a store page or panel shows before its data is in (a spinner) or when the call failed (an alert with
// a retry), for products and services alike. A detail page passes its h1 so the page keeps a title.
import { Button, Spinner } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';

export interface LoadStateProps {
  failed: boolean;
  onRetry: () => void;
  /** A whole page (detail views): a section labelled by a visually hidden h1. */
  page?: { titleId: string; title: string };
}

export function LoadState({ failed, onRetry, page }: LoadStateProps) {
  const { t } = useTranslation(['commerce']);
  const body = failed ? (
    <div role="alert">
      {page && (
        <h1 id={page.titleId} className="vk-visually-hidden">
          {page.title}
        </h1>
      )}
      <p>{t('commerce:storefront.checkFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('commerce:storefront.retry')}
      </Button>
    </div>
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
