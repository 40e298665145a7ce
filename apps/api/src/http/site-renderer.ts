// The public site is server-rendered by the site app's own server entry. The API hosts it without
// importing the app: it loads the built module by path at start-up (see docs/decisions.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What apps/site's server entry exports: a fetch-style handler. */
export interface SiteRenderer {
  render(request: Request): Promise<Response>;
}

export async function loadSiteRenderer(siteDist: string): Promise<SiteRenderer | null> {
  const entry = path.join(siteDist, 'server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as Partial<SiteRenderer>;
  if (typeof mod.render !== 'function') throw new Error(`${entry} does not export render(request)`);
  return { render: mod.render };
}
