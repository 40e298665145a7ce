// Opens the registered popup of the active section (spec §4 "Editor state": active section), or nothing.
import { Suspense, useCallback } from 'react';
import { Spinner } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import { closePopup } from '../store/editor-slice.js';
import { selectActiveSection, useEditorDispatch, useEditorSelector } from '../store/hooks.js';

export function PopupHost() {
  const active = useEditorSelector(selectActiveSection);
  const { popups } = useEditorServices();
  const dispatch = useEditorDispatch();
  const onClose = useCallback(() => dispatch(closePopup()), [dispatch]);
  const Popup = active ? popups[active.key] : undefined;
  if (!active || !Popup) return null;
  return (
    <Suspense fallback={<Spinner size="large" />}>
      <Popup key={`${active.key}-${active.sectionIndex ?? 'site'}`} sectionIndex={active.sectionIndex} onClose={onClose} />
    </Suspense>
  );
}
