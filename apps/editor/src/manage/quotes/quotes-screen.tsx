// The back office's Quotes & invoices screen (issue 15): the business's quotes, invoices and deposits newest
// first, searched and filtered by kind and status on the server, a page at a time; "New quote or invoice"
// opens the form; opening one shows it with its balance and the owner's actions; a customer's quote request
// (status "Quote request", a filter of its own) opens the same form pre-filled to price and send it. Owners and managers use it
// (back-office rights); the API refuses anyone else.
import '../kit/kit.css';
import '../orders/orders.css';
import './quotes.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerQuotesInfiniteQuery } from '@vitrina/api-client/back-office';
import type { OwnerQuote } from '@vitrina/api-client/back-office';
import { Button, Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
import { QuoteDetail } from './quote-detail.js';
import { QuoteFilters } from './quote-filters.js';
import type { QuoteFilter } from './quote-filters.js';
import { QuoteForm } from './quote-form.js';
import { QuoteList } from './quote-list.js';

export interface QuotesScreenProps {
  clientId: number;
  /** The business's currency symbol (client.currency.symbol). */
  currency?: string;
}

type View = { mode: 'list' } | { mode: 'new' } | { mode: 'open'; id: number } | { mode: 'price'; request: OwnerQuote };

export function QuotesScreen({ clientId, currency = '$' }: QuotesScreenProps) {
  const { t } = useTranslation(['manage']);
  const [filter, setFilter] = useState<QuoteFilter>({ kind: 'all', status: 'all', q: '' });
  const [view, setView] = useState<View>({ mode: 'list' });
  const lastOpen = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const newRef = useRef<HTMLButtonElement>(null);
  const list = useOwnerQuotesInfiniteQuery({ clientId, ...filter }, { skip: view.mode !== 'list' });
  const quotes = list.data?.pages.flatMap((page) => page.quotes) ?? [];

  function back() {
    const id = lastOpen.current;
    const from = view.mode;
    setView({ mode: 'list' });
    requestAnimationFrame(() => {
      const row = from === 'open' ? listRef.current?.querySelector<HTMLElement>(`[data-quote-id="${id}"] button`) : null;
      (row ?? newRef.current)?.focus();
    });
  }
  const open = (id: number) => {
    lastOpen.current = id;
    setView({ mode: 'open', id });
  };

  let body;
  if (list.isLoading) body = <Spinner label={t('manage:quotes.loading')} />;
  else if (list.isError && quotes.length === 0)
    body = (
      <LoadFailed
        error={list.error}
        message={t('manage:quotes.loadFailed')}
        retryLabel={t('manage:quotes.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (quotes.length === 0) {
    const filtered = filter.q || filter.kind !== 'all' || filter.status !== 'all';
    body = <p className="vb-state">{filtered ? t('manage:quotes.noMatch') : t('manage:quotes.empty')}</p>;
  } else
    body = (
      <>
        <div className="vo-table-wrap">
          <QuoteList quotes={quotes} onOpen={(quote) => open(quote.id)} />
        </div>
        {list.hasNextPage ? (
          <Button
            type="button"
            variant="secondary"
            className="vo-more"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('manage:quotes.loadMore')}
          </Button>
        ) : null}
      </>
    );

  return (
    <ScreenFrame titleId="vq-title" title={t('manage:quotes.title')} intro={t('manage:quotes.intro')} className="vo-orders vq-quotes">
      {view.mode === 'open' ? (
        <QuoteDetail
          key={view.id}
          clientId={clientId}
          quoteId={view.id}
          onBack={back}
          onOpen={open}
          onPrice={(request) => setView({ mode: 'price', request })}
        />
      ) : view.mode === 'price' ? (
        <QuoteForm
          key={`price-${view.request.id}`}
          clientId={clientId}
          currency={view.request.currency}
          request={view.request}
          onBack={() => open(view.request.id)}
          onDone={(quote) => open(quote.id)}
        />
      ) : view.mode === 'new' ? (
        <QuoteForm clientId={clientId} currency={currency} onBack={back} onDone={(quote) => open(quote.id)} />
      ) : (
        <>
          <div className="vq-toolbar">
            <Button ref={newRef} type="button" onClick={() => setView({ mode: 'new' })}>
              {t('manage:quotes.newQuote')}
            </Button>
          </div>
          <QuoteFilters filter={filter} onChange={setFilter} />
          <div ref={listRef} className="vo-list" aria-busy={list.isFetching || undefined}>
            {body}
          </div>
        </>
      )}
    </ScreenFrame>
  );
}
