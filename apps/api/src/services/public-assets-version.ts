// GET /api/assets/version (spec §7 "Asset versions"; contract AssetVersions). Shape:
//   { version: string, templates: { "<template id>": "<ETag of its template.json>" } }
// `templates` holds the asset-store ETag of every template's `templates/{id}/json/template.json` (a
// template whose file is missing is left out); `version` is a short digest of that map, so a browser or
// CDN can tell with one string whether any template asset changed. Both derive from the stores only,
// so every API node behind a load balancer answers the same.
import { createHash } from 'node:crypto';
import type { AssetVersions } from '@vitrina/api-client/contracts';
import type { AssetStore } from '../assets/index.js';
import { templateJsonKey } from '../assets/index.js';
import { listTemplates } from '../db/index.js';
import type { AppDb } from '../db/index.js';

export async function assetVersions(db: AppDb, assets: AssetStore): Promise<AssetVersions> {
  const ids = (await listTemplates(db)).map((t) => t.id).sort((a, b) => a - b);
  const etags = await Promise.all(ids.map(async (id) => [String(id), (await assets.get(templateJsonKey(id)))?.etag] as const));
  const templates: Record<string, string> = {};
  for (const [id, etag] of etags) if (etag) templates[id] = etag;
  const version = createHash('sha256')
    .update(JSON.stringify(Object.entries(templates)))
    .digest('hex')
    .slice(0, 16);
  return { version, templates };
}
