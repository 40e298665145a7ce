// The customer's PDF of their order (issue 31): "Download receipt (PDF)" once a products order is paid, or
// "Download quote / invoice (PDF)" for a priced quote or invoice (commerce orderDocument, the API's own rule).
// A plain link to the API's file (the order's uuid is the capability): the browser downloads it itself.
import { customerDocumentUrl } from '@vitrina/api-client';
import type { PublicOrder } from '@vitrina/api-client';
import { orderDocument } from '@vitrina/commerce';
import { toMinorUnits } from '@vitrina/core-model';
import { TextLink } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../app/site-context.js';

export function DocumentDownload({ order }: { order: PublicOrder }) {
  const { t } = useTranslation(['commerce']);
  const { site } = useSiteContext();
  const found = orderDocument({
    kind: order.kind,
    state: order.state,
    numbered: order.order_number !== null,
    paidCents: toMinorUnits(order.prior_payments) ?? 0,
  });
  if (!found.ok) return null;
  return (
    <p className="site-checkout__document">
      <TextLink variant="button" href={customerDocumentUrl(site.client.id, order.uuid)} download type="application/pdf">
        {t(`commerce:documentDownload.${found.kind}`)}
      </TextLink>
    </p>
  );
}
