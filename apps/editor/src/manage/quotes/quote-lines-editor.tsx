// The lines of a new quote or invoice: each a service, a product or free text, with a name, description,
// unit price and quantity. Choosing a service or product fills in its name, description and price (the
// owner may change them: it is a quote). Adding a line moves focus to it; removing one moves focus to the
// add buttons; both are announced.
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@vitrina/i18n';
import type { OwnerProductSummary, OwnerService } from '@vitrina/api-client/back-office';
import { Button, Money, TextField } from '@vitrina/ui-kit';
import { AmountField, CountField } from '../kit/index.js';
import { Announcement, FieldError, useListEditing } from '../list-editing.js';
import { newLine, unitPriceCentsIn } from './quote-form-values.js';
import type { LineSource, QuoteFormValues, QuoteLineFormValues } from './quote-form-values.js';

export interface LinesEditorProps {
  services: readonly OwnerService[];
  products: readonly OwnerProductSummary[];
  currency: string;
}

function ChoiceSelect({
  index,
  line,
  services,
  products,
}: { index: number; line: QuoteLineFormValues } & Omit<LinesEditorProps, 'currency'>) {
  const { t } = useTranslation(['manage', 'validation']);
  const { setFieldValue, errors, touched } = useFormikContext<QuoteFormValues>();
  const field = line.source === 'service' ? 'service_id' : 'product_id';
  const path = `lines.${index}.${field}`;
  const { submitCount } = useFormikContext<QuoteFormValues>();
  const error = submitCount > 0 || getIn(touched, path) ? (getIn(errors, path) as string | undefined) : undefined;
  const options = line.source === 'service' ? services : products;
  const id = `vq-line-${line.key}-choice`;
  function choose(value: string) {
    const chosen = options.find((o) => String(o.id) === value);
    void setFieldValue(path, chosen ? chosen.id : null);
    if (!chosen) return;
    void setFieldValue(`lines.${index}.name`, chosen.name);
    void setFieldValue(`lines.${index}.unit_price`, chosen.price);
    if ('description' in chosen) void setFieldValue(`lines.${index}.description`, chosen.description.slice(0, 2000));
  }
  return (
    <div className={['vk-field', error && 'vk-field--invalid'].filter(Boolean).join(' ')}>
      <label className="vk-field__label" htmlFor={id}>
        {t(line.source === 'service' ? 'manage:quotes.form.service' : 'manage:quotes.form.product')}
      </label>
      <select
        id={id}
        className="vk-input vk-select"
        value={line[field] === null ? '' : String(line[field])}
        onChange={(e) => choose(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-line-first
      >
        <option value="">{t('manage:quotes.form.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function LinesEditor({ services, products, currency }: LinesEditorProps) {
  const { t, i18n } = useTranslation(['manage', 'validation']);
  const locale = currentLocale(i18n);
  const { values, errors } = useFormikContext<QuoteFormValues>();
  const { announce, setAnnounce, listRef, addRef, focusInList, focusAdd } = useListEditing();
  const linesError = typeof errors.lines === 'string' ? errors.lines : undefined;

  const focusLine = (key: string) => focusInList(`[data-line-key="${key}"] [data-line-first], [data-line-key="${key}"] input`);

  return (
    <FieldArray name="lines">
      {(helpers) => {
        const add = (source: LineSource) => {
          const line = newLine(source);
          helpers.push(line);
          setAnnounce(t('manage:quotes.form.lineAdded', { n: values.lines.length + 1 }));
          focusLine(line.key);
        };
        return (
          <fieldset className="vq-lines">
            <legend>{t('manage:quotes.form.lines')}</legend>
            <ol ref={listRef} className="vq-lines__list">
              {values.lines.map((line, i) => {
                const cents = unitPriceCentsIn(line, locale) * (/^\d+$/.test(line.quantity) ? Number(line.quantity) : 0);
                return (
                  <li key={line.key} data-line-key={line.key} className="vq-line">
                    <fieldset>
                      <legend className="vq-line__legend">
                        {t('manage:quotes.form.line', { n: i + 1 })} ·{' '}
                        {t(`manage:quotes.form.${line.source === 'text' ? 'freeText' : line.source}`)}
                      </legend>
                      <div className="vq-line__grid">
                        {line.source !== 'text' ? <ChoiceSelect index={i} line={line} services={services} products={products} /> : null}
                        <TextField name={`lines.${i}.name`} label={t('manage:quotes.form.lineName')} required maxLength={300} />
                        <AmountField money name={`lines.${i}.unit_price`} label={t('manage:quotes.form.unitPrice')} required />
                        <CountField name={`lines.${i}.quantity`} label={t('manage:quotes.form.quantity')} required digitsOnly />
                        <TextField
                          name={`lines.${i}.description`}
                          label={t('manage:quotes.form.description')}
                          multiline
                          rows={2}
                          maxLength={2000}
                          className="vq-line__description"
                        />
                      </div>
                      <p className="vq-line__total">
                        {t('manage:quotes.form.lineTotal')}: <Money cents={cents} currency={currency} />
                      </p>
                      <Button
                        type="button"
                        variant="link"
                        onClick={() => {
                          helpers.remove(i);
                          setAnnounce(t('manage:quotes.form.lineRemoved'));
                          focusAdd();
                        }}
                      >
                        {t('manage:quotes.form.removeLine', { n: i + 1 })}
                      </Button>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <FieldError error={linesError} />
            <div ref={addRef} className="vq-lines__add">
              <Button type="button" variant="secondary" onClick={() => add('service')} disabled={services.length === 0}>
                {t('manage:quotes.form.addService')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => add('product')} disabled={products.length === 0}>
                {t('manage:quotes.form.addProduct')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => add('text')}>
                {t('manage:quotes.form.addText')}
              </Button>
            </div>
            <Announcement text={announce} />
          </fieldset>
        );
      }}
    </FieldArray>
  );
}
