// The customer's answer to a pending quote or invoice (spec §4 "pending, then approved, paid or rejected.
// Rejection needs a reason."; §5 reject reason "This information is required"): Approve, or Reject in a
// dialog asking the reason (validation's rejectReasonSchema, the API's own). A failure is announced here; a
// decision is confirmed by the page (`onDecided`), since this section goes once the document is decided. The
// page's order is replaced by the answer (endpoints/order-documents.ts).
import { checkoutFailureOf, useApproveQuoteMutation, useRejectQuoteMutation } from '@vitrina/api-client';
import type { PublicOrder } from '@vitrina/api-client';
import { Button, Modal, TextField } from '@vitrina/ui-kit';
import { rejectReasonSchema } from '@vitrina/validation';
import type { RejectReasonValues } from '@vitrina/validation';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../app/site-context.js';

const CONFLICTS = {
  already_decided: 'commerce:quoteFlow.alreadyDecided',
  payment_in_progress: 'commerce:quoteFlow.paymentInProgress',
  not_a_quote: 'commerce:quoteFlow.notDecidable',
} as const;
type Notice = (typeof CONFLICTS)[keyof typeof CONFLICTS] | 'commerce:checkoutFlow.rateLimited' | 'commerce:quoteFlow.decisionFailed';

/** What a failed decision says: the server's reason field (a §5 message key), a conflict, or a retry message. */
function failureText(error: unknown): { reason?: string; notice: Notice } {
  const failure = checkoutFailureOf(error);
  if (failure.fields.reason) return { reason: failure.fields.reason, notice: 'commerce:quoteFlow.decisionFailed' };
  if (failure.code && Object.hasOwn(CONFLICTS, failure.code)) return { notice: CONFLICTS[failure.code as keyof typeof CONFLICTS] };
  if (failure.status === 429) return { notice: 'commerce:checkoutFlow.rateLimited' };
  return { notice: 'commerce:quoteFlow.decisionFailed' };
}

export type Decision = 'approved' | 'rejected';

export function QuoteDecision({ order, onDecided }: { order: PublicOrder; onDecided: (decision: Decision) => void }) {
  const { t } = useTranslation(['commerce', 'validation']);
  const { site } = useSiteContext();
  const args = { clientId: site.client.id, uuid: order.uuid };
  const [approve, approving] = useApproveQuoteMutation();
  const [reject] = useRejectQuoteMutation();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function onApprove() {
    setNotice(null);
    const result = await approve(args);
    if ('error' in result) setNotice(failureText(result.error).notice);
    else onDecided('approved');
  }

  async function onReject(values: RejectReasonValues, helpers: FormikHelpers<RejectReasonValues>) {
    const result = await reject({ ...args, reason: values.reason });
    if (!('error' in result)) {
      setOpen(false);
      onDecided('rejected');
      return;
    }
    const failure = failureText(result.error);
    if (failure.reason) helpers.setFieldError('reason', failure.reason);
    else {
      setOpen(false);
      setNotice(failure.notice);
    }
  }

  const kindLabel = order.kind === 'invoice' ? t('commerce:documentTypes.invoice') : t('commerce:documentTypes.quote');
  return (
    <section className="site-checkout__step site-quote__decision" aria-labelledby="quote-answer-title">
      <h2 id="quote-answer-title">{t('commerce:quoteFlow.answerTitle')}</h2>
      <p>{t('commerce:quoteFlow.answerIntro')}</p>
      <p className="site-checkout__notice" role="alert" hidden={!notice}>
        {notice ? t(notice) : ''}
      </p>
      <p className="site-checkout__actions">
        <Button onClick={() => void onApprove()} loading={approving.isLoading}>
          {approving.isLoading ? t('commerce:quoteFlow.approving') : t('commerce:actions.approve')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('commerce:actions.reject')}
        </Button>
      </p>
      <Formik<RejectReasonValues>
        initialValues={{ reason: '' }}
        validationSchema={rejectReasonSchema}
        validateOnBlur={false}
        onSubmit={onReject}
      >
        {({ isSubmitting, submitForm }) => (
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title={t('commerce:quoteFlow.rejectTitle')}
            size="small"
            actions={
              <Button onClick={() => void submitForm()} loading={isSubmitting}>
                {t('commerce:actions.confirmReject')}
              </Button>
            }
          >
            <Form noValidate aria-label={`${t('commerce:quoteFlow.rejectTitle')} (${kindLabel})`}>
              <TextField
                name="reason"
                label={t('commerce:actions.rejectionReason')}
                hint={t('commerce:actions.rejectionReasonHint')}
                required
                multiline
                rows={4}
                data-autofocus
              />
            </Form>
          </Modal>
        )}
      </Formik>
    </section>
  );
}
