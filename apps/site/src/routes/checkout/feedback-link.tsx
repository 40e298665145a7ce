// "Leave feedback" on the order page (spec §2 /commerce/order/{uuid}/feedback): for every order that may take
// feedback (commerce acceptsFeedback: paid or fulfilled); the feedback page itself shows feedback already left.
import type { PublicOrder } from '@vitrina/api-client';
import { acceptsFeedback } from '@vitrina/commerce';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';

export function FeedbackLink({ order }: { order: Pick<PublicOrder, 'uuid' | 'state' | 'fulfillment'> }) {
  const { t } = useTranslation(['commerce']);
  const { hrefFor } = useSiteContext();
  if (!acceptsFeedback(order)) return null;
  return (
    <p className="site-feedback__link">
      <Link to={hrefFor(`/commerce/order/${order.uuid}/feedback`)}>{t('commerce:feedback.leaveFeedback')}</Link>
    </p>
  );
}
