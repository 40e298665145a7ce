import { formatMoney } from '@vitrina/i18n';

export interface MoneyProps {
  /** Amount in minor units (cents, core-model's `toMinorUnits`); null shows 0.00 (spec §5 "empty gives 0.00"). */
  cents: number | null | undefined;
  /** The client's currency symbol (client.currency.symbol); formatMoney's default ($, spec §9) otherwise. */
  symbol?: string;
  className?: string;
}

/** An amount as spec §5 shows money: thousands separated by commas, exactly two decimals. */
export function Money({ cents, symbol, className }: MoneyProps) {
  return <span className={className ? `vk-money ${className}` : 'vk-money'}>{formatMoney(cents, symbol)}</span>;
}
