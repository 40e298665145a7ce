// What a popup and the editor agree on (spec §2 "Editor popups"): the popup keys, the props every popup
// takes, and the shape of the registry the editor's services carry. Popups import this file, never the
// registry that lazy-loads them, so no popup sits in an import cycle with it.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { SectionName } from '@vitrina/core-model';

// Section popups are keyed by their section name, so the "Edit {{section}}" button of a section opens
// `popups[section.section_name]`; these are the site-wide and panel popups.
export const PANEL_POPUP_KEYS = ['siteConfig', 'logo', 'aboutImage', 'locationUpdate', 'galleryImage', 'hyperlink', 'backup'] as const;
export type PanelPopupKey = (typeof PANEL_POPUP_KEYS)[number];

export type PopupKey = SectionName | PanelPopupKey;

export interface PopupProps {
  /** Index in `working.sections` of the section being edited; null for site-wide popups (siteConfig, …). */
  sectionIndex: number | null;
  /** Closes the popup (the Modal's Close button, Escape, after saving its changes). */
  onClose: () => void;
}

export type PopupComponent = ComponentType<PopupProps> | LazyExoticComponent<ComponentType<PopupProps>>;
export type PopupRegistry = Partial<Record<PopupKey, PopupComponent>>;

export function hasPopup(registry: PopupRegistry, key: PopupKey): boolean {
  return registry[key] !== undefined;
}
