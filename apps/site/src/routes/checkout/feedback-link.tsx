// "Leave feedback" on the order page (spec §2 /commerce/order/{uuid}/feedback): only for an order that may take
// feedback (commerce acceptsFeedback: paid or fulfilled, so not an unpaid quote or deposit) and has none yet;
// once it has, "See your feedback" instead (issue 26). Nothing is offered while that is not known.
import type { PublicOrder } from '@vitrina/api-client';
import { useOrderFeedbackQuery } from '@vitrina/api-client';
import { acceptsFeedback } from '@vitrina/commerce';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';

export function FeedbackLink({ order }: { order: Pick<PublicOrder, 'uuid' | 'state' | 'fulfillment'> }) {
  const { t } = useTranslation(['commerce']);
  const { site, hrefFor } = useSiteContext();
  const accepts = acceptsFeedback(order);
  const feedback = useOrderFeedbackQuery({ clientId: site.client.id, uuid: order.uuid }, { skip: !accepts });
  if (!accepts || feedback.data === undefined) return null;
  return (
    <p className="site-feedback__link">
      <Link to={hrefFor(`/commerce/order/${order.uuid}/feedback`)}>
        {t(feedback.data ? 'commerce:feedback.seeFeedback' : 'commerce:feedback.leaveFeedback')}
      </Link>
    </p>
  );
}
