// One line of /cart and /services-cart (issues 13 and 15): image, name linking to the product or service,
// its details (variant, frequency), unit price, quantity stepper (never above the stock last seen; a
// subscription stays 1), line total, remove; a line that cannot be bought is marked (spec §5).
import { toMinorUnits } from '@vitrina/core-model';
import { Button, Money } from '@vitrina/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuantityStepper } from './quantity-stepper.js';

/** What the row shows of a products-cart or services-cart line. */
export interface CartRowLine {
  name: string;
  image: string | null;
  quantity: number;
}

export interface CartLineRowProps {
  line: CartRowLine;
  /** Under the name: a variant, a subscription's frequency. */
  details?: readonly string[];
  /** Highest quantity: the stock last seen, 1 for a subscription. */
  maxQuantity: number;
  /** Shown instead of the prices (a requires-quote service: "Price on request"). */
  priceLabel?: ReactNode;
  /** The badge of a problem line (default "Out of stock"). */
  problemBadge?: string;
  lineKey: string;
  /** The server's unit price now (cart check), else the one stored with the line. */
  unitPrice: string;
  /** The line can no longer be bought: out of stock, or no longer sold. */
  problem: 'out-of-stock' | 'unavailable' | null;
  /** ISO 4217 code of the business or the order. */
  currency: string;
  href: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLineRow(props: CartLineRowProps) {
  const {
    line,
    details = [],
    maxQuantity,
    priceLabel,
    problemBadge,
    lineKey,
    unitPrice,
    problem,
    currency,
    href,
    onQuantity,
    onRemove,
  } = props;
  const { t } = useTranslation(['commerce']);
  const unit = toMinorUnits(unitPrice) ?? 0;
  const noteId = `cart-line-note-${lineKey.replace(/[^0-9a-z]/gi, '-')}`;
  return (
    <li className="site-cart__line" data-problem={problem ?? undefined} aria-describedby={problem ? noteId : undefined}>
      {line.image ? (
        <img className="site-cart__image" src={line.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className="site-cart__image site-cart__image--none" aria-hidden="true" />
      )}
      <div className="site-cart__info">
        <h2 className="site-cart__name">
          <Link to={href}>{line.name}</Link>
        </h2>
        {details.length > 0 && <p className="site-cart__variant">{details.join(' · ')}</p>}
        <p className="site-cart__unit">{priceLabel ?? <Money cents={unit} currency={currency} />}</p>
        {problem && (
          <p id={noteId} className="site-cart__problem">
            <span className="vs-badge">{problemBadge ?? t('commerce:cart.outOfStock')}</span>{' '}
            {t(problem === 'unavailable' ? 'commerce:storefront.unavailableLine' : 'commerce:storefront.outOfStockLine')}
          </p>
        )}
      </div>
      <div className="site-cart__actions">
        <QuantityStepper
          id={`cart-quantity-${lineKey.replace(/[^0-9a-z]/gi, '-')}`}
          value={line.quantity}
          max={maxQuantity}
          label={t('commerce:cart.quantityOf', { name: line.name })}
          disabled={problem !== null}
          buttonLabels={{
            decrease: t('commerce:storefront.decreaseOf', { name: line.name }),
            increase: t('commerce:storefront.increaseOf', { name: line.name }),
          }}
          onChange={onQuantity}
        />
        <p className="site-cart__line-total">
          <span className="vk-visually-hidden">{t('commerce:storefront.lineTotal')}: </span>
          {priceLabel ?? <Money cents={unit * line.quantity} currency={currency} />}
        </p>
        <Button variant="link" className="site-cart__remove" aria-label={t('commerce:cart.remove', { name: line.name })} onClick={onRemove}>
          {t('commerce:storefront.remove')}
        </Button>
      </div>
    </li>
  );
}
