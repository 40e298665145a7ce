// /invoice-successful/{id} (spec §2 "Invoice success"; issue 15): thanks for paying a quote, invoice or partial
// invoice, named by its kind (issue 26), its number, what is still outstanding after a partial payment, and a
// link back to it. `id` is the document's uuid; an unknown one, or an order that is not a quote or invoice, is
// §8 "Order not found".
import { toMinorUnits } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '../route-table.js';
import { DocumentDownload } from './document-download.js';
import { OrderDone, useRouteOrder } from './order-done.js';
import { isDocumentOrder } from './quote-details.js';
import { useFormatMoney } from '@vitrina/ui-kit';

export function InvoiceSuccessfulPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce']);
  const format = useFormatMoney();
  const { order, fallback } = useRouteOrder(isDocumentOrder);
  if (!order) return fallback;
  const kind = order.kind as 'quote' | 'invoice' | 'partial_invoice';
  return (
    <OrderDone
      order={order}
      titleId="invoice-done-title"
      title={t('commerce:success.invoice.title')}
      viewLabel={t(`commerce:quoteFlow.viewDocuments.${kind}`)}
    >
      <p>{t(`commerce:success.invoice.bodies.${kind}`, { number: order.order_number ?? '' })}</p>
      {order.state === 'paid' ? (
        <p>{t('commerce:decisions.paid')}</p>
      ) : (
        <p>
          {t('commerce:quoteFlow.stillOutstanding', {
            amount: format(toMinorUnits(order.total_outstanding), order.currency),
          })}
        </p>
      )}
      <DocumentDownload order={order} />
    </OrderDone>
  );
}
