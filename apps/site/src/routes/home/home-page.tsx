// Home (spec §2): every section of the site in its ordering (the store section inserted per §4, with the
// featured products its loader fetched, issue 13); the header and footer are the layout's. After a plan
// denial (spec §4) it shows the §8 error toast.
import { storeApi } from '@vitrina/api-client';
import { SiteSections } from '@vitrina/sections';
import { useSelector } from 'react-redux';
import { useSiteContext } from '../../app/site-context.js';
import type { SiteState } from '../../store/create-store.js';
import { featuredArgs } from '../store/store-loaders.js';
import { useDeniedToast } from './use-denied-toast.js';
import { useScrollToHash } from './use-scroll-to-hash.js';

const AROUND_THE_PAGE = ['header', 'footer'] as const;

export function HomePage() {
  const { site, hrefFor, openContact } = useSiteContext();
  const products = useSelector((state: SiteState) => storeApi.endpoints.storeProducts.select(featuredArgs(site))(state).data);
  useDeniedToast();
  useScrollToHash();
  return <SiteSections site={site} mode="view" hrefFor={hrefFor} onContact={openContact} exclude={AROUND_THE_PAGE} products={products} />;
}
