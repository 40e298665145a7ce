export { QuotesScreen } from './quotes-screen.js';
export type { QuotesScreenProps } from './quotes-screen.js';
