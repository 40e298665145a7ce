// The back office's Orders screen (issue 13 "Orders"): the business's products orders newest first,
// searched by number, customer or e-mail and filtered by status and fulfillment on the server, loaded a
// page at a time ("Load more" follows the cursor); opening one shows every order display field of spec §3
// with the owner's actions. Owners and managers use it (back-office rights); the API refuses anyone else.
import '../kit/kit.css';
import './orders.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOwnerOrdersInfiniteQuery } from '@vitrina/api-client/back-office';
import { FilteredList, rowsOf, useListFilter } from '../kit/index.js';
import { ScreenFrame } from '../screen-frame.js';
import { OrderDetail } from './order-detail.js';
import { orderChoices } from './order-filters.js';
import type { OrderFilter } from './order-filters.js';
import { OrderList } from './order-list.js';

export interface OrdersScreenProps {
  /** The business whose orders these are (the host's client). */
  clientId: number;
}

export function OrdersScreen({ clientId }: OrdersScreenProps) {
  const { t } = useTranslation(['manage']);
  const filter = useListFilter<OrderFilter>({ status: 'all', fulfillment: 'all', q: '' });
  // ?order={id} opens that order (a customer's page links to it, issue 30).
  const [params, setParams] = useSearchParams();
  const linked = /^[1-9][0-9]{0,9}$/.test(params.get('order') ?? '') ? Number(params.get('order')) : null;
  const [openId, setOpenId] = useState<number | null>(linked);
  const listRef = useRef<HTMLDivElement>(null);
  const list = useOwnerOrdersInfiniteQuery({ clientId, ...filter.value }, { skip: openId !== null });

  function back() {
    const id = openId;
    setOpenId(null);
    if (params.has('order')) setParams({}, { replace: true });
    // Back to the row of the order that was open.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-order-id="${id}"] button`)?.focus());
  }

  return (
    <ScreenFrame titleId="vo-title" title={t('manage:orders.title')} intro={t('manage:orders.intro')} className="vo-orders">
      {openId !== null ? (
        <OrderDetail clientId={clientId} orderId={openId} onBack={back} />
      ) : (
        <FilteredList
          section="orders"
          filter={filter}
          choices={orderChoices(t)}
          query={list}
          items={rowsOf(list.data, (page) => page.orders)}
          className="vo-list"
          moreClassName="vo-more"
          boxRef={listRef}
        >
          {(orders) => <OrderList orders={orders} onOpen={(order) => setOpenId(order.id)} />}
        </FilteredList>
      )}
    </ScreenFrame>
  );
}
