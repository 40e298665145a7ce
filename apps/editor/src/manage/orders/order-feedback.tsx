// The customer's feedback on the order (spec §2 /commerce/order/{uuid}/feedback): rating, comment and date as
// the customer left them on the public page, or a line saying there is none yet.
import type { OwnerOrder } from '@vitrina/api-client/back-office';
import { useTranslation } from 'react-i18next';
import { useBusinessDates } from '../../app/business-dates.js';

export function OrderFeedbackSection({ feedback }: { feedback: OwnerOrder['feedback'] }) {
  const { t } = useTranslation(['manage', 'commerce']);
  const dates = useBusinessDates();
  return (
    <section className="vo-feedback" aria-labelledby="vo-feedback">
      <h3 id="vo-feedback">{t('manage:orders.feedback')}</h3>
      {feedback ? (
        <>
          <p className="vo-feedback__rating">
            <span aria-hidden="true" className="vo-feedback__stars">
              {'★'.repeat(feedback.rating)}
              {'☆'.repeat(5 - feedback.rating)}
            </span>{' '}
            {t('commerce:feedback.ratingValue', { rating: feedback.rating })}
          </p>
          <blockquote className="vo-feedback__comment">
            <p>{feedback.comment}</p>
          </blockquote>
          <p className="vo-feedback__date">
            <time dateTime={feedback.created_at}>{t('manage:orders.feedbackLeftOn', { date: dates.dateTime(feedback.created_at) })}</time>
          </p>
        </>
      ) : (
        <p>{t('manage:orders.noFeedback')}</p>
      )}
    </section>
  );
}
