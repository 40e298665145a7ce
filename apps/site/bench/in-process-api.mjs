// The API as the product runs it, in the bench's own process (apps/api's build, loaded by path as the API loads
// the site's: a measuring tool, not an import between apps): `buildServer` on a temp data folder with the demo
// data seeded, and the fetch its page route gives the site renderer (`createInProcessFetch`: the renderer's reads
// of `/api/…` and `/assets/…` answered in process, no socket). Used where a bench renders pages as the product's
// page route renders them (render-cpu.mjs, render-server.mjs). Needs `pnpm build` (apps/api).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'dist');
const api = (file) => import(pathToFileURL(path.join(apiDist, file)).href);

/**
 * @param {{ fetchModule?: string }} [options] `fetchModule`: a module whose `createInProcessFetch` replaces the
 *   build's own (another commit's, to measure a "before" as it ran then)
 */
export async function startInProcessApi({ fetchModule } = {}) {
  // React and the router pick their production builds when first loaded, as in the product (main.ts).
  process.env.NODE_ENV ??= 'production';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-api-'));
  const [{ loadConfig }, { openDatabase, migrateDatabase }, { createAssetStore }, { buildServer }, { prepareData }, renderer] =
    await Promise.all([
      api('config.js'),
      api('db/index.js'),
      api('assets/index.js'),
      api('server.js'),
      api('services/startup.js'),
      api('http/site-renderer.js'),
    ]);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const assets = await createAssetStore(config);
  const app = await buildServer({ config, database, assets, site: null, logger: false });
  await prepareData(app.ctx, { seed: true });
  const fetches = fetchModule ? await import(pathToFileURL(path.resolve(fetchModule)).href) : renderer;
  return {
    config,
    /** @type {typeof fetch} */
    fetch: fetches.createInProcessFetch(app),
    /** The site's server entry of a build (`<dist>/server/entry-server.js`), loaded as the API loads it. */
    loadRenderer: (dist) => renderer.loadSiteRenderer(dist),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
