// The site settings popup (spec §1 owner edits, §2 "Editor popups": site config; §3 main_site_variables):
// theme colour, page title, search engine description, favicon (upload kind `favicon`), whether the
// location section shows (0/1), the services layout (list or carousel) and the store on the home page;
// and the client record's contact number (by the business's country's phone rule, issue 26) and chat on/off,
// which the save carries as `client_settings`.
import { useTranslation } from 'react-i18next';
import type { MainSiteVariables } from '@vitrina/core-model';
import { CheckboxField, TextField } from '@vitrina/ui-kit';
import { createSiteConfigPopupSchema } from '@vitrina/validation';
import type { SiteConfigPopupValues } from '@vitrina/validation';
import { updateClientSettings } from '../../store/editor-slice.js';
import { useEditorDispatch } from '../../store/hooks.js';
import { clientSettingsOf } from '../../store/save-draft.js';
import { ColorField } from '../shared/color-field.js';
import { ImageUrlField } from '../shared/image-url-field.js';
import { PopupForm } from '../shared/popup-form.js';
import { ServiceStyleField } from '../shared/service-style-field.js';
import { useSiteVariablesPopup } from '../shared/use-section-popup.js';
import type { PopupProps } from '../popup-contract.js';

export function SiteConfigPopup({ onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const { site, applyVariables } = useSiteVariablesPopup();
  if (!site) return null;
  const variables = site.main_site_variables;
  // The client record's settings, as a save carries them.
  const settings = clientSettingsOf(site.client);

  const initialValues: SiteConfigPopupValues = {
    primaryColor: variables.primary_color,
    title: variables.title,
    seoDescription: variables.seo.description,
    serviceSectionStyle: variables.service_section_style,
    displayLocationSection: variables.display_location_section === 1,
    homepageStoreEnabled: variables.homepage_store_enabled,
    faviconUrl: variables.favicon_url,
    contactNumber: settings.contactNumber,
    chatEnabled: settings.chatEnabled,
  };

  const onApply = (values: SiteConfigPopupValues) => {
    const next: Partial<MainSiteVariables> = {
      primary_color: values.primaryColor,
      title: values.title,
      seo: { ...variables.seo, description: values.seoDescription },
      service_section_style: values.serviceSectionStyle,
      display_location_section: values.displayLocationSection ? 1 : 0,
      homepage_store_enabled: values.homepageStoreEnabled,
      favicon_url: values.faviconUrl,
    };
    applyVariables(next);
    if (values.contactNumber !== settings.contactNumber || values.chatEnabled !== settings.chatEnabled) {
      const contact = values.contactNumber || null;
      dispatch(updateClientSettings({ contact_info: contact, contact_number: contact, zenchat_enabled: values.chatEnabled }));
    }
  };

  return (
    <PopupForm
      title={t('editor:popups.siteConfig.title')}
      initialValues={initialValues}
      schema={createSiteConfigPopupSchema({ country: site.client.country?.country_code })}
      onApply={onApply}
      onClose={onClose}
      size="large"
    >
      <ColorField name="primaryColor" label={t('editor:fields.themeColor')} required />
      <TextField name="title" label={t('editor:fields.pageTitle')} />
      <TextField name="seoDescription" label={t('editor:fields.seoDescription')} multiline rows={3} />
      <ImageUrlField name="faviconUrl" kind="favicon" label={t('editor:fields.favicon')} />
      <ServiceStyleField name="serviceSectionStyle" />
      <CheckboxField name="displayLocationSection" label={t('editor:popups.siteConfig.displayLocationSection')} />
      <CheckboxField name="homepageStoreEnabled" label={t('editor:popups.siteConfig.homepageStore')} />
      <TextField
        name="contactNumber"
        type="tel"
        autoComplete="tel"
        label={t('editor:fields.contactNumber')}
        hint={t('editor:popups.siteConfig.contactNumberHint')}
      />
      <CheckboxField name="chatEnabled" label={t('editor:popups.siteConfig.chatEnabled')} hint={t('editor:popups.siteConfig.chatHint')} />
    </PopupForm>
  );
}
