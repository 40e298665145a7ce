// What a section popup needs: the section it edits, the working copy, and `apply`, which writes only the
// section fields and site-wide variables the owner changed (each flagged unsaved, spec §4 "Editor state").
// Given the section's name, a popup opened without a section (from the configuration panel or another
// popup) edits the page's first section of that kind.
import { useCallback } from 'react';
import type { MainSiteVariables, Section, SectionName } from '@vitrina/core-model';
import { updateMainSiteVariables, updateSection } from '../../store/editor-slice.js';
import { selectWorkingCopy, useEditorDispatch, useEditorSelector } from '../../store/hooks.js';
import { changedFields } from './changed-fields.js';

export type SectionEdit = Partial<Omit<Section, 'section_name'>>;

export function useSectionPopup(sectionIndex: number | null, name?: SectionName) {
  const dispatch = useEditorDispatch();
  const site = useEditorSelector(selectWorkingCopy);
  const index = useEditorSelector((state) => {
    const sections = state.editor.working?.sections ?? [];
    if (name === undefined) return sectionIndex;
    if (sectionIndex !== null && sections[sectionIndex]?.section_name === name) return sectionIndex;
    const found = sections.findIndex((section) => section.section_name === name);
    return found === -1 ? null : found;
  });
  const section = index === null ? null : (site?.sections[index] ?? null);

  const apply = useCallback(
    (next: SectionEdit, variables: Partial<MainSiteVariables> = {}) => {
      const changes = section && changedFields<SectionEdit>(section, next);
      if (changes && index !== null) dispatch(updateSection({ index, changes }));
      const changedVariables = site && changedFields(site.main_site_variables, variables);
      if (changedVariables) dispatch(updateMainSiteVariables({ changes: changedVariables }));
    },
    [dispatch, index, section, site],
  );

  return { index, section, site, apply };
}

/** A site-wide popup's part of it: the working copy, and `apply` writing only the changed site variables. */
export function useSiteVariablesPopup() {
  const { site, apply } = useSectionPopup(null);
  const applyVariables = useCallback((variables: Partial<MainSiteVariables>) => apply({}, variables), [apply]);
  return { site, applyVariables };
}
