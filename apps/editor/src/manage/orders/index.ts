// The back office's Orders screen (mounted at /manage/orders).
export { OrdersScreen } from './orders-screen.js';
export type { OrdersScreenProps } from './orders-screen.js';
