// The session the entry established, for everything rendered inside it.
import { createContext, useContext } from 'react';
import type { BackOfficeSession, EditorSession } from './run-entry.js';

export const EditorSessionContext = createContext<EditorSession | null>(null);
export const BackOfficeSessionContext = createContext<BackOfficeSession | null>(null);

export function useEditorSession(): EditorSession {
  const session = useContext(EditorSessionContext);
  if (!session) throw new Error('useEditorSession outside the editor entry');
  return session;
}

export function useBackOfficeSession(): BackOfficeSession {
  const session = useContext(BackOfficeSessionContext);
  if (!session) throw new Error('useBackOfficeSession outside the back-office entry');
  return session;
}
