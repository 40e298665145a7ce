// /service/{slug} and /store/service/{slug} (spec §2 "Detail view of one ... service"; §3 service;
// issue 15): images, name, price ("Price on request", "Every month"), description, Add to cart (refused up
// front when it would break a §5 order rule) and, for a service also offered in the appointment wizard, a
// Book link to /appointment. An unknown slug was sent to /not-found by the loader.
import { useStoreServiceQuery } from '@vitrina/api-client';
import type { PublicService } from '@vitrina/api-client';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { LoadState } from '../store/load-state.js';
import { DetailArticle, DetailDescription, DetailTitle } from '../store/detail-page.js';
import { ProductGallery } from '../store/product-gallery.js';
import { AddServiceButton } from './add-service.js';
import { ServicePrice, pricedService } from './service-price.js';

function ServiceView({ service, inStore }: { service: PublicService; inStore: boolean }) {
  const { t } = useTranslation(['commerce']);
  const { site, hrefFor } = useSiteContext();
  const currency = site.client.currency_code;
  const images = service.images.filter((src, i, all) => src.trim() && all.indexOf(src) === i);
  return (
    <DetailArticle
      className="site-product site-service"
      titleId="service-title"
      back={{
        to: hrefFor(inStore ? '/store' : '/services-store'),
        label: t('commerce:servicesStore.backToServices'),
        className: 'site-product__back',
      }}
    >
      <div className={images.length > 0 ? 'site-product__layout' : 'site-product__layout site-service__layout--text'}>
        {images.length > 0 && <ProductGallery images={images} name={service.name} />}
        <div className="site-product__details">
          <DetailTitle titleId="service-title" title={service.name} priceLabel={t('commerce:service.price')}>
            <ServicePrice service={pricedService(service)} currency={currency} />
          </DetailTitle>
          <p className="site-service__facts">
            {service.is_subscription && <span className="vs-badge">{t('commerce:service.subscription')}</span>}
            {service.requires_quote && <span className="vs-badge">{t('commerce:service.requestQuote')}</span>}
            {service.duration_minutes > 0 && <span>{t('commerce:servicesStore.duration', { minutes: service.duration_minutes })}</span>}
          </p>
          <div className="site-product__buy site-service__buy">
            <AddServiceButton service={service} cartHref={hrefFor('/services-cart')} />
            {service.bookable && (
              <Link
                className="vk-button vk-button--secondary site-service__book"
                to={hrefFor('/appointment')}
                aria-label={t('commerce:servicesStore.bookOf', { name: service.name })}
              >
                {t('commerce:service.book')}
              </Link>
            )}
          </div>
          {service.is_subscription && <p className="site-product__note">{t('commerce:servicesStore.subscriptionNote')}</p>}
          {service.requires_quote && <p className="site-product__note">{t('commerce:servicesStore.quoteRequest')}</p>}
          <DetailDescription text={service.description} />
        </div>
      </div>
    </DetailArticle>
  );
}

export function ServicePage({ handle }: { handle: PageHandle }) {
  const { site } = useSiteContext();
  const slug = useParams().slug ?? '';
  const { t } = useTranslation(['commerce']);
  const { data: service, isError, isFetching, refetch } = useStoreServiceQuery({ clientId: site.client.id, slug });
  if (!service) {
    const page = { titleId: 'service-title', title: t('commerce:store.servicesStoreTitle') };
    return <LoadState failed={isError && !isFetching} onRetry={() => void refetch()} page={page} />;
  }
  return <ServiceView key={service.id} service={service} inStore={handle.routeId === 'storeServiceDetail'} />;
}
