// A section popup edits the section it was opened for; opened without one (from the configuration panel
// or another popup) it edits the page's first section of its kind.
import type { SectionName } from '@vitrina/core-model';
import { useEditorSelector } from '../../store/hooks.js';
import { usePopupSection } from '../use-popup-section.js';

export function useNamedSection(sectionIndex: number | null, name: SectionName) {
  const index = useEditorSelector((state) => {
    const sections = state.editor.working?.sections ?? [];
    if (sectionIndex !== null && sections[sectionIndex]?.section_name === name) return sectionIndex;
    const found = sections.findIndex((section) => section.section_name === name);
    return found === -1 ? null : found;
  });
  return { index, ...usePopupSection(index) };
}
