// What a section popup needs: its section, the working copy, and `apply`, which writes the changed
// section fields and site-wide variables (each flagged unsaved; spec §4 "Editor state").
import { useCallback } from 'react';
import type { MainSiteVariables, Section } from '@vitrina/core-model';
import { updateMainSiteVariables } from '../../store/editor-slice.js';
import { selectWorkingCopy, useEditorDispatch, useEditorSelector } from '../../store/hooks.js';
import { usePopupSection } from '../use-popup-section.js';
import { hasChanges, recordChanges, sectionChanges } from './section-changes.js';

export type SectionEdit = Partial<Omit<Section, 'section_name'>>;

export function useSectionPopup(sectionIndex: number | null) {
  const dispatch = useEditorDispatch();
  const { section, update } = usePopupSection(sectionIndex);
  const site = useEditorSelector(selectWorkingCopy);

  const apply = useCallback(
    (next: SectionEdit, variables: Partial<MainSiteVariables> = {}) => {
      if (section) {
        const changes = sectionChanges(section, next);
        if (hasChanges(changes)) update(changes);
      }
      if (site) {
        const changes = recordChanges(site.main_site_variables, variables);
        if (hasChanges(changes)) dispatch(updateMainSiteVariables({ changes }));
      }
    },
    [dispatch, section, site, update],
  );

  return { section, site, apply };
}
