// The editor's popups (spec §2 "Editor popups"). Section popups are keyed by their section name, so the
// "Edit {{section}}" button of a section opens `popupRegistry[section.section_name]`.
import type { SectionName } from '@vitrina/core-model';

export const PANEL_POPUP_KEYS = ['siteConfig', 'logo', 'aboutImage', 'locationUpdate', 'galleryImage', 'hyperlink', 'backup'] as const;
export type PanelPopupKey = (typeof PANEL_POPUP_KEYS)[number];

export type PopupKey = SectionName | PanelPopupKey;
