// The API as the product runs it, in the bench's own process (apps/api's build, loaded by path as the API loads
// the site's: a measuring tool, not an import between apps): `buildServer` on a temp data folder with the demo
// data seeded, and the fetch its page route gives the site renderer (`createInProcessFetch`: the renderer's reads
// of `/api/…` and `/assets/…` answered in process, no socket). Used where a bench renders pages as the product's
// page route renders them (render-cpu.mjs, render-server.mjs). Needs `pnpm build` (apps/api).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const API_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'dist');

/**
 * @param {{ fetchModule?: string, apiDist?: string, dataFrom?: string }} [options] `fetchModule`: a module whose
 *   `createInProcessFetch` replaces the build's own (another commit's, to measure a "before" as it ran then);
 *   `apiDist`: another build of apps/api (default apps/api/dist; a copy must sit where it finds apps/api's
 *   node_modules and `../drizzle`); `dataFrom`: a data folder an earlier API left (`close({ keepData: true })`),
 *   copied and used as it is, not seeded again (two builds then serve the very same data, timestamps included)
 */
export async function startInProcessApi({ fetchModule, apiDist = API_DIST, dataFrom } = {}) {
  const api = (file) => import(pathToFileURL(path.join(path.resolve(apiDist), file)).href);
  // React and the router pick their production builds when first loaded, as in the product (main.ts).
  process.env.NODE_ENV ??= 'production';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-api-'));
  if (dataFrom) cpSync(dataFrom, dataDir, { recursive: true });
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
  await prepareData(app.ctx, { seed: !dataFrom });
  const fetches = fetchModule ? await import(pathToFileURL(path.resolve(fetchModule)).href) : renderer;
  return {
    config,
    /** @type {typeof fetch} */
    fetch: fetches.createInProcessFetch(app),
    /** The site's server entry of a build (`<dist>/server/entry-server.js`), loaded as the API loads it. */
    loadRenderer: (dist) => renderer.loadSiteRenderer(dist),
    /** @param {{ keepData?: boolean }} [options] `keepData`: the data folder is left (and returned) for `dataFrom` */
    async close({ keepData = false } = {}) {
      await app.close();
      await database.close();
      if (keepData) return dataDir;
      rmSync(dataDir, { recursive: true, force: true });
      return undefined;
    },
  };
}
