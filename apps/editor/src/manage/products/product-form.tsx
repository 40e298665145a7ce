// The Products screen's form (new and edit): name, the address derived from it with core-model `slugify`
// until the owner edits it, description, SKU, price, active / featured / sold out, pictures (upload with
// progress, reorder) and the options with their stock. Checked with the API's own schema (validation
// productSchema); a refused save keeps everything typed and shows the server's messages on their fields
// (409 slug_taken on the address), anything else as a toast.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOwnerProductMutation, useUpdateOwnerProductMutation } from '@vitrina/api-client/back-office';
import type { OwnerProductEntry } from '@vitrina/api-client/back-office';
import { currentLocale } from '@vitrina/i18n';
import { Button, CheckboxField, TextField, useCurrencySymbol } from '@vitrina/ui-kit';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_NAME_MAX_LENGTH, PRODUCT_SKU_MAX_LENGTH, productSchema } from '@vitrina/validation';
import { DeriveSlug, FormActions, ResourceForm } from '../kit/index.js';
import type { ResourceFormTexts } from '../kit/index.js';
import { DeleteProductDialog } from './delete-product-dialog.js';
import { emptyProduct, formValuesOf, productInputOf, slugFollowsName } from './product-form-values.js';
import { ProductImagesField } from './product-images-field.js';
import { PRODUCTS_PATH, productPath } from './product-paths.js';
import { VariantsField } from './variants-field.js';

const TEXTS: ResourceFormTexts = {
  saved: 'manage:products.form.saved',
  refusals: {
    slugTaken: 'manage:products.form.slugTaken',
    fields: 'manage:products.form.invalid',
    freemium: 'manage:products.form.freemium',
    network: 'errors:network',
    other: 'manage:products.form.saveFailed',
  },
};

export interface ProductFormProps {
  clientId: number;
  /** The product being edited; null for a new one. */
  product: OwnerProductEntry | null;
  /** The client's ISO 4217 currency; the price labels show its symbol. */
  /** ISO 4217 code of the business or the order. */
  currency: string;
}

export function ProductForm({ clientId, product, currency }: ProductFormProps) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  // Prices are read as the owner's language writes them (en 1,250.00, es 1.250,00: issue 26).
  const locale = currentLocale(i18n);
  const currencySymbol = useCurrencySymbol(currency);
  const navigate = useNavigate();
  const [create] = useCreateOwnerProductMutation();
  const [update] = useUpdateOwnerProductMutation();
  const [slugEdited, setSlugEdited] = useState(() => product !== null && !slugFollowsName(formValuesOf(product)));
  const [deleting, setDeleting] = useState(false);

  return (
    <ResourceForm
      record={product}
      valuesOf={formValuesOf}
      empty={emptyProduct}
      inputOf={(values) => productInputOf(values, locale)}
      schema={productSchema}
      save={(input, stored) =>
        stored ? update({ clientId, productId: stored.id, ...input }).unwrap() : create({ clientId, ...input }).unwrap()
      }
      onCreated={(saved) => void navigate(productPath(saved.id), { replace: true, state: { product: saved } })}
      texts={TEXTS}
      className="vbl-form vbp-form"
      labelledBy="vbp-title"
    >
      {({ values, isSubmitting }, stored) => (
        <>
          <DeriveSlug follow={!slugEdited} />
          <fieldset className="vbl-form__group">
            <legend>{t('manage:products.form.details')}</legend>
            <TextField name="name" label={t('manage:products.form.name')} required maxLength={PRODUCT_NAME_MAX_LENGTH} />
            <TextField
              name="slug"
              label={t('manage:products.form.slug')}
              hint={t('manage:products.form.slugHint', { path: `/product/${values.slug}` })}
              required
              maxLength={80}
              autoCapitalize="none"
              spellCheck={false}
              onInput={() => setSlugEdited(true)}
            />
            <TextField
              name="description"
              label={t('manage:products.form.description')}
              multiline
              rows={4}
              maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
            />
            <div className="vbp-form__pair">
              <TextField
                name="price"
                numeric="money"
                inputMode="decimal"
                label={t('manage:products.form.price', { symbol: currencySymbol })}
                hint={t('manage:products.form.priceHint')}
                required
              />
              <TextField
                name="sku"
                label={t('manage:products.form.sku')}
                hint={t('manage:products.form.skuHint')}
                maxLength={PRODUCT_SKU_MAX_LENGTH}
              />
            </div>
          </fieldset>
          <fieldset className="vbl-form__group">
            <legend>{t('manage:products.form.visibility')}</legend>
            <CheckboxField name="active" label={t('manage:products.form.active')} hint={t('manage:products.form.activeHint')} />
            <CheckboxField name="featured" label={t('manage:products.form.featured')} hint={t('manage:products.form.featuredHint')} />
            <CheckboxField name="sold_out" label={t('manage:products.form.soldOut')} hint={t('manage:products.form.soldOutHint')} />
          </fieldset>
          <ProductImagesField clientId={clientId} />
          <VariantsField clientId={clientId} currency={currency} />
          <FormActions saveLabel={t('manage:products.form.save')} saving={isSubmitting}>
            {stored ? (
              <Button type="button" variant="danger" className="vbl-form__delete" onClick={() => setDeleting(true)}>
                {t('manage:products.form.delete')}
              </Button>
            ) : null}
          </FormActions>
          {deleting && stored ? (
            <DeleteProductDialog
              clientId={clientId}
              product={stored}
              onCancel={() => setDeleting(false)}
              onDeleted={() => void navigate(PRODUCTS_PATH)}
            />
          ) : null}
        </>
      )}
    </ResourceForm>
  );
}
