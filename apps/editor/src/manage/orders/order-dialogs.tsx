// The confirmations of the owner's order actions: mark fulfilled / shipped with an optional note, cancel
// (what happens to the money and the stock is said first), and refund with an amount — the whole
// refundable amount unless changed — then one more confirmation of the amount. Each dialog makes its own
// Idempotency-Key when it opens, so a retried click never moves money twice. The note and the refund are
// forms on the kit's ResourceDialogForm (the API's own schema, a refusal in a toast, its field messages on
// their fields).
import type { FormikValues } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@vitrina/i18n';
import { useCancelOrderMutation, useFulfillOrderMutation, useRefundOrderMutation } from '@vitrina/api-client/back-office';
import type { OwnerOrder } from '@vitrina/api-client/back-office';
import { fromMinorUnits, parseMoneyInput, plainMoneyInput, toMinorUnits } from '@vitrina/core-model';
import { Button, Modal, useFormatMoney, useToast } from '@vitrina/ui-kit';
import { createRefundSchema, orderFulfillmentSchema, ORDER_NOTE_MAX_LENGTH } from '@vitrina/validation';
import { AmountField, ParagraphsField, ResourceDialogForm } from '../kit/index.js';
import type { FormSchema } from '../kit/index.js';
import { ORDER_REFUSALS, orderFailureOf } from './order-errors.js';

export type OrderDialog = 'fulfill' | 'ship' | 'cancel' | 'refund';

interface DialogProps {
  clientId: number;
  order: OwnerOrder;
  onClose: () => void;
  /** The order was refused as stale: fetch it again. */
  onStale: () => void;
}

const newKey = () => crypto.randomUUID();

/** A refused action said in a toast; a changed order is fetched again and the dialog closed. */
function useFailure(onStale: () => void, onClose: () => void) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  return (error: unknown) => {
    const failure = orderFailureOf(error);
    if (failure.stale) onStale();
    const refused = failure.refused;
    toast.error(
      refused
        ? t('manage:orders.errors.notAllowed', {
            state: t(`manage:orders.statuses.${refused.state}`, { defaultValue: refused.state }),
            action: t(`manage:orders.errors.actions.${refused.action}`),
          })
        : t(failure.key),
    );
    if (failure.stale) onClose();
  };
}

interface OrderFormDialogProps<V extends FormikValues> extends Pick<DialogProps, 'onClose' | 'onStale'> {
  initialValues: V;
  schema: FormSchema<V>;
  /** Makes the call and says what was done; null when nothing was done yet (the refund's first step). */
  save: (values: V) => Promise<string | null>;
  /** The values as checked and saved (amounts typed in the owner's language made plain); default: as typed. */
  inputOf?: (values: V) => V;
  title: string;
  submit: string;
  variant?: 'primary' | 'danger';
  children: ReactNode;
}

/**
 * An order action's form in a dialog, on the kit's ResourceDialogForm: checked against the API's schema,
 * the dialog's button busy while saving; done, a toast says so and the dialog closes; refused, a toast
 * (the API's field messages on their fields), and a changed order is fetched again and the dialog closed.
 */
function OrderFormDialog<V extends FormikValues>({
  initialValues,
  schema,
  save,
  inputOf = (values) => values,
  title,
  submit,
  variant = 'primary',
  onClose,
  onStale,
  children,
}: OrderFormDialogProps<V>) {
  const toast = useToast();
  const fail = useFailure(onStale, onClose);
  return (
    <ResourceDialogForm<V, V, string | null>
      initialValues={initialValues}
      inputOf={inputOf}
      schema={schema}
      save={save}
      onSaved={(done) => {
        if (done === null) return;
        toast.success(done);
        onClose();
      }}
      refusals={ORDER_REFUSALS}
      notice={{ onError: fail }}
      dialog={{ title, submit, variant, onClose }}
    >
      {() => children}
    </ResourceDialogForm>
  );
}

export function NoteDialog({ clientId, order, action, onClose, onStale }: DialogProps & { action: 'fulfill' | 'ship' }) {
  const { t } = useTranslation(['manage']);
  const [fulfill] = useFulfillOrderMutation();
  async function save(values: { note: string }) {
    await fulfill({ clientId, orderId: order.id, action, note: orderFulfillmentSchema.cast(values).note }).unwrap();
    return t(action === 'ship' ? 'manage:orders.done.shipped' : 'manage:orders.done.fulfilled');
  }
  return (
    <OrderFormDialog
      initialValues={{ note: '' }}
      schema={orderFulfillmentSchema}
      save={save}
      title={t(action === 'ship' ? 'manage:orders.shipTitle' : 'manage:orders.fulfillTitle', { number: order.order_number ?? '' })}
      submit={t(action === 'ship' ? 'manage:orders.markShipped' : 'manage:orders.markFulfilled')}
      onClose={onClose}
      onStale={onStale}
    >
      <ParagraphsField
        name="note"
        label={t('manage:orders.note')}
        hint={t('manage:orders.noteHint')}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        data-autofocus
      />
    </OrderFormDialog>
  );
}

export function CancelDialog({ clientId, order, onClose, onStale }: DialogProps) {
  const { t } = useTranslation(['manage']);
  const format = useFormatMoney();
  const toast = useToast();
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const [key] = useState(newKey);
  const fail = useFailure(onStale, onClose);
  const refundable = toMinorUnits(order.refundable) ?? 0;
  async function confirm() {
    try {
      await cancel({ clientId, orderId: order.id, idempotencyKey: key }).unwrap();
      toast.success(t('manage:orders.done.canceled'));
      onClose();
    } catch (error) {
      fail(error);
    }
  }
  return (
    <Modal
      open
      size="small"
      onClose={onClose}
      title={
        order.order_number === null
          ? t('manage:orders.cancelTitleNotPlaced')
          : t('manage:orders.cancelTitle', { number: order.order_number })
      }
      actions={
        <Button type="button" variant="danger" loading={isLoading} onClick={() => void confirm()}>
          {t('manage:orders.confirmCancel')}
        </Button>
      }
    >
      <p>
        {refundable > 0 ? t('manage:orders.cancelPaid', { amount: format(refundable, order.currency) }) : t('manage:orders.cancelUnpaid')}
      </p>
    </Modal>
  );
}

export function RefundDialog({ clientId, order, onClose, onStale }: DialogProps) {
  const { t, i18n } = useTranslation(['manage']);
  const locale = currentLocale(i18n);
  const [refund] = useRefundOrderMutation();
  const [key] = useState(newKey);
  const [confirming, setConfirming] = useState<string | null>(null);
  const refundableCents = toMinorUnits(order.refundable) ?? 0;
  const schema = createRefundSchema(refundableCents);
  const format = useFormatMoney();
  const show = (cents: number | null) => format(cents, order.currency);

  /** The first submit asks to confirm the amount (null); the second refunds it and says so. */
  async function save(values: { amount: string }): Promise<string | null> {
    const amount = schema.cast(values).amount;
    if (confirming === null) {
      setConfirming(amount);
      return null;
    }
    try {
      const cents = parseMoneyInput(amount);
      // The whole amount goes without one: the server refunds all that is left, even if a cent changed.
      await refund({ clientId, orderId: order.id, idempotencyKey: key, ...(cents === refundableCents ? {} : { amount }) }).unwrap();
      return t('manage:orders.done.refunded', { amount: show(cents) });
    } catch (error) {
      setConfirming(null);
      throw error;
    }
  }

  return (
    <OrderFormDialog
      initialValues={{ amount: fromMinorUnits(refundableCents) }}
      schema={schema}
      save={save}
      inputOf={(values) => ({ amount: plainMoneyInput(values.amount, locale) })}
      title={t('manage:orders.refundTitle', { number: order.order_number ?? '' })}
      submit={confirming === null ? t('manage:orders.refund') : t('manage:orders.confirmRefund')}
      variant={confirming === null ? 'primary' : 'danger'}
      onClose={onClose}
      onStale={onStale}
    >
      <AmountField
        money
        name="amount"
        label={t('manage:orders.refundAmount')}
        hint={t('manage:orders.refundHint', { amount: show(refundableCents) })}
        readOnly={confirming !== null}
        data-autofocus
      />
      {confirming !== null ? (
        <p role="alert" className="vo-confirm">
          {t('manage:orders.refundConfirm', { amount: show(parseMoneyInput(confirming)) })}
        </p>
      ) : null}
    </OrderFormDialog>
  );
}
