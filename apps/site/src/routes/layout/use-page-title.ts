// Keeps document.title in step with the page after client-side navigation (the server writes the
// first one into the HTML).
import { blogApi, storeApi } from '@vitrina/api-client';
import type { SiteData } from '@vitrina/core-model';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { META_NAMESPACES, pageMeta } from '../../seo/page-meta.js';
import type { SiteState } from '../../store/create-store.js';
import type { PageHandle } from '../route-table.js';

export function usePageTitle(site: SiteData | null, handle: PageHandle | null): void {
  const { t } = useTranslation(META_NAMESPACES);
  const { slug } = useParams();
  const clientId = site?.client.id ?? 0;
  const post = useSelector((state: SiteState) =>
    handle?.page === 'blogPost' && slug ? blogApi.endpoints.blogPost.select({ clientId, slug })(state).data : null,
  );
  const product = useSelector((state: SiteState) =>
    handle?.page === 'product' && slug ? storeApi.endpoints.storeProduct.select({ clientId, slug })(state).data : null,
  );
  const { title } = pageMeta({ handle, site, t, post, product });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
