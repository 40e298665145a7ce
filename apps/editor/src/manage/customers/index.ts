// The back office's Customers screen (mounted at /manage/customers).
export { CustomersScreen } from './customers-screen.js';
export type { CustomersScreenProps } from './customers-screen.js';
