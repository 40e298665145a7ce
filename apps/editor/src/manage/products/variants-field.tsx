// The product's options and stock (spec §3 variant): the kind of options — none (one stock count), colours
// (a swatch each), sizes or other options — and a row per option with its name, swatch, own price, units
// in stock and picture. Rows are added and removed with buttons; every control is labelled with its row.
// Last, the product's low-stock threshold (issue 26): empty uses the default, 0 never marks it low.
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@vitrina/core-model';
import { PRODUCT_VARIANTS_MAX, PRODUCT_VARIANT_KINDS } from '@vitrina/validation';
import { Button, SelectField, TextField, useCurrencySymbol } from '@vitrina/ui-kit';
import { ImageUpload } from '../../uploads/index.js';
import { emptyVariant, withVariantKind } from './product-form-values.js';
import type { ProductFormValues, VariantKind, VariantRowValues } from './product-form-values.js';

/** A new kind of options reshapes the rows (see withVariantKind). */
function KindSync() {
  const { values, setFieldValue } = useFormikContext<ProductFormValues>();
  const last = useRef<VariantKind>(values.variant_type);
  useEffect(() => {
    if (values.variant_type === last.current) return;
    const before = { ...values, variant_type: last.current };
    last.current = values.variant_type;
    void setFieldValue('variants', withVariantKind(before, values.variant_type), false);
  }, [values, setFieldValue]);
  return null;
}

function OptionRow({
  clientId,
  row,
  index,
  count,
  currency,
}: {
  clientId: number;
  row: VariantRowValues;
  index: number;
  count: number;
  /** ISO 4217 code of the business or the order. */
  currency: string;
}) {
  const { t } = useTranslation(['manage']);
  const currencySymbol = useCurrencySymbol(currency);
  const { values, setFieldValue } = useFormikContext<ProductFormValues>();
  const n = index + 1;
  const path = `variants.${index}`;
  const legend = row.name.trim() || t('manage:products.form.option', { n });
  return (
    <li className="vbp-option">
      <fieldset className="vbp-option__fields">
        <legend className="vbp-option__legend">{legend}</legend>
        <TextField
          name={`${path}.name`}
          label={t('manage:products.form.optionName')}
          required
          maxLength={60}
          className="vbp-option__name"
        />
        {values.variant_type === 'color' ? (
          <TextField name={`${path}.swatch`} type="color" label={t('manage:products.form.swatch')} className="vbp-option__swatch" />
        ) : null}
        <TextField
          name={`${path}.price`}
          numeric="money"
          inputMode="decimal"
          label={t('manage:products.form.optionPrice', { symbol: currencySymbol })}
          hint={t('manage:products.form.optionPriceHint')}
          className="vbp-option__price"
        />
        <TextField
          name={`${path}.stock`}
          inputMode="numeric"
          label={t('manage:products.form.stock')}
          required
          className="vbp-option__stock"
        />
        <div className="vbp-option__image">
          <ImageUpload
            key={row.image ?? 'none'}
            kind="asset_image"
            clientId={clientId}
            label={t('manage:products.form.optionImage')}
            value={row.image}
            onUploaded={({ url }) => void setFieldValue(`${path}.image`, url)}
          />
          {row.image ? (
            <Button variant="secondary" onClick={() => void setFieldValue(`${path}.image`, null)}>
              {t('manage:products.form.removeOptionImage', { n })}
            </Button>
          ) : null}
        </div>
      </fieldset>
      {count > 1 ? (
        <Button
          variant="secondary"
          className="vbp-option__remove"
          onClick={() =>
            void setFieldValue(
              'variants',
              values.variants.filter((_, i) => i !== index),
            )
          }
        >
          {t('manage:products.form.removeOption', { n })}
        </Button>
      ) : null}
    </li>
  );
}

export function VariantsField({ clientId, currency }: { clientId: number; currency: string }) {
  const { t } = useTranslation(['manage']);
  const { values, errors, setFieldValue } = useFormikContext<ProductFormValues>();
  const none = values.variant_type === 'none';
  const listError = typeof errors.variants === 'string' ? errors.variants : '';
  return (
    <fieldset className="vbl-form__group vbp-variants">
      <legend>{t('manage:products.form.variants')}</legend>
      <KindSync />
      <SelectField
        name="variant_type"
        label={t('manage:products.form.variantType')}
        options={PRODUCT_VARIANT_KINDS.map((kind) => ({ value: kind, label: t(`manage:products.form.variantTypes.${kind}`) }))}
        placeholder={false}
        className="vbp-variants__kind"
      />
      {none ? (
        <TextField
          name="variants.0.stock"
          inputMode="numeric"
          label={t('manage:products.form.stock')}
          required
          className="vbp-option__stock"
        />
      ) : (
        <>
          <ol className="vbp-options">
            {values.variants.map((row, index) => (
              <OptionRow key={row.key} clientId={clientId} row={row} index={index} count={values.variants.length} currency={currency} />
            ))}
          </ol>
          {values.variants.length < PRODUCT_VARIANTS_MAX ? (
            <Button
              variant="secondary"
              className="vbp-variants__add"
              onClick={() => void setFieldValue('variants', [...values.variants, emptyVariant(values.variant_type)])}
            >
              {t('manage:products.form.addOption')}
            </Button>
          ) : null}
        </>
      )}
      {listError ? <p className="vk-field__error">{t(listError, { defaultValue: listError })}</p> : null}
      <TextField
        name="low_stock_threshold"
        inputMode="numeric"
        label={t('manage:products.form.lowStockThreshold')}
        hint={t('manage:products.form.lowStockThresholdHint', { units: DEFAULT_LOW_STOCK_THRESHOLD })}
        className="vbp-variants__threshold"
      />
    </fieldset>
  );
}
