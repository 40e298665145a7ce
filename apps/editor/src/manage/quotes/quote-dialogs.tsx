// The owner's actions on an open quote or invoice: record a payment received outside the site, ask for a
// deposit (a partial invoice with its own customer link), and void it (confirmed first). Amounts are checked
// against the balance due with validation's createQuoteAmountSchema, the API's own rule.
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@vitrina/i18n';
import { useCreatePartialInvoiceMutation, useRecordQuotePaymentMutation, useVoidQuoteMutation } from '@vitrina/api-client/back-office';
import type { OwnerQuote } from '@vitrina/api-client/back-office';
import { plainMoneyInput, toMinorUnits } from '@vitrina/core-model';
import { Button, Modal, TextField, useFormatMoney, useToast } from '@vitrina/ui-kit';
import { QUOTE_TEXT_MAX_LENGTH, createQuoteAmountSchema } from '@vitrina/validation';
import type { QuoteAmountValues } from '@vitrina/validation';
import { ConfirmActionDialog } from '../confirm-action-dialog.js';
import { AmountField, ResourceDialogForm } from '../kit/index.js';
import { QUOTE_REFUSALS, quoteFailureOf } from './quote-errors.js';

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

type AmountInput = QuoteAmountValues;

/**
 * The amount form of a payment or a deposit on the kit's ResourceDialogForm: checked while typing against
 * the balance due (the API's own rule), the dialog's button busy while saving. `run` makes the call with
 * the checked amount and says what was done; a refusal is a toast (with the API's messages on their
 * fields), and a changed quote is fetched again and the dialog closed.
 */
function AmountDialog({
  quote,
  onClose,
  onStale,
  deposit,
  run,
}: QuoteDialogProps & { deposit: boolean; run: (input: AmountInput) => Promise<string> }) {
  const { t, i18n } = useTranslation(['manage']);
  const locale = currentLocale(i18n);
  const toast = useToast();
  const format = useFormatMoney();
  const balance = balanceCents(quote);
  const schema = createQuoteAmountSchema(balance);
  const amount = format(balance, quote.currency);
  async function save(values: AmountValues): Promise<string> {
    try {
      return await run(schema.cast(values));
    } catch (error) {
      if (quoteFailureOf(error).stale) {
        onStale();
        onClose();
      }
      throw error;
    }
  }
  return (
    <ResourceDialogForm<AmountValues, AmountValues, string>
      initialValues={{ amount: '', due_date: '', note: '' }}
      inputOf={(values) => ({ ...values, amount: plainMoneyInput(values.amount, locale) })}
      schema={schema}
      save={save}
      onSaved={(done) => {
        toast.success(done);
        onClose();
      }}
      refusals={QUOTE_REFUSALS}
      notice={{ onRefused: (text) => toast.error(text) }}
      className="vq-amount"
      frame={(form, { isSubmitting, submitForm }) => (
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
          {form}
        </Modal>
      )}
    >
      {() => (
        <>
          <p>{t(deposit ? 'manage:quotes.dialogs.depositIntro' : 'manage:quotes.dialogs.paymentIntro', { amount })}</p>
          <AmountField money name="amount" label={t('manage:quotes.dialogs.amount')} required data-autofocus />
          {deposit ? (
            <>
              <TextField name="due_date" type="date" label={t('manage:quotes.dialogs.dueDate')} />
              <TextField name="note" label={t('manage:quotes.dialogs.note')} multiline rows={2} maxLength={QUOTE_TEXT_MAX_LENGTH} />
            </>
          ) : null}
        </>
      )}
    </ResourceDialogForm>
  );
}

export function PaymentDialog(props: QuoteDialogProps) {
  const { t } = useTranslation(['manage']);
  const [record] = useRecordQuotePaymentMutation();
  async function run({ amount }: AmountInput) {
    await record({ clientId: props.clientId, quoteId: props.quote.id, amount }).unwrap();
    return t('manage:quotes.dialogs.paymentDone');
  }
  return <AmountDialog {...props} deposit={false} run={run} />;
}

export function DepositDialog(props: QuoteDialogProps) {
  const { t } = useTranslation(['manage']);
  const [ask] = useCreatePartialInvoiceMutation();
  async function run({ amount, due_date, note }: AmountInput) {
    const body = { amount, due_date: due_date || null, note };
    const created = await ask({ clientId: props.clientId, quoteId: props.quote.id, body }).unwrap();
    return t('manage:quotes.dialogs.depositDone', { number: created.order_number });
  }
  return <AmountDialog {...props} deposit run={run} />;
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
