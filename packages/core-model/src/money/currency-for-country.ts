// The currency symbol a new business starts with (spec §3 client.currency.symbol), from its country: the
// country's currency (ISO 3166-1 → ISO 4217, `country-to-currency`) written as Intl writes its narrow
// symbol (€ for Spain, $ for Mexico and the United States, £ for the United Kingdom). The owner can change
// it in Business settings; an unknown country keeps the default `$`.
import countryToCurrency from 'country-to-currency';
import { DEFAULT_CURRENCY_SYMBOL } from '../constants.js';

/** The §5 limit of a currency symbol. */
const SYMBOL_MAX_LENGTH = 4;

export function currencySymbolForCountry(countryCode: string): string {
  const code = countryCode.trim().toUpperCase() as keyof typeof countryToCurrency;
  const currency = Object.hasOwn(countryToCurrency, code) ? countryToCurrency[code] : undefined;
  if (!currency) return DEFAULT_CURRENCY_SYMBOL;
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    const symbol = parts.find((p) => p.type === 'currency')?.value ?? currency;
    return symbol.length <= SYMBOL_MAX_LENGTH ? symbol : currency;
  } catch {
    return DEFAULT_CURRENCY_SYMBOL;
  }
}
