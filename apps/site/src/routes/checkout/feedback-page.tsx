// /commerce/order/{uuid}/feedback (spec §2 "Order feedback"; §5 "Feedback comment … This information is
// required"): the customer rates the order and comments on it, once. Feedback already left shows read-only;
// an order not paid nor fulfilled, or canceled, rejected or failed, takes none (commerce acceptsFeedback); an
// unknown uuid shows §8 "Order not found".
import { apiErrorCode, useLeaveOrderFeedbackMutation, useOrderFeedbackQuery, usePublicOrderQuery } from '@vitrina/api-client';
import type { OrderFeedback, PublicOrder } from '@vitrina/api-client';
import { acceptsFeedback } from '@vitrina/commerce';
import { currentLocale, formatDate } from '@vitrina/i18n';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { isOrderUuid } from './checkout-loaders.js';
import { LoadFailed, OrderProblemView, PageLoading, errorStatus } from './checkout-views.js';
import { FeedbackForm } from './feedback-form.js';

export function FeedbackPage(_props: { handle: PageHandle }) {
  const uuid = useParams().uuid;
  const { site } = useSiteContext();
  const valid = isOrderUuid(uuid);
  const args = { clientId: site.client.id, uuid: uuid ?? '' };
  const order = usePublicOrderQuery(args, { skip: !valid });
  const feedback = useOrderFeedbackQuery(args, { skip: !valid });
  if (!valid || errorStatus(order.error) === 404 || errorStatus(feedback.error) === 404)
    return <OrderProblemView problem="orderNotFound" />;
  if (order.data && feedback.data !== undefined) return <FeedbackView order={order.data} feedback={feedback.data} />;
  if (order.isError || feedback.isError)
    return (
      <LoadFailed
        onRetry={() => {
          void order.refetch();
          void feedback.refetch();
        }}
      />
    );
  return <PageLoading />;
}

function FeedbackView({ order, feedback }: { order: PublicOrder; feedback: OrderFeedback | null }) {
  const { t } = useTranslation(['commerce', 'errors']);
  const { site, hrefFor } = useSiteContext();
  const [leave] = useLeaveOrderFeedbackMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [justLeft, setJustLeft] = useState(false);
  const closed = !acceptsFeedback(order);
  const args = { clientId: site.client.id, uuid: order.uuid };

  return (
    <article className="vs-section site-page site-checkout site-feedback" aria-labelledby="feedback-title">
      <div className="vs-section__inner site-checkout__inner site-checkout__inner--narrow">
        <p className="site-checkout__back">
          <Link to={hrefFor(`/commerce/order/${order.uuid}`)}>{t('commerce:feedback.backToOrder')}</Link>
        </p>
        <h1 id="feedback-title" className="vs-section__title">
          {t('commerce:feedback.title')}
        </h1>
        <p>
          {order.order_number === null
            ? t('commerce:feedback.introNotPlaced')
            : t('commerce:feedback.intro', { number: order.order_number })}
        </p>
        {feedback ? (
          <LeftFeedback feedback={feedback} thanks={justLeft} />
        ) : closed ? (
          <p className="site-feedback__closed" role="status">
            {t('errors:orders.feedbackNotAllowed')}
          </p>
        ) : (
          <FeedbackForm
            formError={formError}
            onSubmit={async (values, helpers) => {
              setFormError(null);
              const result = await leave({ ...args, form: values });
              if ('data' in result) {
                setJustLeft(true);
                return;
              }
              const code = apiErrorCode(result.error);
              const fields = readFields(result.error);
              if (Object.keys(fields).length > 0) helpers.setErrors(fields);
              // feedback_exists: the stored feedback is fetched again and shows read-only.
              else if (code === 'feedback_not_allowed') setFormError(t('errors:orders.feedbackNotAllowed'));
              else if (code !== 'feedback_exists') setFormError(t('commerce:feedback.failed'));
            }}
          />
        )}
      </div>
    </article>
  );
}

function readFields(error: unknown): Record<string, string> {
  const data = (error as { data?: { error?: { fields?: unknown } } } | undefined)?.data;
  const fields = data?.error?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The feedback as left, read-only; right after sending, a thanks that takes the focus. */
function LeftFeedback({ feedback, thanks }: { feedback: OrderFeedback; thanks: boolean }) {
  const { t, i18n } = useTranslation(['commerce']);
  const { site } = useSiteContext();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (thanks) heading.current?.focus();
  }, [thanks]);
  const date = feedback.created_at ? formatDate(feedback.created_at, currentLocale(i18n), { timeZone: site.client.timezone }) : '';
  return (
    <section className="site-feedback__left" aria-labelledby="feedback-left-title">
      {thanks && (
        <p className="site-feedback__thanks" role="status">
          {t('commerce:feedback.thanks')}
        </p>
      )}
      <h2 id="feedback-left-title" ref={heading} tabIndex={-1}>
        {t('commerce:feedback.yourFeedback')}
      </h2>
      <p className="site-feedback__rating">
        <span aria-hidden="true" className="site-feedback__glyphs">
          {'★'.repeat(feedback.rating)}
          <span className="site-feedback__glyphs-off">{'★'.repeat(5 - feedback.rating)}</span>
        </span>
        <span className="vk-visually-hidden">{t('commerce:feedback.rating')}: </span>
        <span>{t('commerce:feedback.ratingValue', { rating: feedback.rating })}</span>
      </p>
      <blockquote className="site-feedback__comment">
        <p>{feedback.comment}</p>
      </blockquote>
      {date && (
        <p className="site-feedback__date">
          <time dateTime={feedback.created_at}>{t('commerce:feedback.leftOn', { date })}</time>
        </p>
      )}
    </section>
  );
}
