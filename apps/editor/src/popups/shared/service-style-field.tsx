// The site-wide services layout (main_site_variables.service_section_style, spec §9 default carousel),
// which both the site settings and the service popup let the owner pick.
import { useTranslation } from 'react-i18next';
import { SelectField } from '@vitrina/ui-kit';

export function ServiceStyleField({ name }: { name: string }) {
  const { t } = useTranslation(['editor']);
  return (
    <SelectField
      name={name}
      label={t('editor:popups.siteConfig.serviceSectionStyle')}
      placeholder={false}
      options={[
        { value: 'carousel', label: t('editor:popups.siteConfig.styleCarousel') },
        { value: 'list', label: t('editor:popups.siteConfig.styleList') },
      ]}
    />
  );
}
