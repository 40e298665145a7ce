// The logo popup (spec §2 "Editor popups": logo; §3 main_site_variables logo_preference, logo_text): a
// text logo or an uploaded image (upload kind `logo`, spec §9). An image logo needs its image.
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@vitrina/ui-kit';
import { logoPopupSchema } from '@vitrina/validation';
import { fieldsFrom, valuesFrom } from '../shared/field-map.js';
import type { MappedValues } from '../shared/field-map.js';
import { ImageUrlField } from '../shared/image-url-field.js';
import { PopupForm } from '../shared/popup-form.js';
import { useSiteVariablesPopup } from '../shared/use-section-popup.js';
import type { MainSiteVariables } from '@vitrina/core-model';
import type { PopupProps } from '../popup-contract.js';

const LOGO = { logoPreference: 'logo_preference', logoText: 'logo_text', logoUrl: 'logo_url' } as const;
type Values = MappedValues<MainSiteVariables, typeof LOGO>;

export function LogoPopup({ onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const { site, applyVariables } = useSiteVariablesPopup();
  if (!site) return null;

  return (
    <PopupForm<Values>
      title={t('editor:popups.logo.title')}
      initialValues={valuesFrom<MainSiteVariables, typeof LOGO>(site.main_site_variables, LOGO)}
      schema={logoPopupSchema}
      onApply={(values) => applyVariables(fieldsFrom<MainSiteVariables, typeof LOGO>(values, LOGO))}
      onClose={onClose}
    >
      <SelectField
        name="logoPreference"
        label={t('editor:popups.logo.preference')}
        placeholder={false}
        options={[
          { value: 'text', label: t('editor:popups.logo.text') },
          { value: 'image', label: t('editor:popups.logo.image') },
        ]}
      />
      <TextField name="logoText" label={t('editor:popups.logo.logoText')} />
      <ImageUrlField name="logoUrl" kind="logo" label={t('editor:fields.logoImage')} />
    </PopupForm>
  );
}
