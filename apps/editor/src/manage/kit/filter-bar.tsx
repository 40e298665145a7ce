// The filter bar above a back-office list: a search box and the screen's choices (status, kind, sort…),
// judged on the server. The search applies on Enter or the Search button; a new choice applies at once.
// It is a `search` landmark named by the screen; every control is a labelled native input or select, so
// keyboard and screen-reader behaviour are those of the browser.
import { Form, Formik } from 'formik';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import type { SelectOption } from '@vitrina/ui-kit';
import { SubmitOnChange } from '../submit-on-change.js';

/** What every filter bar holds: the search text, and the screen's choices beside it. */
export interface FilterValues {
  q: string;
}

export interface FilterChoice<V extends FilterValues> {
  name: Exclude<keyof V & string, 'q'>;
  label: string;
  options: readonly SelectOption[];
  /**
   * How much room the select takes in the row: `fixed` (12rem), `wide` (14rem), or its own width when
   * left out (the screens differ today, and the kit keeps how each looks).
   */
  width?: 'fixed' | 'wide';
}

export interface FilterBarTexts {
  /** The name of the search landmark. */
  filters: string;
  search: string;
  searchHint: string;
  searchButton: string;
}

export interface FilterBarProps<V extends FilterValues> {
  value: V;
  /** Called with the search text trimmed, on submit or when a choice changes. */
  onChange: (value: V) => void;
  choices: readonly FilterChoice<V>[];
  texts: FilterBarTexts;
  /** The screen's own class beside the kit's, for its layout rules. */
  className?: string;
}

const CHOICE_CLASS = { fixed: 'vmk-filters__choice', wide: 'vmk-filters__choice vmk-filters__choice--wide' } as const;

export function FilterBar<V extends FilterValues>({ value, onChange, choices, texts, className }: FilterBarProps<V>) {
  return (
    <Formik<V> initialValues={value} onSubmit={(values) => onChange({ ...values, q: values.q.trim() })}>
      <Form role="search" aria-label={texts.filters} className={['vmk-filters', className].filter(Boolean).join(' ')} noValidate>
        <TextField name="q" type="search" label={texts.search} hint={texts.searchHint} maxLength={200} className="vmk-filters__search" />
        {choices.map((choice) => (
          <SelectField
            key={choice.name}
            name={choice.name}
            label={choice.label}
            options={choice.options}
            placeholder={false}
            className={choice.width ? CHOICE_CLASS[choice.width] : undefined}
          />
        ))}
        <Button type="submit" variant="secondary" className="vmk-filters__submit">
          {texts.searchButton}
        </Button>
        <SubmitOnChange<V> fields={choices.map((choice) => choice.name)} />
      </Form>
    </Formik>
  );
}

/** The options of a choice whose values are translated one by one (`manage:orders.statuses.paid`…). */
export const optionsOf = <T extends string>(values: readonly T[], label: (value: T) => string): SelectOption[] =>
  values.map((value) => ({ value, label: label(value) }));

/** One choice of a bar: its field, its label, the values in the order listed and each one's text. */
export const choiceOf = <V extends FilterValues, T extends string>(
  name: FilterChoice<V>['name'],
  label: string,
  values: readonly T[],
  text: (value: T) => string,
  width?: FilterChoice<V>['width'],
): FilterChoice<V> => ({ name, label, options: optionsOf(values, text), width });
