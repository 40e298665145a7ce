// The cart's and the services cart's discount code field (issue 30): type a code and apply it; the API says
// what it takes off (the summary's discount line shows it) or why not, in the visitor's language, with the
// business's money for a minimum. An applied code can be removed.
import type { DiscountRefusalRead } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import { Button, useFormatMoney } from '@vitrina/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartDiscount } from '../../features/cart/cart-discount.js';

/** A refusal's message in the page's language (its key is the API's, `discounts:refused.…`). */
export function useRefusalText(currency: string) {
  const { t } = useTranslation(['discounts']);
  const format = useFormatMoney();
  return (refusal: DiscountRefusalRead): string =>
    t(refusal.message as 'discounts:refused.unknown', {
      minimum: refusal.minimum ? format(toMinorUnits(refusal.minimum), currency) : '',
    });
}

export function DiscountCodeField({ discount, currency }: { discount: CartDiscount; currency: string }) {
  const { t } = useTranslation(['discounts', 'commerce']);
  const refusalText = useRefusalText(currency);
  const [typed, setTyped] = useState('');
  const id = useId();
  const messageId = `${id}-message`;
  const message = discount.refusal ? refusalText(discount.refusal) : discount.failed ? t('commerce:storefront.checkFailed') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    discount.apply(typed);
  };

  return (
    <div className="site-cart__discount">
      {discount.code && discount.applied ? (
        <p className="site-cart__discount-applied" role="status">
          <span>{t('discounts:cart.applied', { code: discount.code })}</span>{' '}
          <Button variant="link" onClick={discount.remove}>
            {t('discounts:cart.remove')}
          </Button>
        </p>
      ) : (
        <form className="site-cart__discount-form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-code`}>{t('discounts:cart.label')}</label>
          <div className="site-cart__discount-row">
            <input
              id={`${id}-code`}
              className="vk-input"
              name="discount_code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={100}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? messageId : undefined}
            />
            <Button type="submit" variant="secondary" disabled={discount.busy || typed.trim() === ''}>
              {discount.busy ? t('discounts:cart.applying') : t('discounts:cart.apply')}
            </Button>
          </div>
        </form>
      )}
      {message && (
        <p id={messageId} className="site-cart__blocked site-cart__discount-message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
