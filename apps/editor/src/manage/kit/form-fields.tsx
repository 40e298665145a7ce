// The fields a record's form repeats from screen to screen, each declared with the screen's texts: the group
// (a fieldset with its legend), a group of checkboxes, the address (it follows the name until the owner types
// in it), the price (its label shows the currency's symbol), an amount, a count and a few sentences.
import type { ReactNode } from 'react';
import { CheckboxField, TextField, useCurrencySymbol } from '@vitrina/ui-kit';
import type { TextFieldProps } from '@vitrina/ui-kit';
import { DeriveSlug } from './derive-slug.js';

export interface FieldGroupProps {
  legend: string;
  /** The fieldset's class: `vbl-form__group` unless the screen lays its groups out otherwise. */
  className?: string;
  children: ReactNode;
}

/** One group of a record's form: a fieldset with its legend. */
export function FieldGroup({ legend, className = 'vbl-form__group', children }: FieldGroupProps) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** One checkbox of a CheckGroup: its formik field and texts. */
export interface Check {
  name: string;
  label: string;
  hint?: string;
}

/** A group of yes/no choices (a fieldset with its legend), one CheckboxField each, in the order given. */
export function CheckGroup({ checks, ...group }: Omit<FieldGroupProps, 'children'> & { checks: readonly Check[] }) {
  return (
    <FieldGroup {...group}>
      {checks.map((check) => (
        <CheckboxField key={check.name} {...check} />
      ))}
    </FieldGroup>
  );
}

/** A few sentences (a description, a note): a TextField of three rows. */
export function ParagraphsField(props: Omit<Extract<TextFieldProps, { multiline: true }>, 'multiline' | 'rows'>) {
  return <TextField {...props} multiline rows={3} />;
}

/** A one-line TextField's props, less what a number field decides itself. */
export type NumberFieldProps = Omit<Extract<TextFieldProps, { multiline?: false }>, 'numeric' | 'inputMode' | 'multiline'>;

/**
 * An amount (a price, a discount, a rate, a refund): digits and one separator, the decimal keyboard on a
 * phone; `money`: read as the owner's language writes amounts (1,250.00 / 1.250,00).
 */
export function AmountField({ money, ...field }: NumberFieldProps & { money?: boolean }) {
  return <TextField {...field} numeric={money ? 'money' : true} inputMode="decimal" />;
}

/** A whole number (minutes, a quantity): the number keyboard on a phone; `digitsOnly` keeps out anything else. */
export function CountField({ digitsOnly, ...field }: NumberFieldProps & { digitsOnly?: boolean }) {
  return <TextField {...field} numeric={digitsOnly} inputMode="numeric" />;
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
  return <AmountField name="price" money={numeric === 'money'} label={label(symbol)} required {...field} />;
}
