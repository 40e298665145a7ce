export { Money, useCurrencySymbol, useFormatMoney } from './money.js';
export type { MoneyProps } from './money.js';
