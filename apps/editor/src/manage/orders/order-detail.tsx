// The open order: loads it, shows it (order-view.tsx) with the actions the server says its state allows
// (`allowed_actions`, from commerce's order table, issue 27: mark fulfilled, mark shipped, refund, cancel;
// the screen decides none of them itself), its PDF receipt once paid (issue 31) and the customer's order link to
// copy, with a toast saying it was copied.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnerOrderQuery } from '@vitrina/api-client/back-office';
import type { OwnerOrder, OwnerOrderAction } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { Button, useToast } from '@vitrina/ui-kit';
import { DocumentDownload } from './document-download.js';
import { OpenRecord } from '../record-screen.js';
import { CancelDialog, NoteDialog, RefundDialog } from './order-dialogs.js';
import type { OrderDialog } from './order-dialogs.js';
import { OrderView } from './order-view.js';
import { OrderFeedbackSection } from './order-feedback.js';
import { OrderSubscription } from './order-subscription.js';
import { MailPanel } from '../messages/index.js';

export interface OrderDetailProps {
  clientId: number;
  orderId: number;
  onBack: () => void;
}

/** The moves an order may offer, in the order shown, with their button's look and text. */
const MOVES = [
  ['fulfill', 'secondary', 'manage:orders.markFulfilled'],
  ['ship', 'secondary', 'manage:orders.markShipped'],
  ['refund', 'secondary', 'manage:orders.refund'],
  ['cancel', 'danger', 'manage:orders.cancel'],
] as const satisfies readonly (readonly [OwnerOrderAction & OrderDialog, 'secondary' | 'danger', string])[];

function OrderActions({ clientId, order, onOpen }: { clientId: number; order: OwnerOrder; onOpen: (dialog: OrderDialog) => void }) {
  const { t } = useTranslation(['manage']);
  const toast = useToast();
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
      {MOVES.filter(([action]) => order.allowed_actions.includes(action)).map(([action, variant, label]) => (
        <Button key={action} type="button" variant={variant} onClick={() => onOpen(action)}>
          {t(label)}
        </Button>
      ))}
      <DocumentDownload
        clientId={clientId}
        of={{ orderId: order.id }}
        subject={{
          kind: 'order',
          state: order.state,
          numbered: order.order_number !== null,
          paidCents: toMinorUnits(order.prior_payments) ?? 0,
        }}
      />
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
  const query = useOwnerOrderQuery({ clientId, orderId });
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  return (
    <OpenRecord kind="order" query={query} onBack={onBack}>
      {(order, headingRef) => {
        const props = { clientId, order, onClose: () => setDialog(null), onStale: () => void query.refetch() };
        return (
          <>
            <OrderView
              order={order}
              headingRef={headingRef}
              actions={<OrderActions clientId={clientId} order={order} onOpen={setDialog} />}
            />
            <OrderSubscription clientId={clientId} order={order} onStale={() => void query.refetch()} />
            <OrderFeedbackSection feedback={order.feedback} />
            <MailPanel clientId={clientId} about={{ order_id: order.id }} />
            {dialog === 'fulfill' || dialog === 'ship' ? <NoteDialog {...props} action={dialog} /> : null}
            {dialog === 'cancel' ? <CancelDialog {...props} /> : null}
            {dialog === 'refund' ? <RefundDialog {...props} /> : null}
          </>
        );
      }}
    </OpenRecord>
  );
}
