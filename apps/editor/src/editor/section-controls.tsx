// The edit affordance the editor puts on each section (SiteSections' renderEditControls): "Edit {{section}}"
// opens the section's popup (sets the active section), and the section moves up and down (spec §2, §9).
// The store section the page shows without the document having one (spec §4 "Store section") opens too:
// it joins the document first.
import { useTranslation } from 'react-i18next';
import type { Section } from '@vitrina/core-model';
import { Button } from '@vitrina/ui-kit';
import { moveSection, openMissingStore, openPopup } from '../store/editor-slice.js';
import { moveTarget, workingIndexOf } from '../store/section-order.js';
import { selectCanEdit, useEditorDispatch, useEditorSelector } from '../store/hooks.js';
import { sectionLabel } from './section-label.js';

export function SectionControls({ section }: { section: Section }) {
  const { t, i18n } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const canEdit = useEditorSelector(selectCanEdit);
  const sections = useEditorSelector((state) => state.editor.working?.sections ?? []);
  // -1: a section the renderer shows but the document lacks (the store section of spec §4).
  const index = workingIndexOf(sections, section);
  const label = sectionLabel(t, section.section_name);
  const canMove = (direction: 'up' | 'down') => canEdit && index !== -1 && moveTarget(sections, index, direction) !== null;
  const missingStore = index === -1 && section.section_name === 'store';
  const edit = () => {
    if (missingStore) dispatch(openMissingStore({ locale: i18n.language === 'es' ? 'es' : 'en' }));
    else dispatch(openPopup({ key: section.section_name, sectionIndex: index }));
  };

  return (
    <div role="group" aria-label={t('editor:chrome.sectionControls', { section: label })} className="ve-section-controls">
      <Button variant="primary" disabled={!canEdit || (index === -1 && !missingStore)} onClick={edit}>
        {t('editor:chrome.editSection', { section: label })}
      </Button>
      <Button
        variant="secondary"
        aria-label={t('editor:chrome.moveSectionUp', { section: label })}
        title={t('editor:chrome.moveUp')}
        disabled={!canMove('up')}
        onClick={() => dispatch(moveSection({ index, direction: 'up' }))}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="secondary"
        aria-label={t('editor:chrome.moveSectionDown', { section: label })}
        title={t('editor:chrome.moveDown')}
        disabled={!canMove('down')}
        onClick={() => dispatch(moveSection({ index, direction: 'down' }))}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </div>
  );
}
