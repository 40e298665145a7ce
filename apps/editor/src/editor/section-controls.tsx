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

/** The buttons that move a section one place up or down the page, in that order. */
const MOVES = [
  { direction: 'up', label: 'editor:chrome.moveSectionUp', title: 'editor:chrome.moveUp', arrow: '↑' },
  { direction: 'down', label: 'editor:chrome.moveSectionDown', title: 'editor:chrome.moveDown', arrow: '↓' },
] as const;

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
      {MOVES.map((move) => (
        <Button
          key={move.direction}
          variant="secondary"
          aria-label={t(move.label, { section: label })}
          title={t(move.title)}
          disabled={!canMove(move.direction)}
          onClick={() => dispatch(moveSection({ index, direction: move.direction }))}
        >
          <span aria-hidden="true">{move.arrow}</span>
        </Button>
      ))}
    </div>
  );
}
