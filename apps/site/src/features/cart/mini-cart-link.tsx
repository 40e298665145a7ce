// The header's mini-cart (issue 13): a link to /cart with the number of units in the cart, named for
// screen readers as "Cart, 3 items". It shows on the store's pages, and on every page once the cart has
// something in it; the count is 0 on the server and until the stored cart is read (no hydration mismatch).
import { useTranslation } from 'react-i18next';
import { useCart } from './cart-context.js';

export function MiniCartLink({ href, storePage }: { href: string; storePage: boolean }) {
  const { t } = useTranslation(['commerce']);
  const { count } = useCart();
  if (!storePage && count === 0) return null;
  return (
    <a className="site-mini-cart" href={href} aria-label={t('commerce:storefront.miniCart', { count })}>
      <svg className="site-mini-cart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 19.5a1.5 1.5 0 1 0 0 .01M17 19.5a1.5 1.5 0 1 0 0 .01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className="site-mini-cart__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
