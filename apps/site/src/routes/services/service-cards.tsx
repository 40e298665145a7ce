// The services of /services-store and of /store's Services tab (spec §2; issue 15): image, name linking to
// the service's page, description, price ("Price on request", "Every month") and Add to cart.
import type { PublicService } from '@vitrina/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { AddServiceButton } from './add-service.js';
import { ServicePrice, pricedService } from './service-price.js';

/** /service/{slug}; under /store, /store/service/{slug}. */
export const servicePath = (service: Pick<PublicService, 'slug'>, inStore = false) =>
  `${inStore ? '/store' : ''}/service/${encodeURIComponent(service.slug)}`;

export function ServiceCards({ services, inStore = false }: { services: readonly PublicService[]; inStore?: boolean }) {
  const { t } = useTranslation(['commerce']);
  const { site, hrefFor } = useSiteContext();
  const currency = site.client.currency_code;
  return (
    <ul className="site-services" aria-label={t('commerce:servicesStore.listLabel')}>
      {services.map((service) => {
        const image = service.images.find((src) => src.trim());
        return (
          <li key={service.id}>
            <article className="vs-card site-service-card" aria-labelledby={`service-card-${service.id}`}>
              {image && <img className="vs-card__image" src={image} alt="" width={400} height={300} loading="lazy" decoding="async" />}
              <div className="vs-card__body site-service-card__body">
                <h2 id={`service-card-${service.id}`} className="vs-card__title site-service-card__title">
                  <Link to={hrefFor(servicePath(service, inStore))}>{service.name}</Link>
                </h2>
                {service.is_subscription && <span className="vs-badge site-service-card__badge">{t('commerce:service.subscription')}</span>}
                {service.description.trim() && <p className="site-service-card__description">{service.description}</p>}
                <p className="site-service-card__meta">
                  <ServicePrice service={pricedService(service)} currency={currency} />
                </p>
                <AddServiceButton service={service} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
