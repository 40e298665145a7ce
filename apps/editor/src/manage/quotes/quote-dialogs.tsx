// The owner's actions on an open quote or invoice: record a payment received outside the site, ask for a
// deposit (a partial invoice with its own customer link), and void it (confirmed first). Amounts are checked
// against the balance due with validation's createQuoteAmountSchema, the API's own rule.
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useCreatePartialInvoiceMutation, useRecordQuotePaymentMutation, useVoidQuoteMutation } from '@vitrina/api-client/back-office';
import type { OwnerQuote } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { Button, Modal, TextField, useFormatMoney, useToast } from '@vitrina/ui-kit';
import { QUOTE_TEXT_MAX_LENGTH, createQuoteAmountSchema } from '@vitrina/validation';
import { ConfirmActionDialog } from '../confirm-action-dialog.js';
import { quoteFailureOf } from './quote-errors.js';

export type QuoteDialog = 'payment' | 'deposit' | 'void';

export interface QuoteDialogProps {
  clientId: number;
  quote: OwnerQuote;
  onClose: () => void;
  /** The quote was refused as changed: fetch it again. */
  onStale: () => void;
  /** A deposit was created: open it. */
  onOpen?: (quoteId: number) => void;
}

/** What may still be asked or recorded: the total less what was paid and what card payments hold. */
export const balanceCents = (quote: OwnerQuote) =>
  Math.max(0, (toMinorUnits(quote.total_outstanding) ?? 0) - (toMinorUnits(quote.reserved) ?? 0));

interface AmountValues {
  amount: string;
  due_date: string;
  note: string;
}

function useFailure(onStale: () => void) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  return (error: unknown, helpers: FormikHelpers<AmountValues>) => {
    const failure = quoteFailureOf(error);
    if (failure.stale) onStale();
    if (failure.fields) helpers.setErrors(failure.fields);
    toast.error(t(failure.key));
    return failure;
  };
}

function AmountDialog({
  quote,
  onClose,
  deposit,
  onSubmit,
}: QuoteDialogProps & { deposit: boolean; onSubmit: (values: AmountValues, helpers: FormikHelpers<AmountValues>) => Promise<void> }) {
  const { t } = useTranslation(['manage']);
  const format = useFormatMoney();
  const balance = balanceCents(quote);
  const schema = createQuoteAmountSchema(balance);
  const amount = format(balance, quote.currency);
  return (
    <Formik<AmountValues> initialValues={{ amount: '', due_date: '', note: '' }} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, submitForm }) => (
        <Modal
          open
          onClose={onClose}
          title={t(deposit ? 'manage:quotes.dialogs.depositTitle' : 'manage:quotes.dialogs.paymentTitle', { number: quote.order_number })}
          actions={
            <Button type="button" loading={isSubmitting} onClick={() => void submitForm()}>
              {t(deposit ? 'manage:quotes.dialogs.ask' : 'manage:quotes.dialogs.record')}
            </Button>
          }
        >
          <Form noValidate>
            <p>{t(deposit ? 'manage:quotes.dialogs.depositIntro' : 'manage:quotes.dialogs.paymentIntro', { amount })}</p>
            <TextField name="amount" label={t('manage:quotes.dialogs.amount')} required numeric inputMode="decimal" data-autofocus />
            {deposit ? (
              <>
                <TextField name="due_date" type="date" label={t('manage:quotes.dialogs.dueDate')} />
                <TextField name="note" label={t('manage:quotes.dialogs.note')} multiline rows={2} maxLength={QUOTE_TEXT_MAX_LENGTH} />
              </>
            ) : null}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}

export function PaymentDialog(props: QuoteDialogProps) {
  const { t } = useTranslation(['manage']);
  const toast = useToast();
  const [record] = useRecordQuotePaymentMutation();
  const fail = useFailure(props.onStale);
  const schema = createQuoteAmountSchema(balanceCents(props.quote));
  async function submit(values: AmountValues, helpers: FormikHelpers<AmountValues>) {
    try {
      await record({ clientId: props.clientId, quoteId: props.quote.id, amount: schema.cast(values).amount }).unwrap();
      toast.success(t('manage:quotes.dialogs.paymentDone'));
      props.onClose();
    } catch (error) {
      if (fail(error, helpers).stale) props.onClose();
    }
  }
  return <AmountDialog {...props} deposit={false} onSubmit={submit} />;
}

export function DepositDialog(props: QuoteDialogProps) {
  const { t } = useTranslation(['manage']);
  const toast = useToast();
  const [ask] = useCreatePartialInvoiceMutation();
  const fail = useFailure(props.onStale);
  const schema = createQuoteAmountSchema(balanceCents(props.quote));
  async function submit(values: AmountValues, helpers: FormikHelpers<AmountValues>) {
    const v = schema.cast(values);
    try {
      const created = await ask({
        clientId: props.clientId,
        quoteId: props.quote.id,
        body: { amount: v.amount, due_date: v.due_date || null, note: v.note },
      }).unwrap();
      toast.success(t('manage:quotes.dialogs.depositDone', { number: created.order_number }));
      props.onClose();
    } catch (error) {
      if (fail(error, helpers).stale) props.onClose();
    }
  }
  return <AmountDialog {...props} deposit onSubmit={submit} />;
}

export function VoidDialog({ clientId, quote, onClose, onStale }: QuoteDialogProps) {
  const { t } = useTranslation(['manage']);
  const [voidQuote] = useVoidQuoteMutation();
  return (
    <ConfirmActionDialog
      title={t('manage:quotes.dialogs.voidTitle', { number: quote.order_number })}
      body={<p>{t('manage:quotes.dialogs.voidText')}</p>}
      confirm={t('manage:quotes.dialogs.confirmVoid')}
      run={() => voidQuote({ clientId, quoteId: quote.id }).unwrap()}
      done={t('manage:quotes.dialogs.voidDone')}
      failureOf={quoteFailureOf}
      onStale={onStale}
      onClose={onClose}
    />
  );
}
