import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol, currentLocale, formatMoney } from '@vitrina/i18n';

/**
 * Money in the page's language: `(cents, 'EUR')` → `1.234,50 €` on a Spanish page, `€1,234.50` on an English
 * one. The currency is the business's (or the order's) ISO 4217 code, never a typed symbol.
 */
export function useFormatMoney(): (cents: number | null | undefined, currency: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return useCallback((cents, currency) => formatMoney(cents, currency, locale), [locale]);
}

/** The currency's symbol in the page's language, for labels like "Price (€)". */
export function useCurrencySymbol(currency: string | null | undefined): string {
  const { i18n } = useTranslation();
  return currencySymbol(currency, currentLocale(i18n));
}

export interface MoneyProps {
  /** Amount in minor units (cents, core-model's `toMinorUnits`); null shows 0.00 (spec §5 "empty gives 0.00"). */
  cents: number | null | undefined;
  /** ISO 4217 code of the business or of the order (`EUR`); USD (spec §9's `$`) when missing. */
  currency: string | null | undefined;
  className?: string;
}

/** An amount in its currency, formatted for the page's language (core-model's one `formatMoney`). */
export function Money({ cents, currency, className }: MoneyProps) {
  const format = useFormatMoney();
  return <span className={className ? `vk-money ${className}` : 'vk-money'}>{format(cents, currency)}</span>;
}
