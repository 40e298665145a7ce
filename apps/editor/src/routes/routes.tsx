// /admin shows the configuration panel; /gallery/admin edits the gallery without it (spec §2).
import type { RouteObject } from 'react-router';
import { EditorShell } from './editor-shell.js';

export const routes: RouteObject[] = [
  { path: '/admin/*', element: <EditorShell withConfigPanel /> },
  { path: '/gallery/admin/*', element: <EditorShell withConfigPanel={false} /> },
];
