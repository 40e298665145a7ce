// A site's first version (issue 27: the sites module is the only writer of sites and site_versions): made by
// the sign-up (in its transaction), the seed and the test builders; every later version is a save or a
// restore (site-versions-repository.ts).
import type { SiteData } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { storedDocument, toCurrent } from '../../db/repos/sites.js';
import type { CurrentSite } from '../../db/repos/sites.js';
import { clients, siteVersions, sites } from '../../db/schema.js';
import type { SiteVersionAction } from '../../db/schema/sites.js';

/** First version of a client's site (seed, builder); fails if the client already has one. */
export async function createSite(
  db: AppDb,
  input: { clientId: number; data: SiteData; author: string; action?: SiteVersionAction; now?: Date },
): Promise<CurrentSite> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [clientRow] = await tx.select().from(clients).where(eq(clients.id, input.clientId)).limit(1);
    if (!clientRow) throw new Error(`createSite: no client ${input.clientId}`);
    const data = storedDocument(input.data, clientRow, now.toISOString());
    const [site] = await tx
      .insert(sites)
      .values({ client_id: input.clientId, data, version: 1, updated_at: now, updated_by: input.author })
      .returning();
    await tx.insert(siteVersions).values({
      client_id: input.clientId,
      version: 1,
      data,
      created_at: now,
      author: input.author,
      action: input.action ?? 'seed',
    });
    return toCurrent(tx, site!, clientRow);
  });
}
