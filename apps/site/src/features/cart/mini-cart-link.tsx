// The header's mini-carts (issues 13 and 15): a link to /cart (products) or /services-cart with the number
// of units in that cart, named for screen readers as "Cart, 3 items" / "Services cart, 1 service". Each
// shows on its store's pages, and on every page once its cart has something in it; the count is 0 on the
// server and until the stored cart is read (no hydration mismatch).
import { useTranslation } from 'react-i18next';
import { useCart } from './cart-context.js';
import { useServicesCart } from './services-cart-context.js';

const BAG = 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 19.5a1.5 1.5 0 1 0 0 .01M17 19.5a1.5 1.5 0 1 0 0 .01';
// A clipboard with a check: services booked rather than goods carried.
const CLIPBOARD = 'M9 4h6v3H9zM7 5.5H5.5v15h13v-15H17M9 13.5l2 2 4-4.5';

function CartBadgeLink({
  href,
  count,
  label,
  icon,
  className,
}: {
  href: string;
  count: number;
  label: string;
  icon: string;
  className?: string;
}) {
  return (
    <a className={['site-mini-cart', className].filter(Boolean).join(' ')} href={href} aria-label={label}>
      <svg className="site-mini-cart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {count > 0 && (
        <span className="site-mini-cart__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}

export function MiniCartLink({ href, storePage }: { href: string; storePage: boolean }) {
  const { t } = useTranslation(['commerce']);
  const { count } = useCart();
  if (!storePage && count === 0) return null;
  return <CartBadgeLink href={href} count={count} label={t('commerce:storefront.miniCart', { count })} icon={BAG} />;
}

export function ServicesCartLink({ href, servicesPage }: { href: string; servicesPage: boolean }) {
  const { t } = useTranslation(['commerce']);
  const { count } = useServicesCart();
  if (!servicesPage && count === 0) return null;
  return (
    <CartBadgeLink
      href={href}
      count={count}
      label={t('commerce:servicesStore.cartLink', { count })}
      icon={CLIPBOARD}
      className="site-mini-cart--services"
    />
  );
}
