// The logo popup (spec §2 "Editor popups": logo; §3 main_site_variables logo_preference, logo_text): a
// text logo or an uploaded image (upload kind `logo`, spec §9). An image logo needs its image.
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@vitrina/ui-kit';
import { logoPopupSchema } from '@vitrina/validation';
import type { LogoPopupValues } from '@vitrina/validation';
import { updateMainSiteVariables } from '../../store/editor-slice.js';
import { selectWorkingCopy, useEditorDispatch, useEditorSelector } from '../../store/hooks.js';
import { changedFields } from '../shared/changed-fields.js';
import { ImageUrlField } from '../shared/image-url-field.js';
import { PopupForm } from '../shared/popup-form.js';
import type { PopupProps } from '../popup-contract.js';

export function LogoPopup({ onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const site = useEditorSelector(selectWorkingCopy);
  if (!site) return null;
  const variables = site.main_site_variables;

  const initialValues: LogoPopupValues = {
    logoPreference: variables.logo_preference,
    logoText: variables.logo_text,
    logoUrl: variables.logo_url,
  };

  const onApply = (values: LogoPopupValues) => {
    const changes = changedFields(variables, {
      logo_preference: values.logoPreference,
      logo_text: values.logoText,
      logo_url: values.logoUrl,
    });
    if (changes) dispatch(updateMainSiteVariables({ changes }));
  };

  return (
    <PopupForm
      title={t('editor:popups.logo.title')}
      initialValues={initialValues}
      schema={logoPopupSchema}
      onApply={onApply}
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
