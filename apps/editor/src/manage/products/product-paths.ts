// Where the Products screen's views live: /manage/products (the list), /manage/products/new and
// /manage/products/{productId}.
import { recordPaths } from '../kit/record-paths.js';

const paths = recordPaths('products');
export const PRODUCTS_PATH = paths.list;
export const NEW_PRODUCT_PATH = paths.create;
export const productPath = paths.of;
export const productsViewOf = paths.viewOf;
