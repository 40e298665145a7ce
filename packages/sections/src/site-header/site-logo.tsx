// The site's logo (spec §3 main_site_variables.logo_preference): the uploaded image or the logo text.
import type { Section, SiteData } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';

function logoText(site: SiteData, header?: Section): string {
  return (
    site.main_site_variables.logo_text.trim() || header?.title.trim() || site.client.name.trim() || site.main_site_variables.title.trim()
  );
}

export function SiteLogo({ site, header }: { site: SiteData; header?: Section }) {
  const { t } = useTranslation(['sections', 'common']);
  const text = logoText(site, header);
  const image = site.main_site_variables.logo_url?.trim();
  if (site.main_site_variables.logo_preference === 'image' && image) {
    const name = site.client.name.trim() || text;
    // Fixed box and object-fit: the bar keeps its size while the image loads (no layout shift).
    return <img className="vs-header__logo-image" src={image} alt={t('common:logoAlt', { name })} width={160} height={48} />;
  }
  return <span className="vs-header__logo-text">{text || t('sections:nav.home')}</span>;
}
