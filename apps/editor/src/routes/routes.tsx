// /admin shows the configuration panel; /gallery/admin edits without it (spec §2). Both share one entry
// (login, access, role, language: spec §4), which runs once per page load.
import type { RouteObject } from 'react-router';
import { EditorPage } from '../editor/editor-page.js';
import { EditorEntry } from '../entry/editor-entry.js';
import { CallbackPage } from './callback-page.js';
import { SignOutPage } from './sign-out-page.js';

export const routes: RouteObject[] = [
  { path: '/admin/callback', element: <CallbackPage /> },
  { path: '/gallery/admin/callback', element: <CallbackPage /> },
  { path: '/admin/logout', element: <SignOutPage /> },
  { path: '/gallery/admin/logout', element: <SignOutPage /> },
  {
    element: <EditorEntry />,
    children: [
      { path: '/admin/*', element: <EditorPage withConfigPanel /> },
      { path: '/gallery/admin/*', element: <EditorPage withConfigPanel={false} /> },
    ],
  },
];
