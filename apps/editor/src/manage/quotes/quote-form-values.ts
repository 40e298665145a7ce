// The create form's values and how they become the API's QuoteInput: ids stay numbers (null when none),
// amounts typed in the owner's language (en 1,234.50, es 1.234,50) become the plain text the API reads
// (quoteValuesIn), which validation's quoteSchema then checks. A customer's quote request opens
// the same form pre-filled with its lines, to price it.
import type { OwnerQuote, QuoteInput } from '@vitrina/api-client/back-office';
import { computeTotals } from '@vitrina/commerce';
import type { Totals } from '@vitrina/commerce';
import { parseMoneyInputIn, plainMoneyInput } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { quoteSchema } from '@vitrina/validation';

export type LineSource = 'service' | 'product' | 'text';

export interface QuoteLineFormValues {
  /** A stable key for React while lines are added and removed. */
  key: string;
  source: LineSource;
  service_id: number | null;
  product_id: number | null;
  name: string;
  description: string;
  unit_price: string;
  quantity: string;
}

export interface QuoteFormValues {
  kind: 'quote' | 'invoice';
  email: string;
  name: string;
  lines: QuoteLineFormValues[];
  discount: string;
  due_date: string;
  terms: string;
  note: string;
}

let nextKey = 0;
export const newLine = (source: LineSource, more: Partial<QuoteLineFormValues> = {}): QuoteLineFormValues => ({
  key: `line-${(nextKey += 1)}`,
  source,
  service_id: null,
  product_id: null,
  name: '',
  description: '',
  unit_price: '',
  quantity: '1',
  ...more,
});

export const emptyQuote = (): QuoteFormValues => ({
  kind: 'quote',
  email: '',
  name: '',
  lines: [],
  discount: '',
  due_date: '',
  terms: '',
  note: '',
});

/** A quote request's lines and terms as the form edits them (its kind and customer stay the request's). */
export const quoteFormValuesOf = (quote: OwnerQuote): QuoteFormValues => ({
  kind: 'quote',
  email: quote.email,
  name: quote.customer_name || quote.email,
  lines: quote.lines.map((l) =>
    newLine(l.source, {
      service_id: l.service_id,
      product_id: l.product_id,
      name: l.name,
      description: l.description,
      unit_price: l.each_price,
      quantity: String(l.quantity),
    }),
  ),
  discount: quote.discount === '0.00' ? '' : quote.discount,
  due_date: quote.due_date ?? '',
  terms: quote.terms,
  note: quote.note,
});

/** The body the API takes, made plain by the form's own schema (tags stripped, trimmed). */
export function toQuoteInput(values: QuoteFormValues): QuoteInput {
  const cast = quoteSchema.cast({ ...values, lines: values.lines.map(({ key: _key, ...line }) => line) });
  return {
    kind: cast.kind,
    email: cast.email,
    name: cast.name,
    lines: cast.lines.map((l) => ({
      source: l.source,
      service_id: l.source === 'service' ? (l.service_id ?? null) : null,
      product_id: l.source === 'product' ? (l.product_id ?? null) : null,
      name: l.name,
      description: l.description,
      unit_price: l.unit_price,
      quantity: l.quantity,
    })),
    discount: cast.discount,
    due_date: cast.due_date || null,
    terms: cast.terms,
    note: cast.note,
  };
}

/** The values with their amounts as the API reads them (`1234.50`), from the owner's language `locale`. */
export const quoteValuesIn = (values: QuoteFormValues, locale: Locale): QuoteFormValues => ({
  ...values,
  lines: values.lines.map((l) => ({ ...l, unit_price: plainMoneyInput(l.unit_price, locale) })),
  discount: plainMoneyInput(values.discount, locale),
});

/** A line's unit price in minor units, as typed in `locale` (0 while it is no price). */
export const unitPriceCentsIn = (line: Pick<QuoteLineFormValues, 'unit_price'>, locale: Locale): number =>
  parseMoneyInputIn(line.unit_price, locale) ?? 0;

/** The totals the customer will see (commerce computeTotals, as the API computes them; no shipping); amounts as typed in `locale`. */
export function formTotals(values: Pick<QuoteFormValues, 'lines' | 'discount'>, taxRate: string, locale: Locale): Totals {
  return computeTotals({
    lines: values.lines.map((l) => ({
      unitPriceCents: unitPriceCentsIn(l, locale),
      quantity: /^\d+$/.test(l.quantity) ? Number(l.quantity) : 0,
    })),
    discountCents: parseMoneyInputIn(values.discount, locale) ?? 0,
    taxRate,
    shippingRate: '0',
  });
}
