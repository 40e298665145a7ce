// The fields a record's form repeats from screen to screen, each declared with the screen's texts: the group
// (a fieldset with its legend), the address (it follows the name until the owner types in it) and the price
// (its label shows the currency's symbol).
import type { ReactNode } from 'react';
import { TextField, useCurrencySymbol } from '@vitrina/ui-kit';
import { DeriveSlug } from './derive-slug.js';

/** One group of a record's form: `vbl-form__group` with its legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="vbl-form__group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface SlugFieldProps {
  label: string;
  hint: string;
  required?: boolean;
  /** Whether the address still follows the name (DeriveSlug); false once the owner edited it. */
  follow: boolean;
  /** The owner typed in the address. */
  onEdit: () => void;
  /** The field the address is made from (`name`; Blog's `title`). */
  from?: string;
}

/** The record's address (`slug`, at most 80 characters, no capitals or spelling help), made from its name. */
export function SlugField({ follow, onEdit, from, ...field }: SlugFieldProps) {
  return (
    <>
      <DeriveSlug follow={follow} from={from} />
      <TextField name="slug" {...field} maxLength={80} autoCapitalize="none" spellCheck={false} onInput={onEdit} />
    </>
  );
}

export interface PriceFieldProps {
  /** ISO 4217 code: the label shows its symbol. */
  currency: string;
  label: (symbol: string) => string;
  hint?: string;
  /** `money`: read as the owner's language writes amounts (1,250.00 / 1.250,00). */
  numeric?: 'money';
  className?: string;
}

/** The record's price (`price`, required). */
export function PriceField({ currency, label, numeric, ...field }: PriceFieldProps) {
  const symbol = useCurrencySymbol(currency);
  return <TextField name="price" numeric={numeric ?? true} inputMode="decimal" label={label(symbol)} required {...field} />;
}
