// The order page's "Subscriptions" (spec §3 order display "subscriptions with frequency daily, weekly, monthly
// or yearly"; issue 15): each subscription the order started (or, on a renewal, the one it charges) with its
// amount, frequency, state, next charge date and card, and "Update card" while it runs (active or past due).
import type { PublicOrder, SubscriptionView } from '@vitrina/api-client';
import { currentLocale, formatDate } from '@vitrina/i18n';
import { Button } from '@vitrina/ui-kit';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../app/site-context.js';
import { Amount, FactList, PageLoading } from './checkout-views.js';

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
  const s = subscription;
  const running = s.state === 'active' || s.state === 'past_due';
  const nameId = `subscription-name-${s.uuid}`;
  const facts: [string, ReactNode][] = [
    [t('commerce:subscriptionFlow.amount'), <Amount key="a" value={s.amount} currency={order.currency} />],
    [t('commerce:order.frequency'), t(`commerce:frequencies.${s.recurrence}`)],
    [t('commerce:subscriptionFlow.state'), t(`commerce:subscriptionFlow.states.${s.state}`)],
    [
      t('commerce:subscriptionFlow.nextCharge'),
      s.next_charge_at ? (
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
    </li>
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
