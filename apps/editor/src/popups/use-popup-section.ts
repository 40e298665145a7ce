// For popups: the section they edit and a way to write changes into the working copy (flagged unsaved).
import { useCallback } from 'react';
import type { Section } from '@vitrina/core-model';
import { updateSection } from '../store/editor-slice.js';
import { useEditorDispatch, useEditorSelector } from '../store/hooks.js';

export function usePopupSection(sectionIndex: number | null) {
  const dispatch = useEditorDispatch();
  const section = useEditorSelector((state) => (sectionIndex === null ? null : (state.editor.working?.sections[sectionIndex] ?? null)));
  const update = useCallback(
    (changes: Partial<Omit<Section, 'section_name'>>) => {
      if (sectionIndex !== null) dispatch(updateSection({ index: sectionIndex, changes }));
    },
    [dispatch, sectionIndex],
  );
  return { section, update };
}
