// The back office's Discount codes screen (issue 30): the list at /manage/discounts, a new code at
// /manage/discounts/new and one code (its form and its uses) at /manage/discounts/{codeId}. Owners and
// managers use it (core-model canUseScreen 'discounts').
import '../kit/kit.css';
import '../products/products.css';
import '../services/services.css';
import './discounts.css';
import { RecordRoutes } from '../kit/record-routes.js';
import { DiscountEditor } from './discount-editor.js';
import { DiscountList } from './discount-list.js';
import { discountsViewOf } from './discount-paths.js';

export function DiscountsScreen({ clientId }: { clientId: number }) {
  return <RecordRoutes clientId={clientId} viewOf={discountsViewOf} list={DiscountList} editor={DiscountEditor} />;
}
