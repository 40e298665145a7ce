// The services of /services-store and of /store's Services tab (spec §2; issue 15): image, name linking to
// the service's page, description, price ("Price on request", "Every month") and Add to cart.
import type { PublicService } from '@vitrina/api-client';
import { useTranslation } from 'react-i18next';
import { AddServiceButton } from './add-service.js';
import { ServicePrice, pricedService } from './service-price.js';

/** /service/{slug}; under /store, /store/service/{slug}. */
export const servicePath = (service: Pick<PublicService, 'slug'>, inStore = false) =>
  `${inStore ? '/store' : ''}/service/${encodeURIComponent(service.slug)}`;

export interface ServiceCardsProps {
  services: readonly PublicService[];
  /** The site's ISO currency code. */
  currency: string;
  /** Each service's page, by the services' order (hrefs of the site). */
  hrefs: readonly string[];
  /** The services cart's page, linked from the "Added" toast. */
  cartHref: string;
}

/**
 * Serialisable props only, and plain links (the site shell's link interception navigates client-side on a
 * page hydrated whole): on /store served as islands the cards are an island (src/islands/services-island.tsx).
 */
export function ServiceCards({ services, currency, hrefs, cartHref }: ServiceCardsProps) {
  const { t } = useTranslation(['commerce']);
  return (
    <ul className="site-services" aria-label={t('commerce:servicesStore.listLabel')}>
      {services.map((service, index) => {
        const image = service.images.find((src) => src.trim());
        return (
          <li key={service.id}>
            <article className="vs-card site-service-card" aria-labelledby={`service-card-${service.id}`}>
              {image && <img className="vs-card__image" src={image} alt="" width={400} height={300} loading="lazy" decoding="async" />}
              <div className="vs-card__body site-service-card__body">
                <h2 id={`service-card-${service.id}`} className="vs-card__title site-service-card__title">
                  <a href={hrefs[index]}>{service.name}</a>
                </h2>
                {service.is_subscription && <span className="vs-badge site-service-card__badge">{t('commerce:service.subscription')}</span>}
                {service.description.trim() && <p className="site-service-card__description">{service.description}</p>}
                <p className="site-service-card__meta">
                  <ServicePrice service={pricedService(service)} currency={currency} />
                </p>
                <AddServiceButton service={service} cartHref={cartHref} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
