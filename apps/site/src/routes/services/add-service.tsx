// "Add to cart" for a service (spec §5: "only one subscription service per order. One-time services and a
// subscription cannot be mixed in one order"): a service that would break a rule is refused up front, and
// the rule's message shows in an alert beside the button; an added one says so in a toast with a link to
// /services-cart.
import type { PublicService } from '@vitrina/api-client';
import { ORDER_RULE_MESSAGES } from '@vitrina/commerce';
import { Button, useToast } from '@vitrina/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineFromService, useServicesCart } from '../../features/cart/index.js';

export interface AddServiceButtonProps {
  service: PublicService;
  /** The services cart's page, linked from the "Added" toast. */
  cartHref: string;
  className?: string;
}

export function AddServiceButton({ service, cartHref, className }: AddServiceButtonProps) {
  const { t } = useTranslation(['commerce', 'errors']);
  const cart = useServicesCart();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const alertId = `service-refusal-${service.id}`;

  const add = () => {
    const violations = cart.add(lineFromService(service));
    const first = violations[0];
    if (first) {
      setRefusal(ORDER_RULE_MESSAGES[first.code]);
      return;
    }
    setRefusal(null);
    toast.success(
      <>
        {t('commerce:servicesStore.added')} <a href={cartHref}>{t('commerce:servicesStore.viewCart')}</a>
      </>,
    );
  };

  return (
    <div className={['site-service__add', className].filter(Boolean).join(' ')}>
      <Button
        onClick={add}
        disabled={!cart.ready}
        aria-label={t('commerce:servicesStore.addToCartOf', { name: service.name })}
        aria-describedby={refusal ? alertId : undefined}
      >
        {t('commerce:service.addToCart')}
      </Button>
      {refusal && (
        <p id={alertId} className="site-service__refusal" role="alert">
          {t(refusal as 'errors:orders.noMixing')}
        </p>
      )}
    </div>
  );
}
