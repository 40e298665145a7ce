export { Money } from './money.js';
export type { MoneyProps } from './money.js';
