// Site data per client: the current published document, read by the publish, the sign-up, the seed and the
// sites module, and the stored form of a document. Sites and their versions are written only by the sites
// module: a site's first version (modules/sites/new-site-repository.ts), the editor's saves and backups
// (modules/sites/site-versions-repository.ts).
import { migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { clients, sites } from '../schema.js';
import { isDbInt } from './ids.js';
import { toClient } from './clients.js';
import { listGallery } from '../../modules/content/gallery-repository.js';

export type SiteRow = typeof sites.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

export interface CurrentSite {
  clientId: number;
  /** The published SiteData; `client` and `gallery` are the live ones from their tables. */
  data: SiteData;
  version: number;
  last_updated: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** A site row as the API answers it: the document with the live client and gallery. */
export async function toCurrent(db: AppDb, site: SiteRow, clientRow: ClientRow): Promise<CurrentSite> {
  const gallery = await listGallery(db, site.client_id);
  const data: SiteData = {
    ...migrateSiteData(site.data),
    client: toClient(clientRow),
    gallery: gallery.map(({ id, image, description }) => ({ id, image, description })),
  };
  return {
    clientId: site.client_id,
    data,
    version: site.version,
    last_updated: data.last_updated,
    updated_at: site.updated_at.toISOString(),
    updated_by: site.updated_by,
  };
}

/** The stored document: complete (migrated), stamped, with the client of the moment and no gallery. */
export function storedDocument(data: SiteData, clientRow: ClientRow, lastUpdated: string): SiteData {
  return { ...migrateSiteData(data), last_updated: lastUpdated, client: toClient(clientRow), gallery: [] };
}

export async function getSite(db: AppDb, clientId: number): Promise<CurrentSite | null> {
  if (!isDbInt(clientId)) return null;
  const [row] = await db
    .select({ site: sites, client: clients })
    .from(sites)
    .innerJoin(clients, eq(clients.id, sites.client_id))
    .where(eq(sites.client_id, clientId))
    .limit(1);
  return row ? toCurrent(db, row.site, row.client) : null;
}
