// The Products screen's product view: /manage/products/new starts an empty product, /manage/products/{id}
// loads one (a product just created arrives with the navigation, so the form stays on screen).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useOwnerProductQuery, useStoreSettingsQuery } from '@vitrina/api-client/back-office';
import type { OwnerProductEntry } from '@vitrina/api-client/back-office';
import { Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
import { ProductForm } from './product-form.js';
import { PRODUCTS_PATH } from './product-paths.js';

export interface ProductEditorProps {
  clientId: number;
  /** The product to edit; null for a new one. */
  productId: number | null;
}

function handedOver(state: unknown, productId: number | null): OwnerProductEntry | null {
  const product = (state as { product?: OwnerProductEntry } | null)?.product;
  return product && product.id === productId ? product : null;
}

export function ProductEditor({ clientId, productId }: ProductEditorProps) {
  const { t } = useTranslation(['manage']);
  const location = useLocation();
  const known = handedOver(location.state, productId);
  const query = useOwnerProductQuery(
    { clientId, productId: productId ?? 0 },
    { skip: productId === null || known !== null, refetchOnMountOrArgChange: true },
  );
  const currency = useStoreSettingsQuery(clientId).data?.currency ?? 'USD';
  const product = known ?? query.data ?? null;
  const notFound = query.isError && query.error && 'status' in query.error && query.error.status === 404;

  let body;
  if (productId === null) {
    body = <ProductForm key="new" clientId={clientId} product={null} currency={currency} />;
  } else if (product) {
    body = <ProductForm key={product.id} clientId={clientId} product={product} currency={currency} />;
  } else if (query.isLoading) {
    body = <Spinner label={t('manage:products.form.loading')} />;
  } else if (notFound) {
    body = <p className="vb-state">{t('manage:products.form.notFound')}</p>;
  } else {
    body = (
      <LoadFailed
        error={query.error}
        message={t('manage:products.form.loadFailed')}
        retryLabel={t('manage:products.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <ScreenFrame
      titleId="vbp-title"
      title={t(productId === null ? 'manage:products.form.newTitle' : 'manage:products.form.editTitle')}
      intro={t('manage:products.form.intro')}
      className="vbl-blog vbp-products"
    >
      <Link className="vbl-link vbl-back" to={PRODUCTS_PATH}>
        {t('manage:products.form.back')}
      </Link>
      {body}
    </ScreenFrame>
  );
}
