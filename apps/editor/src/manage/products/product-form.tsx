// The Products screen's form (new and edit): name, the address derived from it with core-model `slugify`
// until the owner edits it, description, SKU, price, active / featured / sold out, pictures (upload with
// progress, reorder) and the options with their stock. Checked with the API's own schema (validation
// productSchema); a refused save keeps everything typed and shows the server's messages on their fields
// (409 slug_taken on the address), anything else as a toast.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useCreateOwnerProductMutation,
  useDeleteOwnerProductMutation,
  useUpdateOwnerProductMutation,
} from '@vitrina/api-client/back-office';
import type { OwnerProductEntry } from '@vitrina/api-client/back-office';
import { currentLocale } from '@vitrina/i18n';
import { CheckboxField, TextField } from '@vitrina/ui-kit';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_NAME_MAX_LENGTH, PRODUCT_SKU_MAX_LENGTH, productSchema } from '@vitrina/validation';
import { FieldGroup, FormActions, PriceField, ResourceForm, SlugField, deletionTexts } from '../kit/index.js';
import type { ResourceFormTexts } from '../kit/index.js';
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
  const navigate = useNavigate();
  const [create] = useCreateOwnerProductMutation();
  const [update] = useUpdateOwnerProductMutation();
  const [slugEdited, setSlugEdited] = useState(() => product !== null && !slugFollowsName(formValuesOf(product)));
  const [remove] = useDeleteOwnerProductMutation();

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
          <FieldGroup legend={t('manage:products.form.details')}>
            <TextField name="name" label={t('manage:products.form.name')} required maxLength={PRODUCT_NAME_MAX_LENGTH} />
            <SlugField
              label={t('manage:products.form.slug')}
              hint={t('manage:products.form.slugHint', { path: `/product/${values.slug}` })}
              required
              follow={!slugEdited}
              onEdit={() => setSlugEdited(true)}
            />
            <TextField
              name="description"
              label={t('manage:products.form.description')}
              multiline
              rows={4}
              maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
            />
            <div className="vbp-form__pair">
              <PriceField
                currency={currency}
                label={(symbol) => t('manage:products.form.price', { symbol })}
                hint={t('manage:products.form.priceHint')}
                numeric="money"
              />
              <TextField
                name="sku"
                label={t('manage:products.form.sku')}
                hint={t('manage:products.form.skuHint')}
                maxLength={PRODUCT_SKU_MAX_LENGTH}
              />
            </div>
          </FieldGroup>
          <FieldGroup legend={t('manage:products.form.visibility')}>
            <CheckboxField name="active" label={t('manage:products.form.active')} hint={t('manage:products.form.activeHint')} />
            <CheckboxField name="featured" label={t('manage:products.form.featured')} hint={t('manage:products.form.featuredHint')} />
            <CheckboxField name="sold_out" label={t('manage:products.form.soldOut')} hint={t('manage:products.form.soldOutHint')} />
          </FieldGroup>
          <ProductImagesField clientId={clientId} />
          <VariantsField clientId={clientId} currency={currency} />
          <FormActions
            saveLabel={t('manage:products.form.save')}
            saving={isSubmitting}
            remove={
              stored && {
                label: t('manage:products.form.delete'),
                texts: deletionTexts(t, 'products.form', { name: stored.name }),
                remove: () => remove({ clientId, productId: stored.id }).unwrap(),
                then: PRODUCTS_PATH,
              }
            }
          />
        </>
      )}
    </ResourceForm>
  );
}
