// Renders a site's home-page sections in `ordering` order, in view mode (site) or edit mode (editor).
import type { Section, SiteData } from '@vitrina/core-model';
import { Fragment } from 'react';
import { identityHref } from '../section-props.js';
import type { EditAffordance, HrefFor, SectionMode } from '../section-props.js';
import { defaultSectionRegistry } from './section-registry.js';
import type { SectionRegistry } from './section-registry.js';

export interface SiteSectionsProps {
  site: SiteData;
  mode?: SectionMode;
  /** Edit mode only: the editor's controls for each section. */
  renderEditControls?: EditAffordance;
  registry?: SectionRegistry;
  /** Maps internal paths to hrefs (preview query, open/ twin); identity by default. */
  hrefFor?: HrefFor;
}

/** Sections by `ordering`, ties keeping document order; the input is not modified. */
export function sortSections(sections: readonly Section[]): Section[] {
  return sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => a.section.ordering - b.section.ordering || a.index - b.index)
    .map(({ section }) => section);
}

export function SiteSections({ site, mode = 'view', renderEditControls, registry = defaultSectionRegistry, hrefFor = identityHref }: SiteSectionsProps) {
  return (
    <>
      {sortSections(site.sections).map((section, index) => {
        const Component = registry[section.section_name];
        if (!Component) return null;
        const key = `${section.section_name}-${index}`;
        const rendered = <Component section={section} site={site} mode={mode} hrefFor={hrefFor} />;
        if (mode !== 'edit' || !renderEditControls) return <Fragment key={key}>{rendered}</Fragment>;
        return (
          <div key={key} className="vs-edit-frame" data-section={section.section_name}>
            <div className="vs-edit-frame__controls">{renderEditControls(section, index)}</div>
            {rendered}
          </div>
        );
      })}
    </>
  );
}
