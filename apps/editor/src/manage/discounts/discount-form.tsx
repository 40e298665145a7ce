// The Discount codes form (new and edit): the code and what it takes off (a percent or an amount of the
// business's money), the minimum order, the days it is valid (in the business's time zone), how often it may
// be used in all and per customer, the products and services it applies to (none: the whole cart), and
// paused. Checked with the API's own schema (validation discountCodeSchema); a refused save keeps everything
// typed and shows the server's messages on their fields.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLocale } from '@vitrina/i18n';
import { useStoreProductsQuery } from '@vitrina/api-client';
import {
  useCreateOwnerDiscountCodeMutation,
  useOwnerServicesQuery,
  useUpdateOwnerDiscountCodeMutation,
} from '@vitrina/api-client/back-office';
import type { OwnerDiscountCode } from '@vitrina/api-client/back-office';
import { DISCOUNT_CODE_MAX_LENGTH } from '@vitrina/core-model';
import { CheckboxField, SelectField, TextField, useCurrencySymbol } from '@vitrina/ui-kit';
import { discountCodeSchema } from '@vitrina/validation';
import { IdChecklist } from '../id-checklist.js';
import { AmountField, CountField, FieldGroup, FormActions, ResourceForm } from '../kit/index.js';
import type { ResourceFormTexts } from '../kit/index.js';
import { discountFormValuesOf, discountInputOf, emptyDiscount } from './discount-form-values.js';
import { discountPath } from './discount-paths.js';

const TEXTS: ResourceFormTexts = {
  saved: 'manage:discountsScreen.form.saved',
  refusals: {
    slugTaken: 'manage:discountsScreen.form.codeTaken',
    fields: 'manage:discountsScreen.form.invalid',
    freemium: 'manage:discountsScreen.form.freemium',
    network: 'errors:network',
    other: 'manage:discountsScreen.form.saveFailed',
    codes: { code_taken: 'manage:discountsScreen.form.codeTaken' },
  },
};

export interface DiscountFormProps {
  clientId: number;
  code: OwnerDiscountCode | null;
  /** ISO 4217 code of the business. */
  currency: string;
}

function AppliesTo({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const products = useStoreProductsQuery({ clientId });
  const services = useOwnerServicesQuery({ clientId });
  return (
    <FieldGroup legend={t('manage:discountsScreen.form.appliesTo')} className="vbl-form__group vbd-applies">
      <p className="vbs-note">{t('manage:discountsScreen.form.appliesToHint')}</p>
      <IdChecklist
        name="product_ids"
        idPrefix="vbd-product"
        legend={t('manage:discountsScreen.form.products')}
        items={(products.data ?? []).map((p) => ({ id: p.id, label: p.name }))}
        loading={products.isLoading}
        loadingLabel={t('manage:discountsScreen.loading')}
        emptyText={t('manage:discountsScreen.form.noProducts')}
      />
      <IdChecklist
        name="service_ids"
        idPrefix="vbd-service"
        legend={t('manage:discountsScreen.form.services')}
        items={(services.data ?? []).filter((s) => s.sold_online && !s.requires_quote).map((s) => ({ id: s.id, label: s.name }))}
        loading={services.isLoading}
        loadingLabel={t('manage:discountsScreen.loading')}
        emptyText={t('manage:discountsScreen.form.noServices')}
      />
    </FieldGroup>
  );
}

export function DiscountForm({ clientId, code, currency }: DiscountFormProps) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const locale = currentLocale(i18n);
  const navigate = useNavigate();
  const symbol = useCurrencySymbol(currency);
  const [create] = useCreateOwnerDiscountCodeMutation();
  const [update] = useUpdateOwnerDiscountCodeMutation();
  const limitHint = t('manage:discountsScreen.form.limitHint');
  const datesHint = t('manage:discountsScreen.form.datesHint');

  return (
    <ResourceForm
      record={code}
      valuesOf={discountFormValuesOf}
      empty={emptyDiscount}
      inputOf={(values) => discountInputOf(values, locale)}
      schema={discountCodeSchema}
      save={(input, stored) =>
        stored ? update({ clientId, codeId: stored.id, ...input }).unwrap() : create({ clientId, ...input }).unwrap()
      }
      onCreated={(saved) => void navigate(discountPath(saved.id), { replace: true, state: { code: saved } })}
      texts={TEXTS}
      className="vbl-form vbd-form"
      labelledBy="vbd-title"
    >
      {({ values, isSubmitting }) => (
        <>
          <FieldGroup legend={t('manage:discountsScreen.form.details')}>
            <TextField
              name="code"
              label={t('manage:discountsScreen.form.code')}
              hint={t('manage:discountsScreen.form.codeHint')}
              required
              maxLength={DISCOUNT_CODE_MAX_LENGTH}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
            <SelectField
              name="kind"
              label={t('manage:discountsScreen.form.kind')}
              placeholder={false}
              options={[
                { value: 'percent', label: t('manage:discountsScreen.form.kinds.percent') },
                { value: 'fixed', label: t('manage:discountsScreen.form.kinds.fixed') },
              ]}
            />
            {values.kind === 'fixed' ? (
              <AmountField
                name="value"
                money
                label={t('manage:discountsScreen.form.amount', { symbol })}
                required
                className="vbs-form__short"
              />
            ) : (
              <CountField name="value" digitsOnly label={t('manage:discountsScreen.form.percent')} required className="vbs-form__short" />
            )}
            <AmountField
              name="minimum"
              money
              label={t('manage:discountsScreen.form.minimum', { symbol })}
              hint={t('manage:discountsScreen.form.minimumHint')}
              className="vbs-form__short"
            />
          </FieldGroup>
          <FieldGroup legend={t('manage:discountsScreen.form.when')}>
            <div className="vbd-form__pair">
              <TextField name="starts_on" type="date" label={t('manage:discountsScreen.form.startsOn')} hint={datesHint} />
              <TextField name="ends_on" type="date" label={t('manage:discountsScreen.form.endsOn')} hint={datesHint} />
            </div>
            <div className="vbd-form__pair">
              <CountField name="usage_limit" digitsOnly label={t('manage:discountsScreen.form.usageLimit')} hint={limitHint} />
              <CountField name="per_customer_limit" digitsOnly label={t('manage:discountsScreen.form.perCustomerLimit')} hint={limitHint} />
            </div>
            <CheckboxField
              name="paused"
              label={t('manage:discountsScreen.form.paused')}
              hint={t('manage:discountsScreen.form.pausedHint')}
            />
          </FieldGroup>
          <AppliesTo clientId={clientId} />
          <FormActions saveLabel={t('manage:discountsScreen.form.save')} saving={isSubmitting} />
        </>
      )}
    </ResourceForm>
  );
}
