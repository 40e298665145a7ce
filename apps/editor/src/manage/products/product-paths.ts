// Where the Products screen's views live: /manage/products (the list), /manage/products/new and
// /manage/products/{productId}.
import { screenPath } from '../screen-path.js';

export const PRODUCTS_PATH = screenPath('products');
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const productPath = (productId: number) => `${PRODUCTS_PATH}/${productId}`;

export type ProductsView = { name: 'list' } | { name: 'new' } | { name: 'edit'; productId: number } | { name: 'unknown' };

/** The view a path names; anything under /manage/products that is no view is `unknown`. */
export function productsViewOf(pathname: string): ProductsView {
  const rest = pathname.startsWith(PRODUCTS_PATH) ? pathname.slice(PRODUCTS_PATH.length).replace(/\/+$/, '') : '';
  if (rest === '') return { name: 'list' };
  if (rest === '/new') return { name: 'new' };
  const id = /^\/([1-9][0-9]{0,9})$/.exec(rest)?.[1];
  return id ? { name: 'edit', productId: Number(id) } : { name: 'unknown' };
}
