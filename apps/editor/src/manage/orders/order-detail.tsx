// The open order: loads it, shows it (order-view.tsx) with the actions the server says its state allows
// (`allowed_actions`, from commerce's order table, issue 27: mark fulfilled, mark shipped, refund, cancel;
// the screen decides none of them itself) and the customer's order link to copy, with a toast saying it
// was copied.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerOrderQuery } from '@vitrina/api-client/back-office';
import type { OwnerOrder, OwnerOrderAction } from '@vitrina/api-client/back-office';
import { Button, Spinner, useToast } from '@vitrina/ui-kit';
import { LoadFailed } from '../screen-frame.js';
import { CancelDialog, NoteDialog, RefundDialog } from './order-dialogs.js';
import type { OrderDialog } from './order-dialogs.js';
import { OrderView } from './order-view.js';
import { OrderFeedbackSection } from './order-feedback.js';
import { OrderSubscription } from './order-subscription.js';

export interface OrderDetailProps {
  clientId: number;
  orderId: number;
  onBack: () => void;
}

function OrderActions({ order, onOpen }: { order: OwnerOrder; onOpen: (dialog: OrderDialog) => void }) {
  const { t } = useTranslation(['manage']);
  const toast = useToast();
  const allowed = (action: OwnerOrderAction) => order.allowed_actions.includes(action);
  async function copy() {
    try {
      await navigator.clipboard.writeText(order.order_link);
      toast.success(t('manage:orders.linkCopied'));
    } catch {
      toast.error(t('manage:orders.copyFailed'));
    }
  }
  return (
    <div className="vo-actions" role="group" aria-label={t('manage:orders.actions')}>
      {allowed('fulfill') ? (
        <Button type="button" variant="secondary" onClick={() => onOpen('fulfill')}>
          {t('manage:orders.markFulfilled')}
        </Button>
      ) : null}
      {allowed('ship') ? (
        <Button type="button" variant="secondary" onClick={() => onOpen('ship')}>
          {t('manage:orders.markShipped')}
        </Button>
      ) : null}
      {allowed('refund') ? (
        <Button type="button" variant="secondary" onClick={() => onOpen('refund')}>
          {t('manage:orders.refund')}
        </Button>
      ) : null}
      {allowed('cancel') ? (
        <Button type="button" variant="danger" onClick={() => onOpen('cancel')}>
          {t('manage:orders.cancel')}
        </Button>
      ) : null}
      <div className="vo-link">
        <span className="vo-link__label">{t('manage:orders.orderLink')}</span>
        <code className="vo-link__url">{order.order_link}</code>
        <Button type="button" variant="link" onClick={() => void copy()}>
          {t('manage:orders.copyLink')}
        </Button>
      </div>
    </div>
  );
}

export function OrderDetail({ clientId, orderId, onBack }: OrderDetailProps) {
  const { t } = useTranslation(['manage']);
  const query = useOwnerOrderQuery({ clientId, orderId });
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  let body;
  if (query.isLoading) body = <Spinner label={t('manage:orders.loadingOrder')} />;
  else if (!query.data)
    body = (
      <LoadFailed
        error={query.error}
        message={t('manage:orders.orderFailed')}
        retryLabel={t('manage:orders.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const order = query.data;
    const props = { clientId, order, onClose: () => setDialog(null), onStale: () => void query.refetch() };
    body = (
      <>
        <OrderView order={order} headingRef={headingRef} actions={<OrderActions order={order} onOpen={setDialog} />} />
        <OrderSubscription clientId={clientId} order={order} onStale={() => void query.refetch()} />
        <OrderFeedbackSection feedback={order.feedback} />
        {dialog === 'fulfill' || dialog === 'ship' ? <NoteDialog {...props} action={dialog} /> : null}
        {dialog === 'cancel' ? <CancelDialog {...props} /> : null}
        {dialog === 'refund' ? <RefundDialog {...props} /> : null}
      </>
    );
  }
  return (
    <div className="vo-detail" aria-busy={query.isFetching || undefined}>
      <Button type="button" variant="secondary" className="vo-back" onClick={onBack}>
        {t('manage:orders.back')}
      </Button>
      {body}
    </div>
  );
}
