// What the editor's components get from outside React and Redux: sign-in, leaving the editor for another
// URL (a full navigation), the site host, and the popup registry. Tests pass fakes.
import { createContext, useContext } from 'react';
import type { AuthService } from '../auth/auth-service.js';
import type { PopupRegistry } from '../popups/popup-contract.js';

export interface EditorServices {
  auth: AuthService;
  /** A full-page navigation away from the editor (status pages, the admin application, the provider). */
  leave: (url: string) => void;
  /** The browser location the entry reads (host decides the site). */
  location: Pick<Location, 'host' | 'origin' | 'pathname' | 'search' | 'hash'>;
  popups: PopupRegistry;
  /** Where unsaved work waits during a sign-in redirect (this tab's sessionStorage). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export const EditorServicesContext = createContext<EditorServices | null>(null);

export function useEditorServices(): EditorServices {
  const services = useContext(EditorServicesContext);
  if (!services) throw new Error('useEditorServices outside <EditorServicesContext>');
  return services;
}
