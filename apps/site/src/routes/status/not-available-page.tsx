// Pages of later issues (store, cart, services, booking, orders, forms) are real routes already; until
// their issue lands they show the §8 "Products Not Available" / "Services Not Available" screens (orders:
// "Order not found", forms: "Forms Not Available").
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle, UnavailableKind } from '../route-table.js';

const TEXTS = {
  products: { title: 'errors:notAvailable.products.title', body: 'errors:notAvailable.products.body' },
  services: { title: 'errors:notAvailable.services.title', body: 'errors:notAvailable.services.body' },
  orders: { title: 'errors:orders.orderNotFound', body: 'errors:orders.orderNotFoundBody' },
  forms: { title: 'errors:notAvailable.forms.title', body: 'errors:notAvailable.forms.body' },
  blogs: { title: 'errors:notAvailable.blogs.title', body: 'errors:notAvailable.blogs.body' },
} as const;

/** `level` 2: inside a page that has its own h1 (the store's products tab). */
export function NotAvailableView({ kind, level = 1 }: { kind: UnavailableKind | 'blogs'; level?: 1 | 2 }) {
  const { t } = useTranslation(['errors', 'common']);
  const { hrefFor } = useSiteContext();
  const texts = TEXTS[kind];
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="vs-section site-status" aria-labelledby="site-unavailable-title">
      <Heading id="site-unavailable-title">{t(texts.title)}</Heading>
      <p>{t(texts.body)}</p>
      <p className="site-status__action">
        <Link to={hrefFor('/')}>{t('common:goHome')}</Link>
      </p>
    </section>
  );
}

export function NotAvailablePage({ handle }: { handle: PageHandle }) {
  return <NotAvailableView kind={handle.unavailable ?? 'products'} />;
}
