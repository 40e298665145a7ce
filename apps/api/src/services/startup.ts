// First start of the embedded default: migrate, seed the demo clients (idempotent) and publish their
// site data and the templates to the asset store.
import type { AppContext } from '../app-context.js';
import { findClientBySubdomain, migrateDatabase } from '../db/index.js';
import { DEMO_CLIENTS, seedDemo } from '../seed/index.js';
import { publishClientSite, publishTemplates } from './publish.js';

export async function prepareData(ctx: AppContext, { seed = true } = {}): Promise<void> {
  await migrateDatabase(ctx.database);
  if (!seed) return;
  await seedDemo(ctx.database.db, ctx.assets);
  await publishTemplates(ctx);
  for (const demo of DEMO_CLIENTS) {
    const record = await findClientBySubdomain(ctx.database.db, demo.subdomain);
    if (record?.client.id !== undefined) await publishClientSite(ctx, record.client.id);
  }
}
