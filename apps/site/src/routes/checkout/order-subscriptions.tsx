// The order page's "Subscriptions" (spec §3 order display "subscriptions with frequency daily, weekly, monthly
// or yearly"; issue 15): each subscription the order started (or, on a renewal, the one it charges) with its
// amount, frequency, state, next charge date and card, and "Update card" while it runs (active or past due).
// Issue 30: the customer cancels it at the end of the paid period (after a confirmation; a past-due one ends at
// once), then sees "Ends on"; and opens the history of its charges.
import { useCancelSubscriptionMutation, useSubscriptionChargesQuery } from '@vitrina/api-client';
import type { PublicOrder, SubscriptionView } from '@vitrina/api-client';
import { currentLocale, formatDate } from '@vitrina/i18n';
import { Button, Modal } from '@vitrina/ui-kit';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../app/site-context.js';
import { Amount, FactList, LoadFailed, PageLoading } from './checkout-views.js';

// The card code loads only when a customer asks to change a card.
const SubscriptionCardUpdate = lazy(async () => ({ default: (await import('./subscription-card-update.js')).SubscriptionCardUpdate }));

/** "Visa •••• 4242", or null without a card. */
export function useCardLabel() {
  const { t } = useTranslation(['commerce']);
  return (s: Pick<SubscriptionView, 'card_brand' | 'card_last4'>) =>
    s.card_last4 ? t('commerce:subscriptionFlow.cardValue', { brand: s.card_brand ?? '', last4: s.card_last4 }).trim() : null;
}

function SubscriptionItem({ subscription, order }: { subscription: SubscriptionView; order: PublicOrder }) {
  const { t, i18n } = useTranslation(['commerce']);
  const { site } = useSiteContext();
  const cardLabel = useCardLabel();
  const [updating, setUpdating] = useState(false);
  const locale = currentLocale(i18n);
  const timeZone = site.client.timezone;
  // The customer's cancel answers the subscription as it now is, before the order is read again.
  const [canceled, setCanceled] = useState<SubscriptionView | null>(null);
  const s = subscription.cancel_at || subscription.state === 'canceled' || !canceled ? subscription : canceled;
  const running = s.state === 'active' || s.state === 'past_due';
  const nameId = `subscription-name-${s.uuid}`;
  const facts: [string, ReactNode][] = [
    [t('commerce:subscriptionFlow.amount'), <Amount key="a" value={s.amount} currency={order.currency} />],
    [t('commerce:order.frequency'), t(`commerce:frequencies.${s.recurrence}`)],
    [t('commerce:subscriptionFlow.state'), t(`commerce:subscriptionFlow.states.${s.state}`)],
    [
      s.cancel_at ? t('commerce:subscriptionSelf.endsOn') : t('commerce:subscriptionFlow.nextCharge'),
      s.cancel_at ? (
        <time key="e" dateTime={s.cancel_at}>
          {formatDate(s.cancel_at, locale, { timeZone })}
        </time>
      ) : s.next_charge_at ? (
        <time key="n" dateTime={s.next_charge_at}>
          {formatDate(s.next_charge_at, locale, { timeZone })}
        </time>
      ) : (
        t('commerce:subscriptionFlow.noNextCharge')
      ),
    ],
    [t('commerce:subscriptionFlow.card'), cardLabel(s) ?? t('commerce:subscriptionFlow.noCard')],
  ];
  return (
    <li className={`site-subscription site-subscription--${s.state}`}>
      <h3 className="site-subscription__name" id={nameId}>
        {s.name}
      </h3>
      <FactList facts={facts} />
      {running && !updating && (
        <Button variant={s.state === 'past_due' ? 'primary' : 'secondary'} aria-describedby={nameId} onClick={() => setUpdating(true)}>
          {t('commerce:subscriptionFlow.updateCard')}
        </Button>
      )}
      {canceled && <CanceledNotice subscription={canceled} />}
      {running && !s.cancel_at && !updating && <CancelSubscription subscription={s} nameId={nameId} onCanceled={setCanceled} />}
      {running && updating && (
        <Suspense fallback={<PageLoading label={t('commerce:checkoutFlow.cardLoading')} />}>
          <SubscriptionCardUpdate
            subscription={s}
            email={order.bill_to.email}
            currency={order.currency}
            onClose={() => setUpdating(false)}
          />
        </Suspense>
      )}
      {s.state !== 'incomplete' && <ChargeHistory subscription={s} currency={order.currency} nameId={nameId} />}
    </li>
  );
}

/** "Cancel subscription" behind a confirmation that says when it ends; then what happened, announced. */
function CancelSubscription({
  subscription: s,
  nameId,
  onCanceled,
}: {
  subscription: SubscriptionView;
  nameId: string;
  onCanceled: (now: SubscriptionView) => void;
}) {
  const { t, i18n } = useTranslation(['commerce']);
  const { site } = useSiteContext();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [cancel, state] = useCancelSubscriptionMutation();
  const endsAt = s.state === 'active' ? s.next_charge_at : null;
  const date = endsAt ? formatDate(endsAt, currentLocale(i18n), { timeZone: site.client.timezone }) : '';
  async function confirm() {
    const result = await cancel({ clientId: site.client.id, uuid: s.uuid });
    setConfirming(false);
    if ('data' in result && result.data) onCanceled(result.data.subscription);
    else setFailed(true);
  }
  return (
    <>
      {failed && (
        <p role="alert" className="site-checkout__notice">
          {t('commerce:subscriptionSelf.failed')}
        </p>
      )}
      <Button variant="secondary" aria-describedby={nameId} onClick={() => setConfirming(true)}>
        {t('commerce:subscriptionSelf.cancel')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('commerce:subscriptionSelf.confirmTitle', { name: s.name })}
        size="small"
        actions={
          <Button onClick={() => void confirm()} loading={state.isLoading}>
            {t('commerce:subscriptionSelf.confirm')}
          </Button>
        }
      >
        <p>{endsAt ? t('commerce:subscriptionSelf.confirmBody', { date }) : t('commerce:subscriptionSelf.confirmBodyNow')}</p>
      </Modal>
    </>
  );
}

/** What the customer's cancel did, once the order shows it (announced, and focused so it is heard). */
function CanceledNotice({ subscription: s }: { subscription: SubscriptionView }) {
  const { t, i18n } = useTranslation(['commerce']);
  const { site } = useSiteContext();
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  const date = s.cancel_at ? formatDate(s.cancel_at, currentLocale(i18n), { timeZone: site.client.timezone }) : '';
  return (
    <p ref={ref} tabIndex={-1} role="status" className="site-subscription__notice">
      {s.cancel_at ? t('commerce:subscriptionSelf.canceled', { date }) : t('commerce:subscriptionSelf.canceledNow')}
    </p>
  );
}

/** The history of the subscription's charges, asked for when opened. */
function ChargeHistory({ subscription: s, currency, nameId }: { subscription: SubscriptionView; currency: string; nameId: string }) {
  const { t, i18n } = useTranslation(['commerce']);
  const { site, hrefFor } = useSiteContext();
  const [open, setOpen] = useState(false);
  const query = useSubscriptionChargesQuery({ clientId: site.client.id, uuid: s.uuid }, { skip: !open });
  const locale = currentLocale(i18n);
  const listId = `subscription-charges-${s.uuid}`;
  const charges = query.data?.charges ?? [];
  return (
    <div className="site-subscription__history">
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-describedby={nameId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('commerce:subscriptionSelf.hideHistory') : t('commerce:subscriptionSelf.showHistory')}
      </Button>
      {open && (
        <div id={listId}>
          {query.data ? (
            charges.length === 0 ? (
              <p>{t('commerce:subscriptionSelf.noCharges')}</p>
            ) : (
              <div className="site-subscription__table">
                <table>
                  <caption>{t('commerce:subscriptionSelf.history')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('commerce:subscriptionSelf.date')}</th>
                      <th scope="col">{t('commerce:subscriptionSelf.order')}</th>
                      <th scope="col">{t('commerce:subscriptionSelf.amount')}</th>
                      <th scope="col">{t('commerce:subscriptionSelf.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {charges.map((c) => (
                      <tr key={c.order_uuid}>
                        <td>
                          <time dateTime={c.dated}>{formatDate(c.dated, locale, { timeZone: site.client.timezone })}</time>
                        </td>
                        <td>
                          <a className="vk-link vk-link--inline" href={hrefFor(`/commerce/order/${c.order_uuid}`)}>
                            {c.order_number ? `#${c.order_number}` : '—'}
                          </a>{' '}
                          <span className="site-subscription__kind">
                            {c.first ? t('commerce:subscriptionSelf.first') : t('commerce:subscriptionSelf.renewal')}
                          </span>
                        </td>
                        <td>
                          <Amount value={c.total} currency={query.data?.currency ?? currency} />
                        </td>
                        <td>{t(`commerce:checkoutFlow.orderStates.${c.state}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          ) : query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <PageLoading />
          )}
        </div>
      )}
    </div>
  );
}

export function OrderSubscriptions({ order }: { order: PublicOrder }) {
  const { t } = useTranslation(['commerce']);
  const subscriptions = order.subscriptions ?? [];
  if (subscriptions.length === 0) return null;
  return (
    <section className="site-subscriptions" aria-labelledby="order-subscriptions">
      <h2 id="order-subscriptions">{t('commerce:subscriptionFlow.title')}</h2>
      <ul className="site-subscriptions__list">
        {subscriptions.map((s) => (
          <SubscriptionItem key={s.uuid} subscription={s} order={order} />
        ))}
      </ul>
    </section>
  );
}
