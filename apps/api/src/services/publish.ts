// Publishing: the client's current site data goes to `sites/{host}/site.json` for its sub-domain host and
// its custom domain host (ARCHITECTURE "Data flows": published site data from the asset store), and the
// in-memory caches of those hosts are dropped.
import type { Client, SiteData } from '@vitrina/core-model';
import { publishSiteJson, templateJsonKey } from '../assets/index.js';
import type { AppContext } from '../app-context.js';
import { findClientById, getSite, listTemplates } from '../db/index.js';
import { dropClientCaches } from './site-caches.js';

export function siteHostsOf(client: Pick<Client, 'wurkzen_subdomain' | 'custom_domain'>, siteDomain: string): string[] {
  const hosts: string[] = [];
  if (client.wurkzen_subdomain) hosts.push(`${client.wurkzen_subdomain}.${siteDomain}`.toLowerCase());
  if (client.custom_domain) hosts.push(client.custom_domain.toLowerCase().replace(/^www\./, ''));
  return hosts;
}

/** Publishes the stored site data of one client; returns the hosts written. */
export async function publishClientSite(ctx: AppContext, clientId: number, data?: SiteData): Promise<string[]> {
  dropClientCaches(ctx, clientId);
  try {
    const record = await findClientById(ctx.database.db, clientId);
    if (!record) return [];
    const doc = data ?? (await getSite(ctx.database.db, clientId))?.data;
    if (!doc) return [];
    return await publishSiteJson(ctx.assets, siteHostsOf(record.client, ctx.config.siteDomain), doc);
  } finally {
    // Also after: a read between the drop and the write must not stay cached.
    dropClientCaches(ctx, clientId);
  }
}

/** Writes every template's template.json (spec §7 `{template url}json/template.json`). */
export async function publishTemplates(ctx: AppContext): Promise<number> {
  const templates = await listTemplates(ctx.database.db);
  for (const t of templates) {
    await ctx.assets.put(templateJsonKey(t.id), JSON.stringify(t.data), 'application/json');
  }
  ctx.pages.clear(); // template-only sites render from template.json
  return templates.length;
}
