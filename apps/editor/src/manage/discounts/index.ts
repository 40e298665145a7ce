// The back office's Discount codes screen (mounted at /manage/discounts).
export { DiscountsScreen } from './discounts-screen.js';
