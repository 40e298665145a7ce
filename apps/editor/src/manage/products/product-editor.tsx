// The Products screen's product view: /manage/products/new starts an empty product, /manage/products/{id}
// loads one (a product just created arrives with the navigation, so the form stays on screen).
import { useLocation } from 'react-router';
import { useOwnerProductQuery, useStoreSettingsQuery } from '@vitrina/api-client/back-office';
import type { OwnerProductEntry } from '@vitrina/api-client/back-office';
import { RecordEditor } from '../kit/record-editor.js';
import type { RecordEditorRouteProps } from '../kit/record-routes.js';
import { ProductForm } from './product-form.js';
import { PRODUCTS_PATH } from './product-paths.js';

const FRAME = { texts: 'products.form', titleId: 'vbp-title', className: 'vbl-blog vbp-products', backTo: PRODUCTS_PATH } as const;

function handedOver(state: unknown, productId: number | null): OwnerProductEntry | null {
  const product = (state as { product?: OwnerProductEntry } | null)?.product;
  return product && product.id === productId ? product : null;
}

/** `id`: the product to edit; null for a new one. */
export function ProductEditor({ clientId, id: productId }: RecordEditorRouteProps) {
  const known = handedOver(useLocation().state, productId);
  const query = useOwnerProductQuery(
    { clientId, productId: productId ?? 0 },
    { skip: productId === null || known !== null, refetchOnMountOrArgChange: true },
  );
  const currency = useStoreSettingsQuery(clientId).data?.currency ?? 'USD';
  const product = known ?? query.data ?? null;
  const form =
    productId === null || product ? (
      <ProductForm key={product?.id ?? 'new'} clientId={clientId} product={product} currency={currency} />
    ) : null;
  return <RecordEditor frame={FRAME} isNew={productId === null} query={query} form={form} />;
}
