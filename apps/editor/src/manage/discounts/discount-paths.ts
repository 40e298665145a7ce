// Where the Discount codes screen's views live: /manage/discounts (the list), /manage/discounts/new and
// /manage/discounts/{codeId}.
import { recordPaths } from '../kit/record-paths.js';

const paths = recordPaths('discounts');
export const DISCOUNTS_PATH = paths.list;
export const NEW_DISCOUNT_PATH = paths.create;
export const discountPath = paths.of;
export const discountsViewOf = paths.viewOf;
