// /store and /shop (spec §2 "Store with products and services tabs", "Shop"; issue 13): the active products
// as cards linking to their pages. /store has a Products / Services tab pair when the plan has the services
// store too (issue 15: the services sold online, with Add to cart). No products → the §8 "Products Not
// Available" screen, honest now: it shows only when the business really has none.
import { useStoreProductsQuery } from '@vitrina/api-client';
import { ProductCards } from '@vitrina/sections';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { NotAvailableView } from '../status/not-available-page.js';
import { ServicesPanel } from '../services/services-store-page.js';
import { servicesEnabled } from '../services/services-loaders.js';
import { LoadState } from './load-state.js';
import { storeArgs } from './store-loaders.js';
import { PageFrame } from '../page-frame.js';

type Tab = 'products' | 'services';
const TABS: readonly Tab[] = ['products', 'services'];

function ProductsPanel({ label }: { label: string }) {
  const { site, hrefFor } = useSiteContext();
  const { data: products, isError, isFetching, refetch } = useStoreProductsQuery(storeArgs(site));
  if (!products) return <LoadState failed={isError && !isFetching} onRetry={() => void refetch()} />;
  if (products.length === 0) return <NotAvailableView kind="products" level={2} />;
  const currency = site.client.currency_code;
  return <ProductCards products={products} hrefFor={hrefFor} currency={currency} label={label} />;
}

export function StorePage({ handle }: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce']);
  const [tab, setTab] = useState<Tab>('products');
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const { site } = useSiteContext();
  const isShop = handle.routeId === 'shop';
  const title = isShop ? t('commerce:store.shopTitle') : t('commerce:store.title');
  const productsLabel = t('commerce:storefront.productsTab');

  if (isShop || !servicesEnabled(site)) {
    return (
      <PageFrame name="store" title={title} className="site-store">
        <ProductsPanel label={productsLabel} />
      </PageFrame>
    );
  }

  // WAI-ARIA tabs: arrows, Home and End move between the tabs; Tab goes into the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <PageFrame name="store" title={title} className="site-store">
      <div className="site-tabs" role="tablist" aria-labelledby="store-title">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`store-tab-${name}`}
            className="site-tabs__tab"
            aria-selected={tab === name}
            aria-controls={`store-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {t(name === 'products' ? 'commerce:storefront.productsTab' : 'commerce:storefront.servicesTab')}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          id={`store-panel-${name}`}
          role="tabpanel"
          aria-labelledby={`store-tab-${name}`}
          className="site-tabs__panel"
          hidden={tab !== name}
        >
          {name === 'products' ? <ProductsPanel label={productsLabel} /> : <ServicesPanel inStore />}
        </div>
      ))}
    </PageFrame>
  );
}
