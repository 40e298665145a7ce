// Renders a site's home-page sections in `ordering` order, in view mode (site) or edit mode (editor).
import { ensureStoreSection, sortSections } from '@vitrina/core-model';
import type { Product, Section, SectionName, SiteData } from '@vitrina/core-model';
import { currentLocale } from '@vitrina/i18n';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { identityHref } from '../section-props.js';
import type { EditAffordance, HrefFor, SectionMode } from '../section-props.js';
import { defaultSectionRegistry } from './section-registry.js';
import type { SectionRegistry } from './section-registry.js';
import { isSectionShown } from './section-visibility.js';

interface SiteSectionsProps {
  site: SiteData;
  mode?: SectionMode;
  /** Edit mode only: the editor's controls for each section. */
  renderEditControls?: EditAffordance;
  registry?: SectionRegistry;
  /** Maps internal paths to hrefs (preview query, open/ twin); identity by default. */
  hrefFor?: HrefFor;
  /** Nav item `contact` (spec §2): opens the site's contact modal. */
  onContact?: () => void;
  /** Products for the store sections, when the site has loaded them. */
  products?: readonly Product[];
  /**
   * Section names rendered elsewhere: a site layout that puts the header and footer around `<main>` on
   * every page passes `['header', 'footer']` and renders `SiteHeader` / `FooterSection` itself.
   */
  exclude?: readonly SectionName[];
}

/** The home page's sections as the site shows them: with the store section of spec §4, in display order. */
function homeSections(site: SiteData, locale: 'en' | 'es'): Section[] {
  return sortSections(ensureStoreSection(site.sections, { ecommerceUrl: site.main_site_variables.ecommerce_url, locale }));
}

export function SiteSections({
  site,
  mode = 'view',
  renderEditControls,
  registry = defaultSectionRegistry,
  hrefFor = identityHref,
  onContact,
  products,
  exclude = [],
}: SiteSectionsProps) {
  const { t, i18n } = useTranslation(['sections']);
  const locale = currentLocale(i18n);
  const sections = useMemo(() => homeSections(site, locale), [site, locale]);

  return (
    <>
      {sections.map((section, index) => {
        const Component = registry[section.section_name];
        if (!Component || exclude.includes(section.section_name)) return null;
        const shown = isSectionShown(section, site);
        if (!shown && mode === 'view') return null;
        const key = `${section.section_name}-${index}`;
        const rendered = (
          <Component section={section} site={site} mode={mode} hrefFor={hrefFor} onContact={onContact} products={products} />
        );
        if (mode !== 'edit' || !renderEditControls) return <Fragment key={key}>{rendered}</Fragment>;
        return (
          <div key={key} className="vs-edit-frame" data-section={section.section_name} data-hidden={shown ? undefined : 'true'}>
            <div className="vs-edit-frame__controls">
              {!shown && <span className="vs-edit-frame__hidden">{t('sections:visibility.hidden')}</span>}
              {renderEditControls(section, index)}
            </div>
            {rendered}
          </div>
        );
      })}
    </>
  );
}
