// A service's price as the store shows it (spec §3 service: requires-quote, subscription with frequency;
// §5 money display): "Price on request" for a requires-quote service, else the amount, and for a
// subscription how often it is charged ("Every month").
import type { Recurrence } from '@vitrina/core-model';
import { toMinorUnits } from '@vitrina/core-model';
import { Money } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';

export interface PricedService {
  price: string;
  requiresQuote: boolean;
  recurrence: Recurrence | null;
}

/** "Every month" for a monthly subscription, '' for a one-time service. */
export function useEveryLabel() {
  const { t } = useTranslation(['commerce']);
  return (recurrence: Recurrence | null) => (recurrence ? t(`commerce:servicesStore.every.${recurrence}`) : '');
}

export function ServicePrice({ service, currency }: { service: PricedService; currency: string }) {
  const { t } = useTranslation(['commerce']);
  const every = useEveryLabel();
  if (service.requiresQuote) return <span className="site-service__price">{t('commerce:service.requiresQuote')}</span>;
  return (
    <span className="site-service__price">
      <Money cents={toMinorUnits(service.price)} currency={currency} />
      {service.recurrence && <span className="site-service__every"> {every(service.recurrence)}</span>}
    </span>
  );
}

export const pricedService = (s: { price: string; requires_quote: boolean; recurrence: Recurrence | null }): PricedService => ({
  price: s.price,
  requiresQuote: s.requires_quote,
  recurrence: s.recurrence,
});
