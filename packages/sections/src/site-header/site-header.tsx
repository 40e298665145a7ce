// Header and navigation (spec §2 nav item types, §3 header section, contact number as a tel link).
// The mobile menu (< 768 px, spec §9) is pure CSS by width: no width is read in JS, so the server and
// the browser render the same markup.
import { clientContactNumber, resolveLink, resolveNavTarget, sectionAnchorId } from '@vitrina/core-model';
import type { Section, SiteData } from '@vitrina/core-model';
import { VisuallyHidden } from '@vitrina/ui-kit';
import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionColors } from '../section-background/section-background.js';
import { identityHref } from '../section-props.js';
import type { HrefFor, SectionMode } from '../section-props.js';
import { isSectionShown } from '../site-sections/section-visibility.js';
import { NavEntry } from './nav-entry.js';
import { SiteLogo } from './site-logo.js';

interface SiteHeaderProps {
  site: SiteData;
  /** The `header` section of site data (colours, header_text); optional so any page can show the header. */
  section?: Section;
  mode?: SectionMode;
  hrefFor?: HrefFor;
  /** Nav item type `contact`: the site opens its (lazily loaded) contact modal. */
  onContact?: () => void;
  /** Links at the end of the bar that stay visible at every width, e.g. the site's mini-cart. */
  actions?: ReactNode;
}

export function SiteHeader({ site, section, hrefFor = identityHref, onContact, actions }: SiteHeaderProps) {
  const { t } = useTranslation(['sections', 'common']);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = sectionAnchorId('header');
  const menuId = `${id}-menu`;
  const phone = clientContactNumber(site.client);
  const tel = phone ? resolveLink(`tel:${phone}`) : null;
  // The logo is the brand link at the start of the bar, so a `logo` nav item is not repeated in the list.
  // A section entry shows only while its section does (a template-only site has no location to link to).
  const items = site.nav
    .filter((item) => item.enabled && item.type !== 'logo')
    .filter((item) => {
      const target = resolveNavTarget(item.type, site.main_site_variables);
      if (target.kind !== 'section') return target.kind !== 'hidden';
      const shown = site.sections.find((s) => s.section_name === target.section);
      return shown !== undefined && isSectionShown(shown, site);
    })
    .sort((a, b) => a.ordering - b.ordering);
  const note = section?.header_text.trim();

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header id={id} className="vs-header" style={section ? sectionColors(section) : undefined}>
      {note && <p className="vs-header__note">{note}</p>}
      <div className="vs-header__bar">
        <a className="vs-header__brand" href={hrefFor('/')}>
          <SiteLogo site={site} header={section} />
        </a>
        {phone && tel?.kind === 'tel' && (
          <a className="vs-header__phone" href={tel.href}>
            <VisuallyHidden>{t('common:callUs')} </VisuallyHidden>
            {phone}
          </a>
        )}
        {items.length > 0 && (
          <>
            <button
              ref={toggleRef}
              type="button"
              className="vs-header__toggle"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((value) => !value)}
            >
              <span className="vs-header__toggle-icon" aria-hidden="true" />
              <span className="vs-header__toggle-label">{t('common:menu')}</span>
            </button>
            {/* Escape closes the open menu; keys bubble here from the links, the nav is no widget itself. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <nav
              id={menuId}
              className="vs-header__nav"
              aria-label={t('sections:nav.label')}
              data-open={open || undefined}
              onKeyDown={onMenuKeyDown}
            >
              <ul className="vs-header__list">
                {items.map((item) => (
                  <li key={`${item.type}-${item.ordering}`}>
                    <NavEntry
                      item={item}
                      variables={site.main_site_variables}
                      hrefFor={hrefFor}
                      onContact={onContact}
                      onNavigate={() => setOpen(false)}
                    />
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        {actions && <div className="vs-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
