// The back office's Quotes & invoices screen (issue 15): the business's quotes, invoices and deposits newest
// first, searched and filtered by kind and status on the server, a page at a time; "New quote or invoice"
// opens the form; opening one shows it with its balance and the owner's actions; a customer's quote request
// (status "Quote request", a filter of its own) opens the same form pre-filled to price and send it. Owners and managers use it
// (back-office rights); the API refuses anyone else.
import '../kit/kit.css';
import './quotes.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOwnerQuotesInfiniteQuery } from '@vitrina/api-client/back-office';
import type { OwnerQuote } from '@vitrina/api-client/back-office';
import { Button } from '@vitrina/ui-kit';
import { FilteredList, rowsOf, useListFilter } from '../kit/index.js';
import { ScreenFrame } from '../screen-frame.js';
import { QuoteDetail } from './quote-detail.js';
import { quoteChoices } from './quote-filters.js';
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
  const filter = useListFilter<QuoteFilter>({ kind: 'all', status: 'all', q: '' });
  // ?quote={id} opens that quote or invoice (a customer's page links to it, issue 30).
  const [params, setParams] = useSearchParams();
  const linked = /^[1-9][0-9]{0,9}$/.test(params.get('quote') ?? '') ? Number(params.get('quote')) : null;
  const [view, setView] = useState<View>(linked === null ? { mode: 'list' } : { mode: 'open', id: linked });
  const lastOpen = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const newRef = useRef<HTMLButtonElement>(null);
  const list = useOwnerQuotesInfiniteQuery({ clientId, ...filter.value }, { skip: view.mode !== 'list' });

  function back() {
    const id = lastOpen.current;
    const from = view.mode;
    setView({ mode: 'list' });
    if (params.has('quote')) setParams({}, { replace: true });
    requestAnimationFrame(() => {
      const row = from === 'open' ? listRef.current?.querySelector<HTMLElement>(`[data-quote-id="${id}"] button`) : null;
      (row ?? newRef.current)?.focus();
    });
  }
  const open = (id: number) => {
    lastOpen.current = id;
    setView({ mode: 'open', id });
  };

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
          <FilteredList
            section="quotes"
            filter={filter}
            choices={quoteChoices(t)}
            query={list}
            items={rowsOf(list.data, (page) => page.quotes)}
            className="vo-list"
            moreClassName="vo-more"
            boxRef={listRef}
          >
            {(quotes) => <QuoteList quotes={quotes} onOpen={(quote) => open(quote.id)} />}
          </FilteredList>
        </>
      )}
    </ScreenFrame>
  );
}
