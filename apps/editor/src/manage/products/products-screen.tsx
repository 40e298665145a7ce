// The back office's Products screen (spec §3 product and variant; issue 13): the list at /manage/products,
// a new product at /manage/products/new and one product at /manage/products/{productId}. Owners and
// managers use it (core-model canUseScreen); the API refuses anyone else, and writes on freemium sites.
import '../kit/kit.css';
import './products.css';
import { RecordRoutes } from '../kit/record-routes.js';
import { ProductEditor } from './product-editor.js';
import { ProductList } from './product-list.js';
import { productsViewOf } from './product-paths.js';

export interface ProductsScreenProps {
  /** The business whose store this is (the host's client). */
  clientId: number;
}

export function ProductsScreen({ clientId }: ProductsScreenProps) {
  return <RecordRoutes clientId={clientId} viewOf={productsViewOf} list={ProductList} editor={ProductEditor} />;
}
