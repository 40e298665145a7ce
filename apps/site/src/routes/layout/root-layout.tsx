// The root route's element: the site around the page, or the not-found screen of a host with no site.
import { useLoaderData } from 'react-router';
import type { RootData } from '../../app/root-data.js';
import { SiteShell } from './site-shell.js';
import { StatusShell } from './status-shell.js';
import { StatusView } from '../status/status-view.js';

export function RootLayout() {
  const root = useLoaderData() as RootData;
  if (root.kind === 'no-site') {
    return (
      <StatusShell>
        <StatusView kind="notFound" noSite />
      </StatusShell>
    );
  }
  return <SiteShell root={root} />;
}
