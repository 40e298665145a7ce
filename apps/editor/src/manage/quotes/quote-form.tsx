// Writing a quote or an invoice for a customer (issue 15): the kind, the customer (e-mail and name), the
// lines (services, products, free text), a discount, due date, terms and a note, with the totals shown as
// the customer will see them. A kit ResourceForm: checked with validation's quoteSchema, the API's own; a
// refused save shows the API's messages on their fields and moves focus to the first of them. A customer's
// quote request (`request`) opens here pre-filled to be priced: "Save price" keeps it a request, "Send
// quote" saves and sends it (never at a total of 0), after which the customer's link works.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@vitrina/i18n';
import {
  useCreateQuoteMutation,
  useOwnerProductsInfiniteQuery,
  useOwnerServicesQuery,
  useSendQuoteMutation,
  useStoreSettingsQuery,
  useUpdateQuoteMutation,
} from '@vitrina/api-client/back-office';
import type { OwnerQuote } from '@vitrina/api-client/back-office';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import { QUOTE_TEXT_MAX_LENGTH, VALIDATION_MESSAGES, quoteSchema } from '@vitrina/validation';
import { AmountField, FieldGroup, ResourceForm } from '../kit/index.js';
import type { EarlyRefusal, ResourceFormTexts } from '../kit/index.js';
import { emptyQuote, formTotals, quoteFormValuesOf, quoteValuesIn, toQuoteInput } from './quote-form-values.js';
import type { QuoteFormValues } from './quote-form-values.js';
import { LinesEditor } from './quote-lines-editor.js';
import { QuoteTotals } from './quote-totals.js';

export interface QuoteFormProps {
  clientId: number;
  currency: string;
  /** A customer's quote request to price; absent for a new quote or invoice. */
  request?: OwnerQuote;
  onBack: () => void;
  /** Created, priced or sent: the quote as the API answered. */
  onDone: (quote: OwnerQuote) => void;
}

export function QuoteForm({ clientId, currency, request, onBack, onDone }: QuoteFormProps) {
  const { t, i18n } = useTranslation(['manage', 'errors', 'validation']);
  const locale = currentLocale(i18n);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const services = useOwnerServicesQuery({ clientId });
  const products = useOwnerProductsInfiniteQuery({ clientId, status: 'active', q: '' });
  // Managers may not see the store settings: totals then show without tax, and the API adds it.
  const settings = useStoreSettingsQuery(clientId);
  const taxRate = settings.data?.tax_rate ?? '0';
  const [create] = useCreateQuoteMutation();
  const [update] = useUpdateQuoteMutation();
  const [send] = useSendQuoteMutation();
  /** Which button submitted the request form; Enter in a field only saves. */
  const intent = useRef<'save' | 'send'>('save');
  /** What the last save did, for its toast. */
  const done = useRef<'created' | 'priced' | 'sent'>('created');
  useEffect(() => headingRef.current?.focus(), []);

  // A request is never sent at a total of 0 (the API refuses it too): said before anything is saved.
  function refuseEarly(values: QuoteFormValues): EarlyRefusal<QuoteFormValues> | null {
    if (intent.current !== 'send' || formTotals(values, taxRate, locale).totalCents > 0) return null;
    intent.current = 'save';
    return { errors: { lines: VALIDATION_MESSAGES.quote.totalRequired }, text: t('validation:quote.totalRequired') };
  }

  async function save(values: QuoteFormValues, stored: OwnerQuote | null): Promise<OwnerQuote> {
    if (!stored) {
      done.current = 'created';
      return create({ clientId, body: toQuoteInput(values) }).unwrap();
    }
    const sending = intent.current === 'send';
    intent.current = 'save';
    const priced = await update({ clientId, quoteId: stored.id, body: toQuoteInput(values) }).unwrap();
    done.current = sending ? 'sent' : 'priced';
    return sending ? send({ clientId, quoteId: stored.id }).unwrap() : priced;
  }

  const texts: ResourceFormTexts<OwnerQuote> = {
    saved: (quote) =>
      done.current === 'created'
        ? t('manage:quotes.form.created', { kind: t(`manage:quotes.kinds.${quote.kind}`), number: quote.order_number })
        : t(done.current === 'sent' ? 'manage:quotes.request.sent' : 'manage:quotes.request.saved', { number: quote.order_number }),
    refusals: {
      fields: 'manage:quotes.form.fields',
      network: 'manage:quotes.form.network',
      slugTaken: 'manage:quotes.form.failed',
      freemium: 'manage:quotes.form.failed',
      other: 'manage:quotes.form.failed',
      // The quote changed meanwhile (sent, paid, voided elsewhere).
      statuses: { 409: 'manage:quotes.errors.conflict', 404: 'manage:quotes.errors.conflict' },
    },
  };

  return (
    <section className="vq-form" aria-labelledby="vq-form-title">
      <Button type="button" variant="link" onClick={onBack}>
        ← {request ? t('manage:quotes.request.back') : t('manage:quotes.form.back')}
      </Button>
      <h2 id="vq-form-title" ref={headingRef} tabIndex={-1}>
        {request ? t('manage:quotes.request.title', { number: request.order_number }) : t('manage:quotes.form.title')}
      </h2>
      <p>{request ? t('manage:quotes.request.intro') : t('manage:quotes.form.intro')}</p>
      <ResourceForm<OwnerQuote, QuoteFormValues, QuoteFormValues>
        record={request ?? null}
        valuesOf={quoteFormValuesOf}
        empty={emptyQuote}
        inputOf={(values) => quoteValuesIn(values, locale)}
        schema={quoteSchema}
        save={save}
        refuseEarly={refuseEarly}
        onSaved={onDone}
        texts={texts}
        className="vq-form__body"
        id="vq-quote-form"
        labelledBy="vq-form-title"
      >
        {({ isSubmitting, submitForm }) => (
          <>
            {request ? (
              <p className="vq-request-customer">
                {t('manage:quotes.detail.customer')}: {request.customer_name} &lt;{request.email}&gt;
              </p>
            ) : (
              <>
                <SelectField
                  name="kind"
                  label={t('manage:quotes.form.kind')}
                  options={(['quote', 'invoice'] as const).map((value) => ({ value, label: t(`manage:quotes.kinds.${value}`) }))}
                  placeholder={false}
                />
                <FieldGroup legend={t('manage:quotes.form.customer')} className="vq-customer">
                  <TextField name="email" type="email" label={t('manage:quotes.form.email')} required autoComplete="off" maxLength={254} />
                  <TextField name="name" label={t('manage:quotes.form.name')} required autoComplete="off" maxLength={200} />
                </FieldGroup>
              </>
            )}
            <LinesEditor
              services={services.data ?? []}
              products={products.data?.pages.flatMap((p) => p.products) ?? []}
              currency={currency}
            />
            <FieldGroup legend={t('manage:quotes.form.details')} className="vq-details">
              <AmountField money name="discount" label={t('manage:quotes.form.discount')} hint={t('manage:quotes.form.discountHint')} />
              <TextField name="due_date" type="date" label={t('manage:quotes.form.dueDate')} />
              <TextField name="terms" label={t('manage:quotes.form.terms')} multiline rows={2} maxLength={QUOTE_TEXT_MAX_LENGTH} />
              <TextField name="note" label={t('manage:quotes.form.note')} multiline rows={2} maxLength={QUOTE_TEXT_MAX_LENGTH} />
            </FieldGroup>
            <QuoteTotals taxRate={settings.data?.tax_rate ?? '0'} currency={currency} />
            <div className="vq-form__actions">
              {request ? (
                <>
                  <Button type="submit" loading={isSubmitting} onClick={() => (intent.current = 'send')}>
                    {t('manage:quotes.request.send')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={isSubmitting}
                    onClick={() => {
                      intent.current = 'save';
                      void submitForm();
                    }}
                  >
                    {t('manage:quotes.request.save')}
                  </Button>
                </>
              ) : (
                <Button type="submit" loading={isSubmitting}>
                  {t('manage:quotes.form.create')}
                </Button>
              )}
            </div>
          </>
        )}
      </ResourceForm>
    </section>
  );
}
