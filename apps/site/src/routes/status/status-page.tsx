import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { StatusView } from './status-view.js';

export function StatusPage({ handle }: { handle: PageHandle }) {
  const { hrefFor } = useSiteContext();
  return <StatusView kind={handle.status ?? 'error'} hrefFor={hrefFor} />;
}
