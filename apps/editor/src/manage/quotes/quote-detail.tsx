// The open quote, invoice or deposit: loads it, shows it (quote-view.tsx) with the actions its state
// allows — record a payment and ask for a deposit while something is due, void while nothing is paid — and
// the customer's link with "Copy customer link". When the clipboard refuses, the link is selected in its
// box and the screen says to copy it from there (a visible fallback, announced).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerQuoteQuery } from '@vitrina/api-client';
import type { OwnerQuote } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import { Button, Spinner, useToast } from '@vitrina/ui-kit';
import { LoadFailed } from '../screen-frame.js';
import { DepositDialog, PaymentDialog, VoidDialog, balanceCents } from './quote-dialogs.js';
import type { QuoteDialog } from './quote-dialogs.js';
import { QuoteView } from './quote-view.js';

export interface QuoteDetailProps {
  clientId: number;
  quoteId: number;
  onBack: () => void;
  onOpen: (quoteId: number) => void;
}

function CustomerLink({ link }: { link: string }) {
  const { t } = useTranslation(['manage']);
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setFailed(false);
      toast.success(t('manage:quotes.detail.linkCopied'));
    } catch {
      setFailed(true);
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }
  return (
    <div className="vo-link vq-link">
      <label className="vo-link__label" htmlFor="vq-link-input">
        {t('manage:quotes.detail.link')}
      </label>
      <input
        id="vq-link-input"
        ref={inputRef}
        className="vk-input vq-link__input"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        aria-describedby={failed ? 'vq-link-failed' : undefined}
      />
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        {t('manage:quotes.detail.copyLink')}
      </Button>
      <p id="vq-link-failed" className="vq-link__failed" role="status">
        {failed ? t('manage:quotes.detail.copyFailed') : ''}
      </p>
    </div>
  );
}

function QuoteActions({ quote, onOpen }: { quote: OwnerQuote; onOpen: (dialog: QuoteDialog) => void }) {
  const { t } = useTranslation(['manage']);
  const open = quote.state === 'pending' || quote.state === 'approved';
  const nothingPaid = (toMinorUnits(quote.prior_payments) ?? 0) === 0 && (toMinorUnits(quote.reserved) ?? 0) === 0;
  const due = balanceCents(quote) > 0;
  return (
    <div className="vq-actions-wrap">
      {open ? (
        <div className="vo-actions" role="group" aria-label={t('manage:quotes.detail.actions')}>
          {due ? (
            <Button type="button" variant="secondary" onClick={() => onOpen('payment')}>
              {t('manage:quotes.detail.recordPayment')}
            </Button>
          ) : null}
          {due && quote.kind !== 'partial_invoice' ? (
            <Button type="button" variant="secondary" onClick={() => onOpen('deposit')}>
              {t('manage:quotes.detail.askDeposit')}
            </Button>
          ) : null}
          {nothingPaid ? (
            <Button type="button" variant="danger" onClick={() => onOpen('void')}>
              {t('manage:quotes.detail.void')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <CustomerLink link={quote.order_link} />
    </div>
  );
}

export function QuoteDetail({ clientId, quoteId, onBack, onOpen }: QuoteDetailProps) {
  const { t } = useTranslation(['manage']);
  const query = useOwnerQuoteQuery({ clientId, quoteId });
  const [dialog, setDialog] = useState<QuoteDialog | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loadedId = query.data?.id;
  useEffect(() => {
    if (loadedId !== undefined) headingRef.current?.focus();
  }, [loadedId]);

  let body;
  if (query.isLoading) body = <Spinner label={t('manage:quotes.detail.loading')} />;
  else if (!query.data)
    body = (
      <LoadFailed
        error={query.error}
        message={t('manage:quotes.detail.loadFailed')}
        retryLabel={t('manage:quotes.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const quote = query.data;
    const close = () => {
      setDialog(null);
      requestAnimationFrame(() => headingRef.current?.focus());
    };
    const props = { clientId, quote, onClose: close, onStale: () => void query.refetch(), onOpen };
    body = (
      <>
        <QuoteView quote={quote} headingRef={headingRef} onOpen={onOpen} actions={<QuoteActions quote={quote} onOpen={setDialog} />} />
        {dialog === 'payment' ? <PaymentDialog {...props} /> : null}
        {dialog === 'deposit' ? <DepositDialog {...props} /> : null}
        {dialog === 'void' ? <VoidDialog {...props} /> : null}
      </>
    );
  }
  return (
    <div className="vo-detail" aria-busy={query.isFetching || undefined}>
      <Button type="button" variant="secondary" className="vo-back" onClick={onBack}>
        {t('manage:quotes.detail.back')}
      </Button>
      {body}
    </div>
  );
}
