// Buttons that move from one popup to a related one (the header to the logo and the menu links, the
// about section to its image), for popups the configuration panel does not list. Shown only for popups
// that are registered; anything not applied in the popup being left is dropped, as with Close.
import { Button } from '@vitrina/ui-kit';
import { useEditorServices } from '../../app/editor-services.js';
import { openPopup } from '../../store/editor-slice.js';
import { useEditorDispatch } from '../../store/hooks.js';
import type { PopupKey } from '../popup-contract.js';
import { hasPopup } from '../popup-contract.js';

export interface PopupLink {
  key: PopupKey;
  label: string;
  sectionIndex?: number | null;
}

export function PopupLinks({ links }: { links: PopupLink[] }) {
  const dispatch = useEditorDispatch();
  const { popups } = useEditorServices();
  const shown = links.filter((link) => hasPopup(popups, link.key));
  if (shown.length === 0) return null;
  return (
    <div className="ve-popup-form__links">
      {shown.map(({ key, label, sectionIndex = null }) => (
        <Button key={key} variant="secondary" onClick={() => dispatch(openPopup({ key, sectionIndex }))}>
          {label}
        </Button>
      ))}
    </div>
  );
}
