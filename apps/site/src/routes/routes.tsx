// The route tree, shared by the server entry (static handler) and the client entry (browser router).
import { redirect, type RouteObject } from 'react-router';
import { HomePage } from './home-page.js';
import { NotFoundPage } from './not-found-page.js';
import { SiteLayout } from './site-layout.js';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'not-found', element: <NotFoundPage /> },
      // Spec §2: any unknown path redirects to /not-found.
      { path: '*', loader: () => redirect('/not-found') },
    ],
  },
];
