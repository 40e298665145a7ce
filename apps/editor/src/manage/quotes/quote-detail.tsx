// The open quote, invoice or deposit: loads it, shows it (quote-view.tsx) with the actions its state
// allows — record a payment and ask for a deposit while something is due, void while nothing is paid — and
// the customer's link with "Copy customer link". When the clipboard refuses, the link is selected in its
// box and the screen says to copy it from there (a visible fallback, announced). A customer's quote request
// is priced first ("Price and send quote" opens the form pre-filled) or declined (void); its link is shown
// only once it is sent, when the customer can act on it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerQuoteQuery } from '@vitrina/api-client/back-office';
import type { OwnerQuote } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { Button } from '@vitrina/ui-kit';
import { CopyLink } from '../copy-link.js';
import { DocumentDownload } from '../orders/document-download.js';
import { OpenRecord } from '../record-screen.js';
import { DepositDialog, PaymentDialog, VoidDialog, balanceCents } from './quote-dialogs.js';
import type { QuoteDialog } from './quote-dialogs.js';
import { QuoteView } from './quote-view.js';
import { MailPanel } from '../messages/index.js';

export interface QuoteDetailProps {
  clientId: number;
  quoteId: number;
  onBack: () => void;
  onOpen: (quoteId: number) => void;
  /** Opens the form to price a customer's quote request. */
  onPrice: (quote: OwnerQuote) => void;
}

function RequestActions({ quote, onOpen, onPrice }: { quote: OwnerQuote; onOpen: (dialog: QuoteDialog) => void; onPrice: () => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <div className="vq-actions-wrap">
      <p className="vq-request-note">{t('manage:quotes.request.note')}</p>
      <div className="vo-actions" role="group" aria-label={t('manage:quotes.detail.actions')}>
        <Button type="button" onClick={onPrice}>
          {t('manage:quotes.request.price')}
        </Button>
        {quote.kind === 'quote' ? (
          <Button type="button" variant="danger" onClick={() => onOpen('void')}>
            {t('manage:quotes.request.decline')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function QuoteActions({ clientId, quote, onOpen }: { clientId: number; quote: OwnerQuote; onOpen: (dialog: QuoteDialog) => void }) {
  const { t } = useTranslation(['manage']);
  const open = quote.state === 'pending' || quote.state === 'approved';
  const nothingPaid = (toMinorUnits(quote.prior_payments) ?? 0) === 0 && (toMinorUnits(quote.reserved) ?? 0) === 0;
  const due = balanceCents(quote) > 0;
  // The quote's, invoice's or deposit's PDF (issue 31), whatever its state once priced.
  const pdf = (
    <DocumentDownload
      clientId={clientId}
      of={{ quoteId: quote.id }}
      subject={{ kind: quote.kind, state: quote.state, numbered: true, paidCents: toMinorUnits(quote.prior_payments) ?? 0 }}
    />
  );
  return (
    <div className="vq-actions-wrap">
      <div className="vo-actions" role="group" aria-label={t('manage:quotes.detail.actions')}>
        {pdf}
        {open ? (
          <>
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
          </>
        ) : null}
      </div>
      <CopyLink
        id="vq-link-input"
        link={quote.order_link}
        texts={{
          label: t('manage:quotes.detail.link'),
          copy: t('manage:quotes.detail.copyLink'),
          copied: t('manage:quotes.detail.linkCopied'),
          failed: t('manage:quotes.detail.copyFailed'),
        }}
      />
    </div>
  );
}

export function QuoteDetail({ clientId, quoteId, onBack, onOpen, onPrice }: QuoteDetailProps) {
  const query = useOwnerQuoteQuery({ clientId, quoteId });
  const [dialog, setDialog] = useState<QuoteDialog | null>(null);
  return (
    <OpenRecord kind="quote" query={query} onBack={onBack}>
      {(quote, headingRef) => {
        const close = () => {
          setDialog(null);
          requestAnimationFrame(() => headingRef.current?.focus());
        };
        const props = { clientId, quote, onClose: close, onStale: () => void query.refetch(), onOpen };
        return (
          <>
            <QuoteView
              quote={quote}
              headingRef={headingRef}
              onOpen={onOpen}
              actions={
                quote.state === 'requested' ? (
                  <RequestActions quote={quote} onOpen={setDialog} onPrice={() => onPrice(quote)} />
                ) : (
                  <QuoteActions clientId={clientId} quote={quote} onOpen={setDialog} />
                )
              }
            />
            <MailPanel clientId={clientId} about={{ quote_id: quote.id }} />
            {dialog === 'payment' ? <PaymentDialog {...props} /> : null}
            {dialog === 'deposit' ? <DepositDialog {...props} /> : null}
            {dialog === 'void' ? <VoidDialog {...props} /> : null}
          </>
        );
      }}
    </OpenRecord>
  );
}
