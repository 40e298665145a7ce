// /admin shows the configuration panel; /gallery/admin edits without it (spec §2). /manage is the back office
// (the admin application of spec §4 "Admin entry"), loaded only when visited so the editor carries none of
// it. All share one entry (login, access, role, language: spec §4), which runs once per page load and area.
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { EditorPage } from '../editor/editor-page.js';
import { EditorEntry } from '../entry/editor-entry.js';
import { CallbackPage } from './callback-page.js';
import { LoadingPage } from './loading-page.js';
import { SignOutPage } from './sign-out-page.js';

const BackOfficePage = lazy(() => import('../manage/back-office-page.js').then((m) => ({ default: m.BackOfficePage })));
// The sign-up wizard (issue 16) runs on the provider's own host without any sign-in: no entry around it.
const SignupPage = lazy(() => import('../signup/signup-page.js').then((m) => ({ default: m.SignupPage })));

export const routes: RouteObject[] = [
  { path: '/admin/callback', element: <CallbackPage /> },
  { path: '/gallery/admin/callback', element: <CallbackPage /> },
  { path: '/manage/callback', element: <CallbackPage /> },
  { path: '/admin/logout', element: <SignOutPage /> },
  { path: '/gallery/admin/logout', element: <SignOutPage /> },
  { path: '/manage/logout', element: <SignOutPage /> },
  {
    path: '/signup/*',
    element: (
      <Suspense fallback={<LoadingPage />}>
        <SignupPage />
      </Suspense>
    ),
  },
  {
    // Keyed per area: moving between /admin and /manage runs that area's entry afresh.
    element: <EditorEntry key="editor" />,
    children: [
      { path: '/admin/*', element: <EditorPage withConfigPanel /> },
      { path: '/gallery/admin/*', element: <EditorPage withConfigPanel={false} /> },
    ],
  },
  {
    element: <EditorEntry key="back-office" area="back-office" />,
    children: [
      {
        path: '/manage/*',
        element: (
          <Suspense fallback={<LoadingPage />}>
            <BackOfficePage />
          </Suspense>
        ),
      },
    ],
  },
];
