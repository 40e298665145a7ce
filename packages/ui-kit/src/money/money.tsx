import { formatMoney } from '@vitrina/i18n';

export interface MoneyProps {
  /** Amount in currency units; empty values show 0.00 (spec §5 "Money display"). */
  amount: number | string | null | undefined;
  /** The client's currency symbol (client.currency.symbol); formatMoney's default ($, spec §9) otherwise. */
  symbol?: string;
  className?: string;
}

/** An amount as spec §5 shows money: thousands separated by commas, exactly two decimals. */
export function Money({ amount, symbol, className }: MoneyProps) {
  return <span className={className ? `vk-money ${className}` : 'vk-money'}>{formatMoney(amount, symbol)}</span>;
}
