// /services-store (spec §2 "Services store"; issue 15): the services sold online as cards with Add to cart.
// No services → the §8 "Services Not Available" screen. The same panel is /store's Services tab.
import { useStoreServicesQuery } from '@vitrina/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { NotAvailableView } from '../status/not-available-page.js';
import { Island } from '../../islands/island.js';
import { usePageHandle } from '../layout/use-page-handle.js';
import { LoadState } from '../store/load-state.js';
import { ServiceCards, servicePath } from './service-cards.js';
import type { ServiceCardsProps } from './service-cards.js';

export function ServicesPanel({ inStore = false }: { inStore?: boolean }) {
  const { site, hrefFor } = useSiteContext();
  const handle = usePageHandle();
  const { data: services, isError, isFetching, refetch } = useStoreServicesQuery(site.client.id);
  if (!services) return <LoadState failed={isError && !isFetching} onRetry={() => void refetch()} />;
  if (services.length === 0) return <NotAvailableView kind="services" level={2} />;
  const cards: ServiceCardsProps = {
    services,
    currency: site.client.currency_code,
    hrefs: services.map((service) => hrefFor(servicePath(service, inStore))),
    cartHref: hrefFor('/services-cart'),
  };
  // /store served as islands: the cards wake on their own (src/islands/services-island.tsx).
  return handle?.islands ? (
    <Island name="services" props={cards}>
      <ServiceCards {...cards} />
    </Island>
  ) : (
    <ServiceCards {...cards} />
  );
}

export function ServicesStorePage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce']);
  const { hrefFor } = useSiteContext();
  return (
    <section className="vs-section site-page site-store site-services-store" aria-labelledby="services-store-title">
      <div className="vs-section__inner">
        <div className="site-services-store__head">
          <h1 id="services-store-title" className="vs-section__title">
            {t('commerce:store.servicesStoreTitle')}
          </h1>
          <Link className="site-services-store__cart" to={hrefFor('/services-cart')}>
            {t('commerce:servicesStore.viewCart')}
          </Link>
        </div>
        <ServicesPanel />
      </div>
    </section>
  );
}
